import { definePackageConfig } from '../vitest.shared';

export default definePackageConfig({ test: { testTimeout: 60_000 } });
