/**
 * Packs every public package once per run into a temp directory outside the workspace; the
 * scenarios install from these tarballs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { packAll, type Tarballs } from '../src/pack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's temp directory (outside the workspace). */
    workDir: string;
    /** Tarball path by package name. */
    tarballs: Tarballs;
  }
}

export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(join(tmpdir(), 'marketdata-packaging-'));
  project.provide('workDir', workDir);
  project.provide('tarballs', await packAll(join(workDir, 'tarballs')));
  return () => {
    if (!process.env.KEEP_PACKAGING_DIR) rmSync(workDir, { recursive: true, force: true });
  };
}
