/** Starts the sandbox from an installed fixtures package's bin and stops it. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { plainEnv } from './tempProject';

/** A running `marketdata-sandbox` process. */
export interface SandboxProcess {
  /** The base URL it printed. */
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** Stops it and waits for it to exit. */
  stop(): Promise<void>;
}

const urlPattern = /http:\/\/127\.0\.0\.1:\d+/;

/**
 * Runs `node_modules/.bin/marketdata-sandbox --port 0` in `projectDir` and waits for the URL it
 * prints.
 *
 * @example
 * ```ts
 * const sandbox = await startSandboxBin(dir);
 * await fetch(`${sandbox.url}/securities/search?query=AAPL`);
 * await sandbox.stop();
 * ```
 */
export function startSandboxBin(projectDir: string, timeoutMs = 30_000): Promise<SandboxProcess> {
  const bin = join(projectDir, 'node_modules', '.bin', 'marketdata-sandbox');
  const env = { ...process.env, ...plainEnv() };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const child: ChildProcess = spawn(bin, ['--port', '0'], {
    cwd: projectDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`marketdata-sandbox printed no URL within ${timeoutMs} ms:\n${printed}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      printed += chunk;
      const match = urlPattern.exec(printed);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[0], output: () => printed, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(`marketdata-sandbox exited with ${code} before printing a URL:\n${printed}`),
      );
    });
  });
}
