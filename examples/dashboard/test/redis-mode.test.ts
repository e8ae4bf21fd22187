/**
 * The main job's Redis mode: two main servers (as two processes would) proxying one key to the
 * service share its rate limit through a real redis-server started here.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SandboxServer, startSandboxServer } from '@marketdata-sdk/fixtures/node';
import { startRedisServer } from '@marketdata-sdk/test-tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMainServer, type MainServer } from '../src/server/createMainServer';
import {
  createSharedFetch,
  parseRateLimit,
  type SharedFetch,
} from '../src/server/internals/sharedStore';

const appDir = mkdtempSync(join(tmpdir(), 'marketdata-app-'));
writeFileSync(
  join(appDir, 'index.html'),
  '<!doctype html><html><head></head><body>app</body></html>',
);
const KEY = 'live-key-for-redis-mode';

const stops: (() => Promise<unknown>)[] = [];
let service: SandboxServer;
const servers: MainServer[] = [];
const shared: SharedFetch[] = [];
const upstreamCalls: string[] = [];

beforeAll(async () => {
  const redis = await startRedisServer();
  stops.push(() => redis.stop());
  service = await startSandboxServer({
    port: 0,
    apiKey: KEY,
    rateLimit: { requests: 4, windowMs: 1000 },
  });
  stops.push(() => service.close());
  const counting: typeof fetch = (input, init) => {
    upstreamCalls.push(String(input));
    return fetch(input, init);
  };
  for (let i = 0; i < 2; i++) {
    // The redis-server answers PING before startRedisServer resolves: no retry needed.
    const s = await createSharedFetch({
      redisUrl: redis.url,
      apiKey: KEY,
      rateLimit: { requests: 4, windowMs: 1000 },
      fetch: counting,
      logger: {},
    });
    shared.push(s);
    stops.push(() => s.close());
    const server = await createMainServer({
      appDir,
      port: 0,
      apiKey: KEY,
      baseUrl: service.url,
      fetch: s.fetch,
    });
    servers.push(server);
    stops.push(() => server.close());
  }
}, 60_000);
afterAll(async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {});
});

describe('main job with REDIS_URL', () => {
  it('says where Redis is and what it shares, for the startup banner', () => {
    expect(shared[0]!.description).toMatch(
      /^redis:\/\/127\.0\.0\.1:\d+\/? — rate limit 4 per 1 s shared per key/,
    );
  });

  it('keeps two servers on one key within the service limit: no 4014 reaches the browser', async () => {
    const tickers = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL'];
    const answers = await Promise.all(
      servers.flatMap((server) =>
        tickers.map((ticker) =>
          fetch(`${server.url}/securities/stock/financials/dividends?ticker=${ticker}`).then(
            (r) => r.json() as Promise<{ status_code: number }>,
          ),
        ),
      ),
    );
    expect(answers.map((a) => a.status_code)).toEqual(answers.map(() => 0));
    expect(upstreamCalls.length).toBeGreaterThanOrEqual(1);
  }, 30_000);

  it('reads MARKETDATA_RATE_LIMIT as <requests>/<windowMs> and names the variable when it is wrong', () => {
    expect(parseRateLimit('5/30000')).toEqual({ requests: 5, windowMs: 30_000 });
    expect(parseRateLimit(undefined)).toBeUndefined();
    expect(() => parseRateLimit('5 per 30 s')).toThrow(/MARKETDATA_RATE_LIMIT/);
  });
});
