/** The redis-server of one test file (not imported by the workers: it registers vitest hooks). */
import { type RedisServer, startRedisServer } from '@marketdata-sdk/test-tools';
import { afterAll, beforeAll } from 'vitest';

/** A file's redis-server and the cleanups its tests push. */
export interface RedisFile {
  /** The server, started before the file's tests (read it inside a test or hook). */
  readonly redis: RedisServer;
  /** Run after the file's tests, the last pushed first; a failing one does not stop the rest. */
  readonly cleanups: (() => Promise<unknown>)[];
}

/** Starts a redis-server before the file's tests; after them runs the cleanups, then stops it. */
export function redisForFile(): RedisFile {
  let server: RedisServer | undefined;
  const cleanups: (() => Promise<unknown>)[] = [];
  beforeAll(async () => {
    server = await startRedisServer();
  }, 120_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    await server?.stop();
  });
  return {
    get redis() {
      if (!server) throw new Error('the redis-server is read before the tests started it');
      return server;
    },
    cleanups,
  };
}
