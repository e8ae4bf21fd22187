/**
 * A redis-server of a test's (or a benchmark's) own: found or provisioned by
 * `findRedisServer()`, on a free 127.0.0.1 port, with no persistence, and never outliving the
 * process that started it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection, createServer } from 'node:net';

/** A free TCP port on 127.0.0.1 (the OS picks it; it is free when this resolves). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether a Redis server answers `PING` on the port (one plain RESP round trip). */
export function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('error', () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

/** The servers started and not yet exited: killed when the process exits. */
const alive = new Set<ChildProcess>();

function killAtOnce(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGCONT');
  child.kill('SIGKILL');
}

function killAll(): void {
  for (const child of alive) killAtOnce(child);
}

/** A running redis-server of {@link startRedisServer}. */
export interface RedisServer {
  /** `redis://127.0.0.1:<port>`. */
  readonly url: string;
  readonly port: number;
  /** Kills it at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty, once it answers `PING`. */
  start(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open and nothing answers, as a hung server. */
  freeze(): void;
  /** Lets a frozen server run again (SIGCONT). */
  thaw(): void;
  /** Stops it for good (a frozen one too). */
  stop(): Promise<void>;
}

/**
 * Starts redis-server on a free 127.0.0.1 port (no snapshots, no append-only file) and resolves
 * once it answers `PING`; it is killed when the process exits, whatever the test did.
 *
 * @throws Error naming the port when it does not answer within 10 s, or the exit code when it
 * exits first.
 */
export async function startRedisServer(): Promise<RedisServer> {
  // Imported here: the index re-exports this module.
  const { findRedisServer } = await import('./index');
  const bin = await findRedisServer();
  const port = await freePort();
  let child: ChildProcess | undefined;
  if (!process.listeners('exit').includes(killAll)) process.on('exit', killAll);
  const start = async () => {
    const started = spawn(
      bin,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child = started;
    alive.add(started);
    started.once('exit', () => alive.delete(started));
    for (let i = 0; i < 200; i++) {
      if (started.exitCode !== null)
        throw new Error(`redis-server exited with ${started.exitCode} on 127.0.0.1:${port}`);
      if (await answersPing(port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    killAtOnce(started);
    throw new Error(`redis-server did not answer PING on 127.0.0.1:${port} within 10 s`);
  };
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    killAtOnce(running);
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    start,
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
    stop: kill,
  };
}
