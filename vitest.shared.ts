/**
 * Shared vitest settings for every workspace package.
 *
 * - Sibling packages resolve to their TypeScript source through the `@marketdata-sdk/source`
 *   export condition, so tests never run against a stale `dist`.
 * - Each run writes a JSON report to `reports/vitest.json`; `.ci/run` adds them up.
 */
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

/** The export condition that points workspace packages at their `src/`. */
export const sourceCondition = '@marketdata-sdk/source';

/** Builds a package's vitest config on top of the shared defaults. */
export function definePackageConfig(overrides: ViteUserConfig = {}): ViteUserConfig {
  const base = defineConfig({
    resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
    test: {
      include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
      reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
      typecheck: {
        enabled: true,
        include: ['test/**/*.test-d.{ts,tsx}', 'src/**/*.test-d.{ts,tsx}'],
        tsconfig: './tsconfig.json',
      },
      // Generous: CI shares 2 cores with every package's tests at once; a hang still ends.
      testTimeout: 60_000,
      hookTimeout: 90_000,
    },
  });
  return mergeConfig(base, overrides);
}
