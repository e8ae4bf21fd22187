import { createClient } from 'redis';
import type { RedisConnection } from '../../src/redis';

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
