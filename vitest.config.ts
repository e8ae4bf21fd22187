import { defineConfig } from 'vitest/config';

// Runs every workspace project from the root (editor integrations); CI runs them through turbo.
export default defineConfig({
  test: {
    projects: ['spec', 'packages/*', 'examples/*', 'bench', 'tests/*'],
  },
});
