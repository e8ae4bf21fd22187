import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InternalServerError, ParamValidationError, RateLimitError } from '../src/index';
import { rejectionOf, sandboxClient } from './sandbox';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0); // no jitter: delays are exactly 500 ms, 1 s, 2 s…
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Advances fake time and returns how many requests reached the sandbox so far. */
async function at(ms: number, requests: unknown[]) {
  await vi.advanceTimersByTimeAsync(ms);
  return requests.length;
}

describe('retries', () => {
  it('retry 5xx with exponential backoff, then succeed', async () => {
    const logs: string[] = [];
    const { client, sandbox, requests } = sandboxClient({
      logger: { warn: (m, meta) => logs.push(`${m} ${meta?.attempt} ${meta?.delayMs}`) },
    });
    sandbox.faults.failNext(2, 'http-503');
    const result = client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    expect(await at(0, requests)).toBe(1);
    expect(await at(499, requests)).toBe(1);
    expect(await at(1, requests)).toBe(2);
    expect(await at(999, requests)).toBe(2);
    expect(await at(1, requests)).toBe(3);
    await expect(result).resolves.toHaveProperty('pe_ttm');
    expect(logs).toEqual(['retrying 1 500', 'retrying 2 1000']);
  });

  it('log every attempt with its headers redacted, and the final failure', async () => {
    const lines: [string, string, Record<string, unknown>][] = [];
    const record = (level: string) => (message: string, meta?: Record<string, unknown>) =>
      lines.push([level, message, meta ?? {}]);
    const logger = { debug: record('debug'), warn: record('warn'), error: record('error') };
    const { client, sandbox } = sandboxClient({ logger, logLevel: 'debug', maxRetries: 2 });
    sandbox.faults.failNext(3, 'http-502');
    const error = rejectionOf(client.stocks.getFinancialMetrics({ ticker: 'AAPL' }));
    await vi.advanceTimersByTimeAsync(5000);
    await error;
    const attempts = lines.filter(([, m]) => m === 'request').map(([, , meta]) => meta);
    expect(attempts.map((m) => m.attempt)).toEqual([1, 2, 3]);
    for (const m of attempts) {
      expect(m.headers).toMatchObject({ authorization: '[redacted]' });
      expect(m.url).toBe('https://sandbox.test/securities/stock/financials?ticker=AAPL');
    }
    expect(lines.filter(([level]) => level === 'warn')).toHaveLength(2);
    expect(lines.at(-1)).toEqual([
      'error',
      'failed',
      expect.objectContaining({ name: 'InternalServerError', httpStatus: 502, attempt: 3 }),
    ]);
  });

  it('give up after maxRetries with the last error', async () => {
    const { client, sandbox, requests } = sandboxClient({ maxRetries: 1 });
    sandbox.faults.failNext(5, 'http-500');
    const error = rejectionOf(client.stocks.getFinancialMetrics({ ticker: 'AAPL' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await error).toBeInstanceOf(InternalServerError);
    expect(requests).toHaveLength(2);
  });

  it('honour Retry-After in seconds on HTTP 429', async () => {
    const { client, sandbox, requests } = sandboxClient();
    sandbox.faults.failNext(1, 'rate-limit;retry-after=3');
    const result = client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    expect(await at(2999, requests)).toBe(1);
    expect(await at(1, requests)).toBe(2);
    await expect(result).resolves.toBeTypeOf('object');
  });

  it('retry a 4014 envelope after its Retry-After', async () => {
    const { client, sandbox, requests } = sandboxClient();
    sandbox.faults.failNext(1, 'envelope-4014;retry-after=2');
    const result = client.stocks.listDividends({ ticker: 'AAPL' });
    expect(await at(1999, requests)).toBe(1);
    expect(await at(1, requests)).toBe(2);
    await expect(result).resolves.toBeInstanceOf(Array);
  });

  it('retry network resets and 408', async () => {
    const { client, sandbox, requests } = sandboxClient();
    sandbox.faults.failNext(1, 'reset');
    sandbox.faults.failNext(1, 'http-408');
    const result = client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBeTypeOf('object');
    expect(requests).toHaveLength(3);
  });

  it('never retry 4011 or 4012', async () => {
    for (const fault of ['envelope-4011', 'envelope-4012']) {
      const { client, sandbox, requests } = sandboxClient({ maxRetries: 5 });
      sandbox.faults.failNext(1, fault);
      const error = rejectionOf(client.stocks.getFinancialMetrics({ ticker: 'AAPL' }));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await error).toHaveProperty('statusCode', Number(fault.slice(-4)));
      expect(requests).toHaveLength(1);
    }
  });

  it('surface a Retry-After longer than 60 s instead of waiting', async () => {
    const { client, sandbox, requests } = sandboxClient();
    sandbox.faults.failNext(1, 'rate-limit;retry-after=120');
    const error = await rejectionOf(client.stocks.getFinancialMetrics({ ticker: 'AAPL' }));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toHaveProperty('retryAfterMs', 120_000);
    expect(requests).toHaveLength(1);
  });

  it('honour Retry-After given as an HTTP date', async () => {
    // The sandbox only sends seconds; a gateway may send a date.
    const start = Date.now();
    const fetch = vi.fn(async () =>
      fetch.mock.calls.length === 1
        ? new Response('busy', {
            status: 503,
            headers: { 'retry-after': new Date(start + 5000).toUTCString() },
          })
        : Response.json({ data: [], status_code: 0, status_msg: 'success' }),
    );
    const { client } = sandboxClient({ fetch });
    const result = client.stocks.listDividends({ ticker: 'AAPL' });
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toEqual([]);
  });

  it('take per-call maxRetries over the client default', async () => {
    const { client, sandbox, requests } = sandboxClient({ maxRetries: 5 });
    sandbox.faults.failNext(3, 'http-503');
    const error = rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: 'AAPL' }, { maxRetries: 0 }),
    );
    await vi.advanceTimersByTimeAsync(1);
    expect(await error).toBeInstanceOf(InternalServerError);
    expect(requests).toHaveLength(1);
  });

  it('do not retry a client-side validation error', async () => {
    const { client, requests } = sandboxClient();
    await expect(client.news.listWires({ size: 99 })).rejects.toBeInstanceOf(ParamValidationError);
    expect(requests).toHaveLength(0);
  });
});
