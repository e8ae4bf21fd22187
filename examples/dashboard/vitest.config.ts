import { definePackageConfig } from '../../vitest.shared';

// The browser suites share 2 cores with everything else: run the files one after another.
export default definePackageConfig({
  test: {
    environment: 'node',
    globalSetup: ['./test/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
