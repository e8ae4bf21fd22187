/**
 * Child processes of the harness: entries under `src/children/`, bundled by `compiledChild` with
 * the workspace packages taken from their TypeScript source.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { compiledChild } from './compileChildren';
import { benchDir } from './paths';

/** Node flags every child runs with (`gc()` lets the server report RSS after a collection). */
export const childExecArgv = ['--expose-gc'];

const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** A forked child with an IPC channel. */
export interface ChildHandle {
  /** The process. */
  process: ChildProcess;
  /** Sends a message and resolves with the next message of the same `type`. */
  ask<TReply extends { type: string }>(
    message: { type: string },
    timeoutMs?: number,
  ): Promise<TReply>;
  /** Asks the child to stop, then kills it if it has not exited within 3 s. */
  stop(): Promise<void>;
}

/**
 * Forks `src/children/<name>` with a JSON config as its only argument and waits for its
 * `{ type: 'ready' }` message (or an `{ type: 'error', message }`).
 */
export async function forkChild<TReady extends { type: 'ready' }>(
  name: string,
  config: unknown,
  readyTimeoutMs = 60_000,
): Promise<{ handle: ChildHandle; ready: TReady }> {
  const child = fork(await compiledChild(name), [JSON.stringify(config)], {
    cwd: benchDir,
    execArgv: childExecArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  const handle = makeHandle(child);
  try {
    const ready = await nextMessage<TReady>(child, 'ready', readyTimeoutMs);
    return { handle, ready };
  } catch (error) {
    await handle.stop();
    throw error;
  }
}

function makeHandle(child: ChildProcess): ChildHandle {
  return {
    process: child,
    ask<TReply extends { type: string }>(message: { type: string }, timeoutMs = 120_000) {
      const reply = nextMessage<TReply>(child, message.type, timeoutMs);
      child.send(message);
      return reply;
    },
    stop: () => stopChild(child),
  };
}

function nextMessage<T>(child: ChildProcess, type: string, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => done(new Error(`child did not answer "${type}" in ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (message: { type?: string; message?: string }) => {
      if (message?.type === type) done(undefined, message as T);
      else if (message?.type === 'error') done(new Error(message.message ?? 'child failed'));
    };
    const onExit = (code: number | null) =>
      done(new Error(`child exited (code ${code}) before "${type}"`));
    function done(error?: Error, value?: T) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(value as T);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.send({ type: 'stop' });
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}
