/**
 * Packs the public packages, installs them with npm into one project outside the workspace with
 * the smoke scripts, and starts the packed sandbox with a fast wire clock for the feed burst.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packAll } from '@marketdata-sdk/packaging-tests/src/pack';
import { createProject } from '@marketdata-sdk/packaging-tests/src/tempProject';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The npm project with the packed packages and the smoke scripts. */
    projectDir: string;
    /** The packed sandbox's base URL. */
    sandboxUrl: string;
  }
}

function startSandbox(projectDir: string): Promise<{ url: string; child: ChildProcess }> {
  const bin = join(projectDir, 'node_modules', '@marketdata-sdk', 'fixtures', 'dist', 'cli.js');
  const child = spawn(process.execPath, [bin, '--port', '0', '--wires-per-minute', '600'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`the sandbox did not start: ${output}`)),
      30_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk;
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0];
      if (url) {
        clearTimeout(timer);
        resolve({ url, child });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
  });
}

export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(join(tmpdir(), 'marketdata-runtimes-'));
  const tarballs = await packAll(join(workDir, 'tarballs'));
  const projectDir = await createProject({
    dir: join(workDir, 'project'),
    packages: Object.keys(tarballs),
    registry: { '@tanstack/react-query': '^5.108.0', react: '^19.3.1', 'react-dom': '^19.3.1' },
    sources: fileURLToPath(new URL('../smoke/', import.meta.url)),
    tarballs,
  });
  const sandbox = await startSandbox(projectDir);
  project.provide('projectDir', projectDir);
  project.provide('sandboxUrl', sandbox.url);
  return () => {
    sandbox.child.kill('SIGTERM');
    rmSync(workDir, { recursive: true, force: true });
  };
}
