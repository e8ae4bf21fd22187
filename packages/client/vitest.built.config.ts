/**
 * The user-facing client tests run a second time against the built package (`dist/`), as an
 * installed client would be used: `../src/<entry>` imports resolve to the built entries, and
 * `@marketdata-sdk/types` to its built output. Runs after `build` (the turbo `test` task
 * depends on it).
 */
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { strictRejections } from './vitest.config';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [{ find: /^\.\.\/src\/(index|raw|internal|functions)$/, replacement: `${dist}$1.js` }],
    conditions: [...defaultClientConditions],
  },
  ssr: { resolve: { conditions: [...defaultServerConditions] } },
  test: {
    execArgv: strictRejections,
    include: [
      'test/orphans.test.ts',
      'test/logLevel.test.ts',
      'test/queue.test.ts',
      'test/headers.test.ts',
      'test/options.test.ts',
      'test/paging.test.ts',
      'test/names.test.ts',
      'test/raw.test.ts',
      'test/responses.test.ts',
      'test/watchWiresFailures.test.ts',
      'test/errors.test.ts',
      'test/promises.test.ts',
      'test/listParams.test.ts',
      'test/withOptions.test.ts',
      'test/fetchOptions.test.ts',
      'test/requestId.test.ts',
    ],
    // Checked as an app would compile against `dist/`, with exactOptionalPropertyTypes on.
    typecheck: {
      enabled: true,
      include: ['test/exact/*.test-d.ts'],
      tsconfig: './test/exact/tsconfig.json',
    },
    reporters: ['default', ['json', { outputFile: 'reports/vitest-built.json' }]],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
