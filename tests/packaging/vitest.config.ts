import { definePackageConfig } from '../../vitest.shared';

export default definePackageConfig({
  test: {
    globalSetup: ['./test/globalSetup.ts'],
    // Each scenario installs a project with npm; a cold npm cache makes the first one slow.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    typecheck: { enabled: false },
  },
});
