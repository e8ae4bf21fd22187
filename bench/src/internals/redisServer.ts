/** A redis-server of the bench's own on a free 127.0.0.1 port, stopped when the process exits. */
import { spawn } from 'node:child_process';
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
  stop(): void;
}

/** Starts redis-server (found or provisioned by `findRedisServer()`), with no persistence. */
export async function startRedis(): Promise<BenchRedis> {
  const port = await freePort();
  const child = spawn(
    await findRedisServer(),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  process.once('exit', stop);
  for (let i = 0; i < 100; i++) {
    if (await answersPing(port)) return { url: `redis://127.0.0.1:${port}`, stop };
    await new Promise((r) => setTimeout(r, 50));
  }
  stop();
  throw new Error(`redis-server did not answer on 127.0.0.1:${port}`);
}
