import { definePackageConfig } from '../../vitest.shared';

export default definePackageConfig({ test: { typecheck: { enabled: false } } });
