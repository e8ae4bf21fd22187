/**
 * Fresh npm projects outside the workspace, installed from the packed tarballs with plain npm.
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exec } from './exec';
import type { Tarballs } from './pack';

/** Options of {@link createProject}. */
export interface ProjectOptions {
  /** Where the project goes (a fresh directory under the run's temp directory). */
  dir: string;
  /** Our packages to install from their tarballs. */
  packages: string[];
  /** Registry dependencies (name → range). */
  registry?: Record<string, string>;
  /** A folder whose files are copied into the project. */
  sources?: string;
  /** The packed tarballs. */
  tarballs: Tarballs;
}

/**
 * Writes a package.json that depends on the tarballs (and pins every transitive reference to our
 * packages on them with `overrides`), copies the sources and runs `npm install`.
 *
 * @example
 * ```ts
 * await createProject({ dir, packages: ['@marketdata-sdk/types'], tarballs });
 * ```
 */
export async function createProject(options: ProjectOptions): Promise<string> {
  const { dir, tarballs } = options;
  mkdirSync(dir, { recursive: true });
  const local: Record<string, string> = {};
  for (const name of options.packages) {
    const tarball = tarballs[name];
    if (!tarball) throw new Error(`no tarball for ${name}`);
    local[name] = `file:${tarball}`;
  }
  const overrides = Object.fromEntries(
    Object.entries(tarballs).map(([name, tarball]) => [name, `file:${tarball}`]),
  );
  const manifest = {
    name: 'packaging-scenario',
    version: '1.0.0',
    private: true,
    dependencies: { ...local, ...options.registry },
    overrides,
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (options.sources) cpSync(options.sources, dir, { recursive: true });
  await npmInstall(dir);
  return dir;
}

/**
 * The environment without the `npm_*` variables that a pnpm parent sets: the projects must
 * install as a user's plain npm would.
 */
export function plainEnv(): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {};
  for (const key of Object.keys(process.env)) {
    if (/^npm_/i.test(key)) env[key] = undefined;
  }
  return { ...env, npm_config_update_notifier: 'false' };
}

/** `npm install` that prefers the shared npm cache and skips audit and funding noise. */
async function npmInstall(dir: string): Promise<void> {
  await exec(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: dir, timeoutMs: 150_000, env: plainEnv() },
  );
}
