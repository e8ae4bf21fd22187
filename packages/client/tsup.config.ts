import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared';

export default defineConfig(
  packageBuild({
    entry: [
      'src/index.ts',
      'src/raw.ts',
      'src/cache.ts',
      'src/statements.ts',
      'src/functions.ts',
      'src/redis.ts',
      'src/relay.ts',
      'src/internal.ts',
    ],
  }),
);
