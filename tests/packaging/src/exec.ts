/** Runs a command to completion and returns its output, or fails with everything it printed. */
import { spawn } from 'node:child_process';

/** What a finished command printed. */
export interface ExecResult {
  /** Exit code (null when killed). */
  code: number | null;
  /** Standard output. */
  stdout: string;
  /** Standard error. */
  stderr: string;
}

/** Options of {@link exec}. */
export interface ExecOptions {
  /** Working directory. */
  cwd: string;
  /** Kill the command after this many milliseconds (default 120 s). */
  timeoutMs?: number;
  /** Extra environment variables; `undefined` removes one. */
  env?: Record<string, string | undefined>;
  /** Resolve with a non-zero exit instead of throwing. */
  allowFailure?: boolean;
}

/**
 * Runs `command args` without a shell.
 *
 * @example
 * ```ts
 * const { stdout } = await exec('npm', ['--version'], { cwd: process.cwd() });
 * ```
 */
export function exec(command: string, args: string[], options: ExecOptions): Promise<ExecResult> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, ...options.env };
    for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
    const child = spawn(command, args, {
      cwd: options.cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    // Decoded across chunks: a character split between two reads stays one character.
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const result = { code, stdout, stderr };
      if (code === 0 || options.allowFailure) resolve(result);
      else {
        const shown = `${command} ${args.join(' ')}`;
        reject(new Error(`${shown} exited with ${code} in ${options.cwd}\n${stdout}\n${stderr}`));
      }
    });
  });
}
