import { definePackageConfig } from '../vitest.shared';

export default definePackageConfig({
  test: {
    typecheck: { enabled: false },
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
