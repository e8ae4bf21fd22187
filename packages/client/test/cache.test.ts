import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKeyOf, createMemoryCacheStore, createResponseCache } from '../src/cache';
import { AbortError, MarketDataError, ResponseParseError } from '../src/index';
import { operationTable } from '../src/operationTable';
import { rejectionOf, sandboxClient, thrown } from './sandbox';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const upstream = (requests: Request[], path: string) =>
  requests.filter((r) => new URL(r.url).pathname.includes(path)).length;

describe('response cache', () => {
  it('serves a repeated call from the cache until its TTL, then asks again', async () => {
    const cache = createResponseCache({ ttlSeconds: { getFinancialMetrics: 60 } });
    const { client, requests } = sandboxClient({ cache });
    const first = await client.withResponse('getFinancialMetrics', { ticker: 'AAPL' });
    const second = await client.withResponse('getFinancialMetrics', { ticker: 'AAPL' });
    expect(second.data).toEqual(first.data);
    expect(second.response.headers.get('x-marketdata-cache')).toBe('hit');
    expect(requests).toHaveLength(1);
    await client.stocks.getFinancialMetrics({ ticker: 'MSFT' });
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(121_000);
    await client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    expect(requests).toHaveLength(3);
  });

  it('serves a stale entry past its TTL while one background call refreshes it', async () => {
    const cache = createResponseCache({ ttlSeconds: { getFinancialMetrics: 60 } });
    const { client, requests } = sandboxClient({ cache });
    await client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    await vi.advanceTimersByTimeAsync(61_000);
    const stale = await client.withResponse('getFinancialMetrics', { ticker: 'AAPL' });
    expect(stale.response.headers.get('x-marketdata-cache')).toBe('stale');
    await client.withResponse('getFinancialMetrics', { ticker: 'AAPL' });
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(2);
    const fresh = await client.withResponse('getFinancialMetrics', { ticker: 'AAPL' });
    expect(fresh.response.headers.get('x-marketdata-cache')).toBe('hit');
    expect(requests).toHaveLength(2);
  });

  it('coalesces identical calls in flight into one upstream request', async () => {
    const cache = createResponseCache({ ttlSeconds: { listDividends: 60 } });
    const { client, requests } = sandboxClient({ cache });
    const calls = Array.from({ length: 20 }, () => client.stocks.listDividends({ ticker: 'AAPL' }));
    const results = await Promise.all(calls);
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(requests).toHaveLength(1);
  });

  it('keeps serving the other callers when the first caller of a shared load aborts', async () => {
    const cache = createResponseCache({ ttlSeconds: { listDividends: 60 } });
    const { client, sandbox, requests } = sandboxClient({ cache });
    sandbox.faults.failNext(1, 'latency;ms=500');
    const controller = new AbortController();
    const first = rejectionOf(
      client.stocks.listDividends({ ticker: 'AAPL' }, { signal: controller.signal }),
    );
    const second = client.stocks.listDividends({ ticker: 'AAPL' });
    controller.abort();
    expect(await first).toBeInstanceOf(AbortError);
    await vi.advanceTimersByTimeAsync(600);
    expect(Array.isArray(await second)).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('never stores a response that fails the envelope check', async () => {
    const cache = createResponseCache({ ttlSeconds: { getFinancialMetrics: 60 } });
    const { client, sandbox, requests } = sandboxClient({ cache, maxRetries: 0 });
    const original = sandbox.fetch.bind(sandbox);
    sandbox.fetch = async () => {
      sandbox.fetch = original;
      return new Response('{"status_code":0,"status_msg":"success"}', { status: 200 });
    };
    await client.stocks.getFinancialMetrics({ ticker: 'AAPL' }).catch((error) => {
      expect(error).toBeInstanceOf(ResponseParseError);
    });
    const answer = await client.withResponse('getFinancialMetrics', { ticker: 'AAPL' });
    expect(answer.response.headers.get('x-marketdata-cache')).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('never caches live data (wires list, trades) unless asked, nor operations with no TTL', async () => {
    const { client, requests } = sandboxClient({ cache: createResponseCache() });
    await client.news.listWires({ size: 5 });
    await client.news.listWires({ size: 5 });
    const to = Date.now(); // the same call twice: only a cache could answer the second
    await client.marketdata.listTrades({
      ticker: 'AAPL',
      count: 10,
      to,
    });
    await client.marketdata.listTrades({
      ticker: 'AAPL',
      count: 10,
      to,
    });
    expect(requests).toHaveLength(4);
    const asked = sandboxClient({ cache: createResponseCache({ ttlSeconds: { listWires: 5 } }) });
    await asked.client.news.listWires({ size: 5 });
    await asked.client.news.listWires({ size: 5 });
    expect(upstream(asked.requests, '/wire')).toBe(1);
  });

  it('keys on the operation and its sorted parameters, namespaced by a hash of the key', async () => {
    expect(cacheKeyOf('listDividends', { ticker: 'AAPL', b: 2, a: undefined })).toBe(
      'listDividends?b=2&ticker=AAPL',
    );
    const keys: string[] = [];
    const memory = createMemoryCacheStore();
    const store = {
      ...memory,
      set: (key: string, value: string, ttl: number) => {
        keys.push(key);
        return memory.set(key, value, ttl);
      },
    };
    const { client } = sandboxClient({
      cache: createResponseCache({ store, ttlSeconds: { listDividends: 60 } }),
    });
    await client.stocks.listDividends({ ticker: 'AAPL' });
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}:payload\.v2:listDividends\?ticker=AAPL$/);
    expect(keys[0]).not.toContain('sk-test');
  });

  it('caches for the TTL the spec declares (x-cache-ttl in the rows) with no override', async () => {
    const ttl = (id: keyof typeof operationTable) =>
      (operationTable[id] as { cacheTtlSeconds?: number }).cacheTtlSeconds;
    expect(ttl('getFinancialMetrics')).toBe(900);
    expect(ttl('listWires')).toBeUndefined();
    expect(ttl('listTrades')).toBeUndefined();
    const { client, requests } = sandboxClient({ cache: createResponseCache() });
    await client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    await vi.advanceTimersByTimeAsync(899_000);
    const cached = await client.withResponse('getFinancialMetrics', { ticker: 'AAPL' });
    expect(cached.response.headers.get('x-marketdata-cache')).toBe('hit');
    expect(requests).toHaveLength(1);
  });

  it('rejects a TTL that is not a number of seconds, naming the operation', () => {
    expect(() => createResponseCache({ ttlSeconds: { listDividends: -1 } })).toThrow(
      'createResponseCache: option "ttlSeconds.listDividends" must be a finite number of seconds >= 0 (got -1)',
    );
    expect(() => createResponseCache({ staleWhileRevalidate: Number.NaN })).toThrow(
      'createResponseCache: option "staleWhileRevalidate" must be a finite fraction of the TTL >= 0 (got NaN)',
    );
  });

  it('refuses a misspelt option or operation, which would otherwise never apply', () => {
    const operation = thrown(() =>
      createResponseCache({ ttlSeconds: { getConsnsus: 600 } as never }),
    );
    expect(operation).toBeInstanceOf(MarketDataError);
    expect([operation.param, operation.rule]).toEqual(['ttlSeconds.getConsnsus', 'unknown']);
    expect(operation.message).toMatch(
      /"ttlSeconds.getConsnsus" is unknown \(expected one of .*getConsensus/,
    );
    const option = thrown(() => createResponseCache({ ttl: 60 } as never));
    expect([option.param, option.rule]).toEqual(['ttl', 'unknown']);
    expect(thrown(() => createResponseCache({ store: {} as never })).param).toBe('store');
    expect(thrown(() => createResponseCache({ format: 'two words' })).message).toBe(
      'createResponseCache: option "format" must be 1 to 64 letters, digits, "-" or "_" (got string)',
    );
    expect(thrown(() => createMemoryCacheStore({ maxEntries: 0 })).message).toBe(
      'createMemoryCacheStore: option "maxEntries" must be an integer >= 1 (got 0)',
    );
  });
});
