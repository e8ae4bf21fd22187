export { builtSpecPath, readBuiltSpec } from './builtSpec';

/**
 * Finds the binaries that the workspace's browser and Redis tests need, or provisions them:
 * an explicit environment variable, then the system, then (as root on Debian/Ubuntu) `apt-get`,
 * and otherwise one clear sentence saying what to install.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { resolveTool, type System, type Tool } from './resolve';
import { realSystem } from './system';

const require = createRequire(import.meta.url);

/** playwright-core's `chromium`, when playwright-core is installed. */
async function playwrightChromium(): Promise<{ executablePath(): string } | undefined> {
  try {
    return (await import('playwright-core')).chromium;
  } catch {
    return undefined;
  }
}

export const chromiumTool: Tool = {
  name: 'Chromium',
  envVar: 'CHROMIUM_PATH',
  commands: ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'],
  usualPaths: [
    '/usr/bin/chromium',
    '/usr/lib/chromium/chromium',
    '/snap/bin/chromium',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ],
  aptPackage: 'chromium',
  async downloaded() {
    return (await playwrightChromium())?.executablePath();
  },
  async download(system) {
    const chromium = await playwrightChromium();
    if (!chromium) throw new Error('playwright-core is not installed');
    const cli = join(dirname(require.resolve('playwright-core/package.json')), 'cli.js');
    system.log("Chromium not found: trying playwright's own browser download");
    await system.run(process.execPath, [cli, 'install', 'chromium'], { timeoutMs: 10 * 60_000 });
    return chromium.executablePath();
  },
  missing:
    'No Chromium found: install one (Debian/Ubuntu: `apt-get install chromium`, macOS: `brew install --cask chromium`) or set CHROMIUM_PATH to a Chromium or Chrome executable.',
};

export const redisServerTool: Tool = {
  name: 'redis-server',
  envVar: 'REDIS_SERVER_PATH',
  commands: ['redis-server'],
  usualPaths: [
    '/usr/bin/redis-server',
    '/usr/local/bin/redis-server',
    '/opt/homebrew/bin/redis-server',
  ],
  aptPackage: 'redis-server',
  missing:
    'No redis-server found: install Redis (Debian/Ubuntu: `apt-get install redis-server`, macOS: `brew install redis`) or set REDIS_SERVER_PATH to a redis-server executable.',
};

const found = new Map<Tool, Promise<string>>();

/** Resolves `tool` once per process; a failure is not cached, so a later call tries again. */
function find(tool: Tool, system: System = realSystem): Promise<string> {
  let result = found.get(tool);
  if (!result) {
    result = resolveTool(tool, system);
    found.set(tool, result);
    result.catch(() => found.delete(tool));
  }
  return result;
}

/**
 * Path of a Chromium (or Chrome) executable for playwright-core's `executablePath`:
 * `CHROMIUM_PATH`, else one on `PATH` or in the usual places, else a browser playwright
 * downloaded earlier, else (as root on Debian/Ubuntu) the `chromium` package installed with
 * apt-get once under a machine-wide lock, else playwright's own download.
 *
 * @throws Error with one sentence saying what to install when none of these works.
 */
export function findChromium(): Promise<string> {
  return find(chromiumTool);
}

/**
 * Path of a `redis-server` executable: `REDIS_SERVER_PATH`, else one on `PATH` or in the usual
 * places, else (as root on Debian/Ubuntu) the `redis-server` package installed with apt-get once
 * under a machine-wide lock.
 *
 * @throws Error with one sentence saying what to install when none of these works.
 */
export function findRedisServer(): Promise<string> {
  return find(redisServerTool);
}

/**
 * A vitest `globalSetup` body: finds (or installs) Chromium once before the suites start, outside
 * any test timeout, so that a first-time `apt-get install` does not eat a test's time. A failure
 * is printed and left to the tests, which call `findChromium()` again and fail with its sentence.
 */
export async function provisionChromium(): Promise<void> {
  try {
    await findChromium();
  } catch (error) {
    realSystem.log((error as Error).message);
  }
}
export {
  type CoverageRow,
  expectedHooks,
  missingFromReference,
  missingHooks,
  missingResourceMethods,
  missingSandboxHandlers,
} from './coverage';
export { answersPing, freePort, type RedisServer, startRedisServer } from './redisServer';
export { type SampleCall, type SampleParam, type SampleRow, sampleArgs } from './sampleArgs';
export {
  extraOperation,
  type GeneratedFromCopy,
  generateWithExtraOperation,
  pagedExtraOperation,
  specWithExtraOperation,
} from './specWithExtraOperation';
