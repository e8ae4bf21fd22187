import { defineConfig } from 'tsup';

// The main-job server: one ESM file for Node; the app itself is built by Vite into dist/app.
// Inside the repository the SDK packages are bundled from their source (the
// `@marketdata-sdk/source` condition), like the app, so the server never runs a stale `dist`.
export default defineConfig({
  entry: { 'server/main': 'src/server/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: ['!app/**'], // everything but Vite's output
  tsconfig: 'tsconfig.build.json',
  noExternal: [/^@marketdata-sdk\/(fixtures|types)$/],
  esbuildOptions(options) {
    options.conditions = ['@marketdata-sdk/source', 'import', 'node', 'default'];
    options.chunkNames = 'server/chunks/[name]-[hash]';
  },
});
