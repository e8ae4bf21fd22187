import { definePackageConfig } from '../../vitest.shared';

export default definePackageConfig({
  test: {
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
  },
});
