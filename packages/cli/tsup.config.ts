import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared';

export default defineConfig(
  packageBuild({
    entry: { index: 'src/index.ts', bin: 'src/bin.ts' },
    // The version the bin and the server report, from package.json at build time.
    define: {
      __PACKAGE_VERSION__: JSON.stringify(
        (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version,
      ),
    },
    external: ['@marketdata-sdk/client', '@marketdata-sdk/fixtures', '@marketdata-sdk/types'],
  }),
);
