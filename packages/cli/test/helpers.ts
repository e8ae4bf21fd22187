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

/** Options of {@link startInPty}. */
export interface PtyOptions extends RunOptions {
  /** The terminal's width in columns (default 200). */
  columns?: number;
}

/** Runs the bin inside a pseudo-terminal (util-linux `script`), so stdout and stderr are TTYs. */
export function runInPty(args: readonly string[], options: PtyOptions = {}): Promise<Run> {
  return startInPty(args, options).done;
}

/**
 * Like {@link runInPty}, with the child at hand: `type('\x03')` is Ctrl-C typed at the
 * terminal (the terminal sends SIGINT to the command).
 */
export function startInPty(args: readonly string[], options: PtyOptions = {}) {
  const quote = (a: string) => `'${a.replace(/'/g, `'\\''`)}'`;
  const line = `stty cols ${options.columns ?? 200} rows 50; exec ${[process.execPath, bin, ...args].map(quote).join(' ')}`;
  const env = {
    ...process.env,
    MARKETDATA_API_KEY: undefined,
    COLUMNS: undefined,
    PAGER: undefined,
    MARKETDATA_PAGER: undefined,
    NO_COLOR: '1',
    TERM: 'xterm',
    ...options.env,
  };
  const started = startCommand('script', ['-qfec', line, '/dev/null'], env, options, true);
  return {
    ...started,
    type: (text: string) => started.child.stdin.write(text),
  };
}

/**
 * Spawns `command`, decoding its output as UTF-8 across chunks (a character split between two
 * reads is not turned into two replacement characters).
 */
export function startCommand(
  command: string,
  args: readonly string[],
  env: Record<string, string | undefined>,
  options: RunOptions,
  keepStdin = false,
) {
  const child = spawn(command, args, {
    env: env as NodeJS.ProcessEnv,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  if (!keepStdin) child.stdin.end();
  let stdout = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  const done = new Promise<Run>((resolve, reject) => {
    let stderr = '';
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 45_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
  /** What the command printed so far. */
  const output = () => stdout;
  return { child, done, output };
}
