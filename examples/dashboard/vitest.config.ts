import { definePackageConfig } from '../../vitest.shared';

// The browser suites share 2 cores with everything else: run the files one after another.
export default definePackageConfig({
  test: {
    environment: 'node',
    globalSetup: ['./test/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A poll waits on a browser that shares a loaded machine: 15 s before it gives up, not 1 s.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
