/**
 * The main job's relay with REDIS_URL: two main servers (as two processes would) on one real
 * redis-server share one poller per filter, and their viewers get the same headlines, once and
 * in order.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SandboxServer, startSandboxServer } from '@marketdata-sdk/fixtures/node';
import { type RedisServer, startRedisServer } from '@marketdata-sdk/test-tools';
import { createParser } from 'eventsource-parser';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMainServer, type MainServer } from '../src/server/createMainServer';
import { connectRelayStore, type SharedRelayStore } from '../src/server/internals/relayStore';

const appDir = mkdtempSync(join(tmpdir(), 'marketdata-app-'));
writeFileSync(join(appDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
const KEY = 'live-key-for-the-shared-relay';

let redis: RedisServer | undefined;
let redisUrl = '';
let service: SandboxServer;
const servers: MainServer[] = [];
const stores: SharedRelayStore[] = [];
/** Polls of the wire list each server sent upstream. */
const polls = [0, 0];

beforeAll(async () => {
  redis = await startRedisServer();
  redisUrl = redis.url;
  service = await startSandboxServer({ port: 0, apiKey: KEY, wiresPerMinute: 240 });
  for (const index of [0, 1]) {
    const shared = await connectRelayStore({ redisUrl, logger: {}, connectTimeoutMs: 5000 });
    stores.push(shared);
    const counting: typeof fetch = (input, init) => {
      if (String(input).includes('/news/v1/wire/page/history')) polls[index]! += 1;
      return fetch(input, init);
    };
    servers.push(
      await createMainServer({
        appDir,
        port: 0,
        apiKey: KEY,
        baseUrl: service.url,
        fetch: counting,
        pollIntervalMs: 300,
        relayStore: shared.store,
      }),
    );
  }
}, 60_000);

afterAll(async () => {
  for (const server of servers) await server.close();
  for (const store of stores) await store.close();
  await service?.close();
  await redis?.stop();
});

/** Reads headline ids from a server's relay until `count` arrived; then closes the stream. */
async function readIds(server: MainServer, count: number): Promise<string[]> {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/relay/wires?tab=all`, { signal: controller.signal });
  expect(response.status).toBe(200);
  const ids: string[] = [];
  const parser = createParser({
    onEvent: (event) => {
      if (event.event === 'headline' && event.id) ids.push(event.id);
    },
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  while (ids.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
  controller.abort();
  return ids;
}

describe('the relay with REDIS_URL', () => {
  it('shares one poller per filter between two servers; both stream the same headlines once, in order', async () => {
    // Each opens with the 50 newest, then four a second arrive: 70 is well past the snapshot.
    const [first, second] = await Promise.all(servers.map((server) => readIds(server, 70)));
    for (const ids of [first!, second!]) expect(new Set(ids).size).toBe(ids.length);
    // The live part of both streams is the same run of headlines in the same order.
    const overlap = second!.filter((id) => first!.includes(id));
    expect(overlap.length).toBeGreaterThan(40);
    expect(first!.filter((id) => overlap.includes(id))).toEqual(overlap);
    // One server holds the filter's lease and polls; the other only reads the shared stream.
    console.log(`wire polls sent upstream: ${polls.join(' and ')}`);
    expect(Math.min(...polls)).toBe(0);
    expect(Math.max(...polls)).toBeGreaterThan(0);
    // The stream is in Redis, and the key is not.
    const client = await createClient({ url: redisUrl }).connect();
    const keys = await client.keys('*');
    expect(keys.some((key) => /:relay:.*:wires$/.test(key))).toBe(true);
    const stream = keys.find((key) => key.endsWith(':wires'))!;
    const entries = JSON.stringify(await client.xRange(stream, '-', '+'));
    expect(entries).toContain(first!.at(-1));
    expect(entries).not.toContain(KEY);
    client.destroy();
  }, 60_000);

  it('refuses a REDIS_URL that is not a redis URL, naming the variable', async () => {
    await expect(connectRelayStore({ redisUrl: '127.0.0.1:6379' })).rejects.toThrow(
      /REDIS_URL must be a redis:\/\//,
    );
  });
});
