import { fileURLToPath } from 'node:url';
import { definePackageConfig } from '../../vitest.shared';

export default definePackageConfig({
  // The examples import the package by its name, as a user's app does.
  resolve: {
    alias: {
      '@marketdata-sdk/react-hooks': fileURLToPath(new URL('./src/index.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
  },
});
