/**
 * The Redis store against a real redis-server started here on a free 127.0.0.1 port, and the
 * sandbox server as the service (its per-key rate limit answers 4014 like the service's).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type SandboxServer, startSandboxServer } from '@marketdata-sdk/fixtures/node';
import { describe, expect, it } from 'vitest';
import { createResponseCache, hashApiKey } from '../../src/cache';
import { createMarketDataClient, createRateLimiter } from '../../src/index';
import { createRedisStore } from '../../src/redis';
import { loadSpec } from '../spec';
import { connect } from './harness';
import { redisForFile } from './redisFile';

const API_KEY = 'sk-redis-test-0c1d2e3f4a5b';
const worker = fileURLToPath(new URL('./worker.ts', import.meta.url));
const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const file = redisForFile();
const { cleanups } = file;

async function sandbox(rateLimit?: { requests: number; windowMs: number }): Promise<SandboxServer> {
  const server = await startSandboxServer({
    port: 0,
    apiKey: API_KEY,
    ...(rateLimit ? { rateLimit } : {}),
  });
  cleanups.push(() => server.close());
  return server;
}

async function conn() {
  const client = await connect(file.redis.url);
  cleanups.push(() => client.quit().catch(() => client.destroy()));
  return client;
}

/** A fetch that counts what reaches the server. */
function counting() {
  const log: { at: number; path: string }[] = [];
  const fetchFn = (url: string, init: RequestInit) => {
    log.push({ at: Date.now(), path: new URL(url).pathname });
    return fetch(url, init);
  };
  return { log, fetch: fetchFn };
}

interface WorkerResult {
  ok: number;
  rateLimited: number;
  other: string[];
  retried: number;
}

function runWorker(env: Record<string, string>): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@marketdata-sdk/source', worker],
      { cwd: packageDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(JSON.parse(out.trim().split('\n').pop()!));
      else reject(new Error(`worker exited with ${code}: ${err.slice(0, 2000)}`));
    });
  });
}

