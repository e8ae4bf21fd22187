import { defineConfig } from 'tsup';

// The main-job server: one ESM file for Node; the app itself is built by Vite into dist/app.
export default defineConfig({
  entry: { 'server/main': 'src/server/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: false,
  tsconfig: 'tsconfig.build.json',
});
