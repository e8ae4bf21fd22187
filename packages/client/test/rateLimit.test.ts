import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AbortError, RateLimitError } from '../src/index';
import { rejectionOf, sandboxClient } from './sandbox';

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
    const calls = Array.from({ length: 10 }, () => client.stocks.getMetrics({ ticker: 'AAPL' }));
    await vi.advanceTimersByTimeAsync(5000);
    const results = await Promise.allSettled(calls);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    for (const t of starts)
      expect(starts.filter((s) => s >= t && s < t + 1000).length).toBeLessThanOrEqual(3);
    expect(starts).toHaveLength(10);
  });

  it('without it, the same burst is throttled by the server', async () => {
    const { client } = sandboxClient({ maxRetries: 0 }, { rateLimit: limit });
    const calls = Array.from({ length: 10 }, () => client.stocks.getMetrics({ ticker: 'AAPL' }));
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
    const first = client.stocks.getMetrics({ ticker: 'AAPL' });
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
    await client.stocks.getMetrics({ ticker: 'AAPL' });
    const controller = new AbortController();
    const queued = rejectionOf(
      client.stocks.getMetrics({ ticker: 'AAPL' }, { signal: controller.signal }),
    );
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await queued).toBeInstanceOf(AbortError);
  });
});
