/** The real machine, as the resolution in `resolve.ts` sees it. */
import { execFile } from 'node:child_process';
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import type { System } from './resolve';

/** How long a process waits for another one's install before giving up. */
const lockWaitMs = 15 * 60_000;

export const realSystem: System = {
  env: process.env,
  isExecutable(path) {
    try {
      if (!statSync(path).isFile()) return false;
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
  isRoot: () => process.getuid?.() === 0,
  osRelease() {
    try {
      return readFileSync('/etc/os-release', 'utf8');
    } catch {
      return undefined;
    }
  },
  run(command, args, { timeoutMs }) {
    return new Promise((resolve, reject) => {
      execFile(
        command,
        args,
        {
          timeout: timeoutMs,
          maxBuffer: 64 * 1024 * 1024,
          env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        },
        (error, _stdout, stderr) => {
          if (!error) return resolve();
          const tail = String(stderr).trim().split('\n').slice(-3).join(' ');
          const why = error.killed
            ? `timed out after ${timeoutMs} ms`
            : error.message.split('\n')[0];
          reject(new Error(`${command} ${args.join(' ')}: ${why}${tail ? `: ${tail}` : ''}`));
        },
      );
    });
  },
  async withLock(name, task) {
    const release = await lockfile.lock(join(tmpdir(), `marketdata-sdk-test-tools-${name}`), {
      realpath: false,
      retries: { retries: lockWaitMs / 1000, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
    });
    try {
      return await task();
    } finally {
      await release();
    }
  },
  log: (message) => process.stderr.write(`[test-tools] ${message}\n`),
};
