import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { findRedisServer } from '@marketdata-sdk/test-tools';
import { createClient } from 'redis';
import type { RedisConnection } from '../../src/redis';

/** A free port on 127.0.0.1. */
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

/** A redis-server of our own on a free 127.0.0.1 port, with no persistence. */
export interface RedisServer {
  readonly url: string;
  readonly port: number;
  /** Kills the server at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open and nothing answers, as a hung server. */
  freeze(): void;
  /** Lets a frozen server run again (SIGCONT). */
  thaw(): void;
  /** Stops it for good. */
  stop(): Promise<void>;
}

async function waitForPing(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    const client = createClient({
      url: `redis://127.0.0.1:${port}`,
      socket: { reconnectStrategy: false },
    });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.ping();
      await client.quit();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`redis-server did not answer on port ${port}`);
}

/** Starts redis-server (found or provisioned by `findRedisServer()`). */
export async function startRedisServer(): Promise<RedisServer> {
  const bin = await findRedisServer();
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      bin,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--protected-mode',
        'yes',
      ],
      { stdio: 'ignore' },
    );
    await waitForPing(port, child);
  };
  const kill = async () => {
    const c = child;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });
  };
  await start();
  const freeze = () => child?.kill('SIGSTOP');
  const thaw = () => child?.kill('SIGCONT');
  const stop = async () => {
    thaw();
    await kill();
  };
  return { url: `redis://127.0.0.1:${port}`, port, kill, start, stop, freeze, thaw };
}

/** The node-redis client the tests use. */
export type TestRedis = RedisConnection & { quit(): Promise<unknown>; destroy(): void };

/** A node-redis client that reconnects quickly, with its errors swallowed (the store logs). */
export async function connect(url: string): Promise<TestRedis> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (n: number) => Math.min(50 * 2 ** n, 500) },
  });
  client.on('error', () => {});
  await client.connect();
  return client as unknown as TestRedis;
}
