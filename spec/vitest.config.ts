import { definePackageConfig } from '../vitest.shared';

export default definePackageConfig({ test: { globalSetup: ['./test/globalSetup.ts'] } });
