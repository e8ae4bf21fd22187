import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared';

export default defineConfig(
  packageBuild({
    entry: { index: 'src/index.ts', bin: 'src/bin.ts' },
    external: ['@marketdata-sdk/client', '@marketdata-sdk/fixtures', '@marketdata-sdk/types'],
  }),
);