describe('Redis store: one budget per key across processes', () => {
  it('keeps three processes on one key within the service limit, where per-process limiters meet 4014', async () => {
    const limit = { requests: 5, windowMs: 1000 };
    const [shared, alone] = await Promise.all([sandbox(limit), sandbox(limit)]);
    const env = (server: SandboxServer, isShared: boolean) => ({
      REDIS_URL: file.redis.url,
      SANDBOX_URL: server.url,
      API_KEY,
      CALLS: '6',
      REQUESTS: '5',
      WINDOW_MS: '1000',
      SHARED: isShared ? '1' : '0',
    });
    const sharedRuns = await Promise.all([1, 2, 3].map(() => runWorker(env(shared, true))));
    const aloneRuns = await Promise.all([1, 2, 3].map(() => runWorker(env(alone, false))));
    // Shared: every call succeeds and the service hardly ever says 4014 (one is tolerated for a
    // scheduling hiccup of this busy machine). Per process: each believes it has the whole budget.
    for (const r of sharedRuns) expect(r).toMatchObject({ ok: 6, rateLimited: 0, other: [] });
    expect(sharedRuns.reduce((n, r) => n + r.retried, 0)).toBeLessThanOrEqual(1);
    expect(aloneRuns.reduce((n, r) => n + r.retried + r.rateLimited, 0)).toBeGreaterThanOrEqual(3);
  }, 90_000);

  it('pauses every limiter on the store when one of them meets a 4014 with Retry-After', async () => {
    const server = await sandbox();
    const limiter = async () =>
      createRateLimiter({
        requests: 100,
        windowMs: 1000,
        store: createRedisStore({ redis: await conn(), apiKey: API_KEY }),
      });
    let sawRateLimit!: () => void;
    const rateLimited = new Promise<void>((r) => (sawRateLimit = r));
    const a = createMarketDataClient({
      apiKey: API_KEY,
      baseUrl: server.url,
      rateLimit: await limiter(),
      logger: { warn: (m) => m === 'retrying' && sawRateLimit() },
    });
    const bFetch = counting();
    const b = createMarketDataClient({
      apiKey: API_KEY,
      baseUrl: server.url,
      rateLimit: await limiter(),
      fetch: bFetch.fetch,
    });
    server.sandbox.faults.failNext(1, 'envelope-4014;retry-after=2');
    const first = a.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    await rateLimited;
    const second = b.stocks.listDividends({ ticker: 'AAPL' });
    await sleep(1000);
    expect(bFetch.log).toHaveLength(0);
    await Promise.all([first, second]);
    expect(bFetch.log).toHaveLength(1);
  }, 30_000);

  it('falls back to the local limiter when Redis dies, logs it once, and returns when it is back: no call lost', async () => {
    const server = await sandbox({ requests: 20, windowMs: 1000 });
    const lines: string[] = [];
    const logger = {
      warn: (m: string) => lines.push(`warn ${m}`),
      info: (m: string) => lines.push(`info ${m}`),
    };
    const connection = await conn();
    const store = createRedisStore({
      redis: connection,
      apiKey: API_KEY,
      logger,
      commandTimeoutMs: 200,
    });
    const client = createMarketDataClient({
      apiKey: API_KEY,
      baseUrl: server.url,
      rateLimit: createRateLimiter({ requests: 10, windowMs: 1000, store }),
      cache: createResponseCache({ store, ttlSeconds: { getFinancialMetrics: 60 } }),
    });
    const tickers = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META', 'TSLA', 'JPM', 'V', 'WMT'];
    const batch = () =>
      Promise.all(tickers.map((ticker) => client.stocks.listDividends({ ticker })));
    await batch();
    await file.redis.kill();
    let during: unknown[];
    try {
      during = await Promise.all([batch(), client.stocks.getFinancialMetrics({ ticker: 'AAPL' })]);
      expect(store.healthy).toBe(false);
    } finally {
      await file.redis.start();
    }
    // The store finds Redis again by a PING in the background, within one retry interval.
    for (let i = 0; i < 400 && !store.healthy; i++) await sleep(50);
    const after = await batch();
    expect(during[0] as unknown[]).toHaveLength(tickers.length);
    expect(after).toHaveLength(tickers.length);
    expect(store.healthy).toBe(true);
    expect(lines.filter((l) => l.startsWith('warn'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('info'))).toHaveLength(1);
    const hash = await hashApiKey(API_KEY);
    expect(await connection.sendCommand(['ZCARD', `mdsdk:{${hash}}:rl`])).toBeGreaterThan(0);
  }, 60_000);
});

describe('Redis store: a Redis that hangs', () => {
  it('costs one command timeout, not one per command: every call answered, logged once', async () => {
    const server = await sandbox();
    const connection = await conn();
    let sent = 0;
    const counted = {
      get isReady() {
        return connection.isReady;
      },
      sendCommand: (args: string[]) => {
        sent++;
        return connection.sendCommand(args);
      },
    };
    const warnings: string[] = [];
    const store = createRedisStore({
      redis: counted,
      apiKey: API_KEY,
      commandTimeoutMs: 300,
      retryIntervalMs: 60_000,
      logger: { warn: (m) => warnings.push(m) },
    });
    const client = createMarketDataClient({
      apiKey: API_KEY,
      baseUrl: server.url,
      rateLimit: createRateLimiter({ requests: 50, windowMs: 1000, store }),
      cache: createResponseCache({ store }),
    });
    await client.stocks.getFinancialMetrics({ ticker: 'KO' }); // Redis answers
    file.redis.freeze();
    const before = sent;
    try {
      const tickers = ['AAPL', 'MSFT', 'NVDA', 'KO', 'XOM', 'JPM'];
      const answers = [];
      for (const ticker of tickers) answers.push(await client.stocks.listDividends({ ticker }));
      expect(answers.every((a) => Array.isArray(a) && a.length > 0)).toBe(true);
    } finally {
      file.redis.thaw();
    }
    // The first command waited for the hung server and timed out; no other one was sent (the
    // background PING comes once a minute here).
    expect(sent - before).toBe(1);
    expect(store.healthy).toBe(false);
    expect(warnings).toEqual(['Redis unreachable: rate limit and cache fall back to this process']);
  }, 30_000);
});

describe("Redis store: the spec's cache times", () => {
  it("keeps each entry for the operation's x-cache-ttl plus as long again stale, and live data not at all", async () => {
    const server = await sandbox();
    const connection = await conn();
    const apiKey = API_KEY;
    const prefix = 'mdsdk-ttl'; // apart from the other tests' entries
    const client = createMarketDataClient({
      apiKey,
      baseUrl: server.url,
      cache: createResponseCache({
        store: createRedisStore({ redis: connection, apiKey, prefix }),
      }),
    });
    const spec = loadSpec() as unknown as {
      paths: Record<string, { get: { operationId: string; 'x-cache-ttl'?: number } }>;
    };
    const ttlOf = (id: string) =>
      Object.values(spec.paths).find((p) => p.get.operationId === id)!.get['x-cache-ttl'];
    await client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    await client.stocks.getFinancialStatements({ ticker: 'AAPL', period: 4 });
    await client.news.listWires({ size: 5 });
    await client.marketdata.listTrades({ ticker: 'AAPL', count: 5, to: Date.now() });
    const hash = await hashApiKey(apiKey);
    const keys = ((await connection.sendCommand(['KEYS', `${prefix}:cache:${hash}:*`])) as string[])
      .filter((k) => !k.endsWith('#lock'))
      .sort();
    expect(keys).toEqual([
      `${prefix}:cache:${hash}:payload.v2:getFinancialMetrics?ticker=AAPL`,
      `${prefix}:cache:${hash}:payload.v2:getFinancialStatements?period=4&ticker=AAPL`,
    ]);
    for (const [key, id] of [
      [keys[0]!, 'getFinancialMetrics'],
      [keys[1]!, 'getFinancialStatements'],
    ] as const) {
      const ttl = ttlOf(id);
      expect(ttl, id).toBeGreaterThan(0);
      const pttl = Number(await connection.sendCommand(['PTTL', key]));
      expect(pttl, id).toBeLessThanOrEqual(ttl! * 2 * 1000);
      expect(pttl, id).toBeGreaterThan(ttl! * 2 * 1000 - 60_000);
    }
  }, 30_000);
});

describe('Redis store: the response cache across processes', () => {
  const cacheClient = async (
    server: SandboxServer,
    fetchFn: ReturnType<typeof counting>['fetch'],
  ) =>
    createMarketDataClient({
      apiKey: API_KEY,
      baseUrl: server.url,
      fetch: fetchFn,
      cache: createResponseCache({
        store: createRedisStore({ redis: await conn(), apiKey: API_KEY }),
        ttlSeconds: { getFinancialMetrics: 1 },
      }),
    });

  it('serves another process from the store, then stale while one refresh runs, then expires', async () => {
    const server = await sandbox();
    const upstream = counting();
    const [a, b] = [
      await cacheClient(server, upstream.fetch),
      await cacheClient(server, upstream.fetch),
    ];
    await a.stocks.getFinancialMetrics({ ticker: 'NVDA' });
    const hit = await b.withResponse('getFinancialMetrics', { ticker: 'NVDA' });
    expect(hit.response.headers.get('x-marketdata-cache')).toBe('hit');
    expect(upstream.log).toHaveLength(1);
    await sleep(1100);
    const stale = await b.withResponse('getFinancialMetrics', { ticker: 'NVDA' });
    expect(stale.response.headers.get('x-marketdata-cache')).toBe('stale');
    for (let i = 0; i < 40 && upstream.log.length < 2; i++) await sleep(25);
    await sleep(50);
    expect(upstream.log).toHaveLength(2);
    const fresh = await a.withResponse('getFinancialMetrics', { ticker: 'NVDA' });
    expect(fresh.response.headers.get('x-marketdata-cache')).toBe('hit');
    await sleep(2100);
    const expired = await a.withResponse('getFinancialMetrics', { ticker: 'NVDA' });
    expect(expired.response.headers.get('x-marketdata-cache')).toBeNull();
    expect(upstream.log).toHaveLength(3);
  }, 30_000);

  it('coalesces identical calls from two processes into one upstream request', async () => {
    const server = await sandbox();
    const upstream = counting();
    const [a, b] = [
      await cacheClient(server, upstream.fetch),
      await cacheClient(server, upstream.fetch),
    ];
    server.sandbox.faults.failNext(1, 'latency;ms=300');
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => a.stocks.getFinancialMetrics({ ticker: 'MSFT' })),
      ...Array.from({ length: 5 }, () => b.stocks.getFinancialMetrics({ ticker: 'MSFT' })),
    ]);
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(upstream.log).toHaveLength(1);
  }, 30_000);

  it('never writes the API key into Redis', async () => {
    const connection = await conn();
    const keys = (await connection.sendCommand(['KEYS', '*'])) as string[];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).not.toContain(API_KEY);
      const type = String(await connection.sendCommand(['TYPE', key]));
      const value =
        type === 'string'
          ? await connection.sendCommand(['GET', key])
          : type === 'zset'
            ? await connection.sendCommand(['ZRANGE', key, '0', '-1'])
            : '';
      expect(JSON.stringify(value)).not.toContain(API_KEY);
    }
  });
});
