import { describe, expect, it } from 'vitest';
import { createMarketDataClient, RateLimitError, TimeoutError } from '../src/index';
import { API_KEY, rejectionOf, sandboxClient } from './sandbox';

// Real timers and short windows: what a user's script sees, asserting outcomes, never durations.

describe('a rate-limited queue', () => {
  it('completes every call of a burst larger than the window, whatever timeoutMs', async () => {
    const limit = { requests: 5, windowMs: 1000 };
    const { client } = sandboxClient({ rateLimit: limit, timeoutMs: 200 }, { rateLimit: limit });
    // The sandbox's first answer builds its dataset: done before the burst, so that the burst
    // meets a full window.
    await client.ratings.getConsensus({ ticker: 'AAPL' });
    const tickers = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META', 'TSLA'];
    const results = await Promise.allSettled(
      tickers.map((ticker) => client.stocks.getFinancialMetrics({ ticker })),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(results).toHaveLength(7);
  });

  it('says, when maxWaitMs passes, how long the service asked to wait and why', async () => {
    const { client, sandbox } = sandboxClient({
      rateLimit: { requests: 100, windowMs: 1000, maxWaitMs: 50 },
    });
    sandbox.faults.failNext(1, 'envelope-4014;retry-after=86400');
    const first = (await rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: 'AAPL' }),
    )) as RateLimitError;
    expect(first).toBeInstanceOf(RateLimitError);
    expect(first.retryAfterMs).toBe(86_400_000);
    const queued = (await rejectionOf(
      client.stocks.listDividends({ ticker: 'AAPL' }),
    )) as TimeoutError;
    expect(queued).toBeInstanceOf(TimeoutError);
    expect(queued.operationId).toBe('listDividends');
    expect(queued.message).toMatch(
      /^listDividends: no rate-limit slot within maxWaitMs 50 ms: the queue is paused \(60 s at most\) after getFinancialMetrics: .+ \(status_code 4014\), Retry-After 86400 s$/,
    );
  });

  it('refuses a maxWaitMs that is not a number of milliseconds, naming it', () => {
    expect(() =>
      createMarketDataClient({
        apiKey: API_KEY,
        rateLimit: { requests: 5, windowMs: 30_000, maxWaitMs: -1 },
      }),
    ).toThrow(/option "rateLimit.maxWaitMs" must be a number from 0 to 2147483647/);
  });
});
