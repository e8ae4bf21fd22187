/** A redis-server of the bench's own on a free 127.0.0.1 port, stopped when the process exits. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection, createServer } from 'node:net';
import { findRedisServer } from '@marketdata-sdk/test-tools';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

/** A running redis-server. */
export interface BenchRedis {
  url: string;
  /** Kills it at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and nothing answers. */
  freeze(): void;
  /** Lets a frozen server run again (SIGCONT). */
  thaw(): void;
  stop(): void;
}

/** Starts redis-server (found or provisioned by `findRedisServer()`), with no persistence. */
export async function startRedis(): Promise<BenchRedis> {
  const port = await freePort();
  const bin = await findRedisServer();
  let child: ChildProcess;
  const stop = () => {
    if (child.exitCode === null) {
      child.kill('SIGCONT');
      child.kill('SIGKILL');
    }
  };
  process.once('exit', () => stop());
  const start = async () => {
    child = spawn(
      bin,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100; i++) {
      if (await answersPing(port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    stop();
    throw new Error(`redis-server did not answer on 127.0.0.1:${port}`);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    async kill() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
    restart: start,
    freeze: () => void child.kill('SIGSTOP'),
    thaw: () => void child.kill('SIGCONT'),
  };
}
