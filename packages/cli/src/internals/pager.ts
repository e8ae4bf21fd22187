import { spawn } from 'node:child_process';
import type { Env } from './connect';

/** A pager the output is written into. */
export interface Pager {
  /** The pager's input. */
  readonly stream: NodeJS.WritableStream;
  /** Aborts when the command is interrupted or the pager is quit before the end. */
  readonly signal: AbortSignal;
  /** Ends the input and waits for the pager to be quit. */
  close(): Promise<void>;
  /**
   * Once closed: why the pager could not run (its shell found no such command, 127, or could
   * not execute it, 126; or it could not be spawned), else undefined. Its output is then lost.
   */
  failure(): string | undefined;
}

/**
 * Starts `MARKETDATA_PAGER`, else `PAGER` (through the shell, as git and gh do), when the output
 * is this process's own terminal; none when neither is set or it is `cat`. `LESS` defaults to
 * `FRX`: short output prints straight through, colours stay, the screen is not cleared.
 */
export function openPager(
  env: Env,
  stdout: NodeJS.WritableStream,
  signal: AbortSignal,
): Pager | undefined {
  const command = (env.MARKETDATA_PAGER ?? env.PAGER ?? '').trim();
  if (!command || command === 'cat' || stdout !== process.stdout) return undefined;
  const controller = new AbortController();
  const forward = () => controller.abort(signal.reason);
  signal.addEventListener('abort', forward, { once: true });
  const child = spawn(command, {
    shell: true,
    stdio: ['pipe', 'inherit', 'inherit'],
    env: { LESS: 'FRX', ...env } as NodeJS.ProcessEnv,
  });
  let failure: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('close', (code) => {
      if (code === 126 || code === 127) failure = `"${command}" exited with ${code}`;
      resolve();
    });
    child.once('error', (error) => {
      failure = `"${command}": ${error.message}`;
      resolve();
    });
  });
  // The pager was quit (or never started): stop producing output.
  child.stdin.on('error', () => controller.abort());
  void exited.then(() => controller.abort());
  return {
    stream: child.stdin,
    signal: controller.signal,
    async close() {
      signal.removeEventListener('abort', forward);
      child.stdin.end();
      await exited;
    },
    failure: () => failure,
  };
}
