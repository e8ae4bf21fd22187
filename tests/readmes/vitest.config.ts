import { definePackageConfig } from '../../vitest.shared';

export default definePackageConfig({
  test: { typecheck: { enabled: false }, testTimeout: 60_000, hookTimeout: 120_000 },
});
