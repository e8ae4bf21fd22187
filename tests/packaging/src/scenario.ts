/** Paths shared by the scenario tests. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

/** A scenario's project sources, under `projects/`. */
export function projectSources(name: string): string {
  return fileURLToPath(new URL(`../projects/${name}`, import.meta.url));
}

/** A fresh directory for a scenario inside the run's temp directory. */
export function scenarioDir(name: string): string {
  return join(inject('workDir'), name);
}

/** The workspace's TypeScript compiler (5.9), run with Node. */
export const tscPath = fileURLToPath(
  new URL('../node_modules/typescript/bin/tsc', import.meta.url),
);
