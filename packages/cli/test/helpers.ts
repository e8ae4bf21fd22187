import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The built bin, run as a user runs it. */
export const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

/** What a finished run printed and how it ended. */
export interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Options of {@link runBin}. */
export interface RunOptions {
  env?: Record<string, string | undefined>;
  timeoutMs?: number;
  /** Options for node itself, before the bin (e.g. `--expose-gc`). */
  nodeArgs?: readonly string[];
}

/** Spawns `node dist/bin.js ...args` with no key in its environment unless given. */
export function runBin(args: readonly string[], options: RunOptions = {}): Promise<Run> {
  return startBin(args, options).done;
}

/** Like {@link runBin}, with the child process at hand (to interrupt it). */
export function startBin(args: readonly string[], options: RunOptions = {}) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    MARKETDATA_API_KEY: undefined,
    ...options.env,
  };
  return startCommand(process.execPath, [...(options.nodeArgs ?? []), bin, ...args], env, options);
}

/** Runs `command` inside a pseudo-terminal (util-linux `script`), so stdout and stderr are TTYs. */
export function runInPty(args: readonly string[], options: RunOptions = {}): Promise<Run> {
  const line = [process.execPath, bin, ...args]
    .map((a) => `'${a.replace(/'/g, `'\\''`)}'`)
    .join(' ');
  const env = {
    ...process.env,
    MARKETDATA_API_KEY: undefined,
    COLUMNS: '200',
    TERM: 'xterm',
    ...options.env,
  };
  return startCommand('script', ['-qfec', line, '/dev/null'], env, options).done;
}

function startCommand(
  command: string,
  args: readonly string[],
  env: Record<string, string | undefined>,
  options: RunOptions,
) {
  const child = spawn(command, args, {
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const done = new Promise<Run>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 45_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
  return { child, done };
}
