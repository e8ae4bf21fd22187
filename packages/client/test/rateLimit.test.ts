import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AbortError,
  createMarketDataClient,
  createRateLimiter,
  MarketDataError,
  RateLimitError,
  type RateLimitStore,
  TimeoutError,
} from '../src/index';
import { rejectionOf, sandboxClient, thrown } from './sandbox';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const limit = { requests: 3, windowMs: 1000 };

describe('client-side rate limit', () => {
  it('keeps a burst within the server limit, with no rate-limit error', async () => {
    const starts: number[] = [];
    const { client, sandbox } = sandboxClient(
      { rateLimit: limit, maxRetries: 0 },
      { rateLimit: limit },
    );
    const original = sandbox.fetch.bind(sandbox);
    sandbox.fetch = (request: Request) => {
      starts.push(Date.now());
      return original(request);
    };
    const calls = Array.from({ length: 10 }, () =>
      client.stocks.getFinancialMetrics({ ticker: 'AAPL' }),
    );
    await vi.advanceTimersByTimeAsync(5000);
    const results = await Promise.allSettled(calls);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    for (const t of starts)
      expect(starts.filter((s) => s >= t && s < t + 1000).length).toBeLessThanOrEqual(3);
    expect(starts).toHaveLength(10);
  });

  it('without it, the same burst is throttled by the server', async () => {
    const { client } = sandboxClient({ maxRetries: 0 }, { rateLimit: limit });
    const calls = Array.from({ length: 10 }, () =>
      client.stocks.getFinancialMetrics({ ticker: 'AAPL' }),
    );
    const results = await Promise.allSettled(calls);
    const rejected = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(rejected.length).toBeGreaterThan(0);
    for (const r of rejected) expect(r.reason).toBeInstanceOf(RateLimitError);
  });

  it('pauses the whole queue on a 4014 with Retry-After', async () => {
    const starts: number[] = [];
    const { client, sandbox } = sandboxClient({ rateLimit: { requests: 100, windowMs: 1000 } });
    const original = sandbox.fetch.bind(sandbox);
    sandbox.fetch = (request: Request) => {
      starts.push(Date.now());
      return original(request);
    };
    const t0 = Date.now();
    sandbox.faults.failNext(1, 'envelope-4014;retry-after=2');
    const first = client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    await vi.advanceTimersByTimeAsync(0);
    const second = client.stocks.listDividends({ ticker: 'AAPL' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(starts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([first, second]);
    expect(starts.slice(1).every((t) => t - t0 >= 2000)).toBe(true);
  });

  it('lets a queued call be aborted', async () => {
    const { client } = sandboxClient({ rateLimit: { requests: 1, windowMs: 10_000 } });
    await client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    const controller = new AbortController();
    const queued = rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: 'AAPL' }, { signal: controller.signal }),
    );
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await queued).toBeInstanceOf(AbortError);
  });

  it('caps the pause at the retry cap: a huge Retry-After surfaces and does not freeze later calls', async () => {
    const { client, sandbox, requests } = sandboxClient({
      rateLimit: { requests: 100, windowMs: 1000 },
      timeoutMs: 90_000,
    });
    sandbox.faults.failNext(1, 'envelope-4014;retry-after=86400');
    const first = rejectionOf(client.stocks.getFinancialMetrics({ ticker: 'AAPL' }));
    await vi.advanceTimersByTimeAsync(0);
    const error = (await first) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.retryAfterMs).toBe(86_400_000);
    expect(requests).toHaveLength(1);
    const second = client.stocks.listDividends({ ticker: 'AAPL' });
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(second).resolves.toBeDefined();
    expect(requests).toHaveLength(2);
  });

  it('never sets a timer beyond the platform maximum, whatever the hint', async () => {
    const delays: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      delays.push(ms ?? 0);
      return realSetTimeout(fn, ms);
    }) as typeof setTimeout);
    const { client } = sandboxClient({
      rateLimit: { requests: 100, windowMs: 1000 },
      fetch: async () =>
        new Response(JSON.stringify({ status_code: 4014, status_msg: 'Rate limit exceeded' }), {
          headers: { 'content-type': 'application/json', 'retry-after': '99999999' },
        }),
    });
    const error = await rejectionOf(client.stocks.getFinancialMetrics({ ticker: 'AAPL' }));
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterMs).toBe(99_999_999_000);
    const limiter = createRateLimiter({ requests: 1, windowMs: 1000 });
    limiter.pause(1e15);
    const slot = limiter.acquire();
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(slot).resolves.toBeUndefined();
    expect(delays.length).toBeGreaterThan(0);
    expect(Math.max(...delays)).toBeLessThanOrEqual(2 ** 31 - 1);
  });

  it('never charges the wait for a slot to timeoutMs; maxWaitMs bounds the queue', async () => {
    const { client, requests } = sandboxClient({
      rateLimit: { requests: 1, windowMs: 10_000 },
      timeoutMs: 500,
    });
    await client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    const queued = client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    await vi.advanceTimersByTimeAsync(11_000);
    await expect(queued).resolves.toBeDefined();
    expect(requests).toHaveLength(2);
    const bounded = sandboxClient({
      rateLimit: { requests: 1, windowMs: 10_000, maxWaitMs: 500 },
    });
    await bounded.client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    const late = rejectionOf(bounded.client.stocks.getFinancialMetrics({ ticker: 'AAPL' }));
    await vi.advanceTimersByTimeAsync(500);
    const error = (await late) as TimeoutError;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.message).toBe(
      'getFinancialMetrics: no rate-limit slot within maxWaitMs 500 ms: the 1 requests per 10000 ms are taken',
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(bounded.requests).toHaveLength(1);
  });

  it('rejects a limit that is not a count of requests per positive window', () => {
    expect(() => createRateLimiter({ requests: 0, windowMs: 1000 })).toThrow(
      'createRateLimiter: option "requests" must be an integer from 1 to 1e9 (got 0)',
    );
    expect(() => createRateLimiter({ requests: 1, windowMs: Number.NaN })).toThrow(
      'createRateLimiter: option "windowMs" must be a number from 1 to 2147483647 (got NaN)',
    );
  });

  it("names the field that is missing or unknown, in its own options and in a client's", () => {
    const missing = thrown(() => createRateLimiter({ requests: 5 } as never));
    expect(missing).toBeInstanceOf(MarketDataError);
    expect([missing.param, missing.rule, missing.message]).toEqual([
      'windowMs',
      'required',
      'createRateLimiter: option "windowMs" is required',
    ]);
    // A misspelt bound would leave the wait unbounded: refused, not ignored.
    const unknown = thrown(() =>
      createRateLimiter({ requests: 5, windowMs: 1000, maxWait: 10 } as never),
    );
    expect([unknown.param, unknown.rule]).toEqual(['maxWait', 'unknown']);
    expect(unknown.message).toMatch(/option "maxWait" is unknown \(expected one of .*maxWaitMs/);
    const inClient = thrown(() =>
      createMarketDataClient({ apiKey: 'k', rateLimit: { request: 5, windowMs: 1000 } as never }),
    );
    expect([inClient.param, inClient.rule]).toEqual(['rateLimit.request', 'unknown']);
    expect(inClient.message).toMatch(
      /^createMarketDataClient: option "rateLimit.request" is unknown/,
    );
    const badCount = thrown(() =>
      createMarketDataClient({ apiKey: 'k', rateLimit: { requests: -1, windowMs: 1000 } }),
    );
    expect(badCount.message).toBe(
      'createMarketDataClient: option "rateLimit.requests" must be an integer from 1 to 1e9 (got -1)',
    );
  });

  it('asks its store for every start, and hands a 4014 pause to the store, capped', async () => {
    const taken: string[] = [];
    const pauses: number[] = [];
    let waitOnce = 700;
    const store: RateLimitStore = {
      async take(requests, spanMs, id) {
        expect([requests, spanMs]).toEqual([100, 1050]);
        const wait = waitOnce;
        waitOnce = 0;
        if (wait === 0) taken.push(id);
        return wait;
      },
      async pause(ms) {
        pauses.push(ms);
      },
    };
    const limiter = createRateLimiter({ requests: 100, windowMs: 1000, store });
    const first = limiter.acquire();
    await vi.advanceTimersByTimeAsync(600);
    expect(taken).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    await first;
    expect(taken).toHaveLength(1);
    limiter.pause(86_400_000);
    expect(pauses).toEqual([60_000]);
  });

  it('keeps admitting on its local budget when the store fails', async () => {
    const store: RateLimitStore = {
      take: () => Promise.reject(new Error('store down')),
      pause: () => Promise.reject(new Error('store down')),
    };
    const limiter = createRateLimiter({ requests: 2, windowMs: 1000, store });
    const starts: number[] = [];
    const calls = Array.from({ length: 4 }, () =>
      limiter.acquire().then(() => starts.push(Date.now())),
    );
    limiter.pause(10);
    await vi.advanceTimersByTimeAsync(3000);
    await Promise.all(calls);
    expect(starts).toHaveLength(4);
    expect(starts[2]! - starts[0]!).toBeGreaterThanOrEqual(1000);
  });
});
