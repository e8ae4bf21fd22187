import { definePackageConfig } from '../../vitest.shared';

// One runtime after another: each starts a process or a browser, and the machine is shared.
export default definePackageConfig({
  test: {
    globalSetup: ['./test/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 300_000,
    typecheck: { enabled: false },
  },
});
