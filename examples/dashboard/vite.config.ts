import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// `vite` (dev, with hot reload) forwards the API and the reference to a running main job.
const mainJob = process.env.MAIN_JOB_URL ?? 'http://127.0.0.1:4010';
const forwarded = [
  '/news',
  '/ownership',
  '/securities',
  '/analysis-ratings',
  '/marketdata',
  '/calendar',
  '/images',
  '/reference',
];

// Inside this repository the SDK packages resolve to their TypeScript source (the
// `@marketdata-sdk/source` export condition), so the app never bundles a stale `dist`.
// A copy of this example outside the repository resolves them from npm as usual.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@marketdata-sdk/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // Tiny shared modules join a chunk rather than cost a request of their own each.
    rollupOptions: { output: { experimentalMinChunkSize: 4_000 } },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(forwarded.map((path) => [path, mainJob])),
  },
});
