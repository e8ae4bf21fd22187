/**
 * One Redis for the SDK's response cache and the main job's: each reads the other's entries
 * correctly or as a miss, never as wrong data, and an unreadable entry is a miss logged once.
 */
import { createMarketDataClient } from '@marketdata-sdk/client';
import { createResponseCache } from '@marketdata-sdk/client/cache';
import { createRedisStore } from '@marketdata-sdk/client/redis';
import { type SandboxServer, startSandboxServer } from '@marketdata-sdk/fixtures/node';
import { startRedisServer } from '@marketdata-sdk/test-tools';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedFetch, type SharedFetch } from '../src/server/internals/sharedStore';
import { createLiveUpstream } from '../src/server/internals/upstream';

const KEY = 'live-key-for-shared-cache';
const stops: (() => Promise<unknown>)[] = [];
let service: SandboxServer;
let redis: ReturnType<typeof createClient>;
let shared: SharedFetch;
const serverWarnings: string[] = [];
const clientWarnings: string[] = [];

beforeAll(async () => {
  const server = await startRedisServer();
  stops.push(() => server.stop());
  const { url } = server;
  redis = createClient({ url });
  redis.on('error', () => {});
  await redis.connect();
  stops.push(() => redis.quit());
  service = await startSandboxServer({
    port: 0,
    apiKey: KEY,
    now: () => Date.parse('2026-11-20T15:30:00Z'),
  });
  stops.push(() => service.close());
  shared = await createSharedFetch({
    redisUrl: url,
    apiKey: KEY,
    rateLimit: { requests: 100, windowMs: 1000 },
    logger: { warn: (m) => serverWarnings.push(m) },
  });
  stops.push(() => shared.close());
}, 60_000);
afterAll(async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {});
});

/** The main job's proxy answer for a path, as the browser gets it. */
async function viaServer(path: string) {
  const upstream = createLiveUpstream({ apiKey: KEY, baseUrl: service.url, fetch: shared.fetch });
  const response = await upstream.handle(new Request(`http://127.0.0.1:4010${path}`));
  return { status: response.status, text: await response.text() };
}

function sdkClient() {
  return createMarketDataClient({
    apiKey: KEY,
    baseUrl: service.url,
    cache: createResponseCache({
      store: createRedisStore({ redis: redis as never, apiKey: KEY }),
      logger: { warn: (m) => clientWarnings.push(m) },
    }),
  });
}
const uncached = () => createMarketDataClient({ apiKey: KEY, baseUrl: service.url });
const metrics = (ticker: string) => `/securities/stock/financials?ticker=${ticker}`;

describe('the SDK cache and the main job cache in one Redis', () => {
  it('the SDK reads the data after the server cached the same call, never a string', async () => {
    const server = await viaServer(metrics('AAPL'));
    expect(server.status).toBe(200);
    expect(JSON.parse(server.text)).toMatchObject({ status_code: 0 });
    const data = await sdkClient().stocks.getFinancialMetrics({ ticker: 'AAPL' });
    expect(typeof data).toBe('object');
    expect(data).toEqual(await uncached().stocks.getFinancialMetrics({ ticker: 'AAPL' }));
  });

  it('the server answers the envelope after the SDK cached the same call, never [object Object]', async () => {
    const data = await sdkClient().stocks.getFinancialMetrics({ ticker: 'MSFT' });
    const server = await viaServer(metrics('MSFT'));
    expect(server.status).toBe(200);
    expect(server.text).not.toContain('[object Object]');
    const body = JSON.parse(server.text) as { status_code: number };
    expect(body.status_code).toBe(0);
    expect(await uncached().stocks.getFinancialMetrics({ ticker: 'MSFT' })).toEqual(data);
  });

  it('treats an unreadable entry as a miss, logged once, on both sides', async () => {
    const [client, before] = [sdkClient(), { server: serverWarnings.length }];
    clientWarnings.length = 0;
    await client.stocks.getFinancialMetrics({ ticker: 'NVDA' });
    await viaServer(metrics('NVDA'));
    const keys = (await redis.keys('mdsdk:cache:*NVDA')).filter((k) => !k.endsWith('#lock'));
    expect(keys).toHaveLength(2);
    const expected = await uncached().stocks.getFinancialMetrics({ ticker: 'NVDA' });
    for (const junk of ['{"not json', '"a string"', '{"v":2,"f":"payload","at":1,"ttl":9e15}']) {
      for (const key of keys) await redis.set(key, junk, { PX: 60_000 });
      expect(await client.stocks.getFinancialMetrics({ ticker: 'NVDA' }), junk).toEqual(expected);
      const server = await viaServer(metrics('NVDA'));
      expect(JSON.parse(server.text), junk).toMatchObject({ status_code: 0 });
    }
    expect(clientWarnings).toEqual(['cache entry unreadable: treated as a miss']);
    expect(serverWarnings.slice(before.server)).toEqual([
      'Redis: cache entry unreadable: treated as a miss',
    ]);
  });
});
