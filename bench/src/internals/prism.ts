/** Starts `prism mock` on the bundled spec as a child process. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@marketdata-sdk/test-tools';
import { benchDir, bundledSpecPath } from './paths';

/** A running Prism mock server. */
export interface PrismServer {
  url: string;
  pid: number | undefined;
  process: ChildProcess;
  close(): Promise<void>;
}

/** Spawns Prism and waits until `probePath` answers 200, for at most `startTimeoutMs`. */
export async function startPrism(
  probePath: string,
  headers: Record<string, string>,
  startTimeoutMs = 90_000,
): Promise<PrismServer> {
  if (!existsSync(bundledSpecPath)) {
    throw new Error(
      `${bundledSpecPath} is missing: build the spec first (pnpm --filter @marketdata-sdk/spec build)`,
    );
  }
  const port = await freePort();
  const bin = join(benchDir, 'node_modules/@stoplight/prism-cli/dist/index.js');
  const child = spawn(
    process.execPath,
    [bin, 'mock', '-v', 'silent', '-h', '127.0.0.1', '-p', String(port), bundledSpecPath],
    {
      cwd: benchDir,
      stdio: 'ignore',
    },
  );
  process.once('exit', () => child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}`;
  const close = () => stopProcess(child);
  try {
    await waitUntilServing(child, `${url}${probePath}`, headers, startTimeoutMs);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, pid: child.pid, process: child, close };
}

async function waitUntilServing(
  child: ChildProcess,
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`prism exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`prism did not serve ${url} within ${timeoutMs} ms (${lastError})`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
