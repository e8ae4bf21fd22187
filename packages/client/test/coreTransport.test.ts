import { createSandbox } from '@marketdata-sdk/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConsensus, getFinancialMetrics, listWires } from '../src/functions';
import {
  AbortError,
  type CoreTransportOptions,
  createCoreTransport,
  createRateLimiter,
  createStocksResource,
  InternalServerError,
  MarketDataError,
  ParamValidationError,
  RateLimitError,
  TimeoutError,
  withLogging,
  withRetries,
} from '../src/index';
import { API_KEY, rejectionOf } from './sandbox';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A core transport over an in-process sandbox, and the requests that reached it. */
function sandboxCore(options: CoreTransportOptions = {}) {
  const sandbox = createSandbox({ apiKey: API_KEY });
  const requests: Request[] = [];
  const transport = createCoreTransport({
    apiKey: API_KEY,
    baseUrl: 'https://sandbox.test',
    fetch: (url, init) => {
      const request = new Request(url, init);
      requests.push(request);
      return sandbox.fetch(request);
    },
    ...options,
  });
  return { transport, sandbox, requests };
}

describe('createCoreTransport: what every call needs', () => {
  it('calls an operation: the payload, withResponse(), asResponse() and _request_id', async () => {
    const { transport, requests } = sandboxCore();
    const metrics = await getFinancialMetrics(transport, { ticker: 'AAPL' });
    expect(metrics).toHaveProperty('pe_ttm');
    expect(metrics._request_id).toEqual(expect.any(String));
    const { data, response, requestId } = await getFinancialMetrics(transport, {
      ticker: 'AAPL',
    }).withResponse();
    expect(data).toHaveProperty('pe_ttm');
    expect(response.status).toBe(200);
    expect(requestId).toBe(data._request_id);
    const raw = await getConsensus(transport, { ticker: 'AAPL' }).asResponse();
    expect(await raw.json()).toHaveProperty('data');
    expect(requests[0]!.headers.get('authorization')).toBe(`Bearer ${API_KEY}`);
    // Resources and paged lists run on it as on createTransport's.
    expect(
      await createStocksResource(transport).getStockProfile({ ticker: 'MSFT' }),
    ).toHaveProperty('ticker');
    expect((await listWires(transport, { size: 3 })).data).toHaveLength(3);
  });

  it('checks parameters before sending, with the same named errors', async () => {
    const { transport, requests } = sandboxCore();
    const error = await rejectionOf(listWires(transport, { size: 0 }));
    expect(error).toBeInstanceOf(ParamValidationError);
    expect(error).toMatchObject({ param: 'size', operationId: 'listWires' });
    expect(requests).toHaveLength(0);
  });

  it('sends each call once: a 503 fails at once with its typed error', async () => {
    const { transport, sandbox, requests } = sandboxCore();
    sandbox.faults.failNext(1, 'http-503');
    const error = await rejectionOf(getFinancialMetrics(transport, { ticker: 'AAPL' }));
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error).toMatchObject({ httpStatus: 503, requestId: expect.any(String) });
    expect(requests).toHaveLength(1);
  });

  it('classifies an envelope error: a 4014 is a RateLimitError', async () => {
    const { transport, sandbox } = sandboxCore();
    sandbox.faults.failNext(1, 'envelope-4014');
    expect(await rejectionOf(getFinancialMetrics(transport, { ticker: 'AAPL' }))).toBeInstanceOf(
      RateLimitError,
    );
  });

  it('times out an attempt, and aborts with the caller signal', async () => {
    const never = () => new Promise<Response>(() => {});
    const transport = createCoreTransport({ apiKey: API_KEY, fetch: never, timeoutMs: 20 });
    const late = await rejectionOf(getConsensus(transport, { ticker: 'AAPL' }));
    expect(late).toBeInstanceOf(TimeoutError);
    expect(late).toMatchObject({ timeoutMs: 20 });
    const controller = new AbortController();
    const call = getConsensus(
      transport,
      { ticker: 'AAPL' },
      { signal: controller.signal, timeoutMs: 60_000 },
    );
    controller.abort();
    expect(await rejectionOf(call)).toBeInstanceOf(AbortError);
  });

  it('names a bad option, and maxRetries without withRetries', async () => {
    expect(() => createCoreTransport({ apiKey: API_KEY, timeoutMs: 0 })).toThrow(
      'createCoreTransport: option "timeoutMs" must be a number from 1 to 2147483647 (got 0)',
    );
    expect(() =>
      createCoreTransport({ apiKey: API_KEY, maxRetries: 2 } as CoreTransportOptions),
    ).toThrow(/option "maxRetries" is unknown/);
    expect(() => createCoreTransport({ apiKey: API_KEY, use: [{}] as never })).toThrow(
      'createCoreTransport: option "use" must be an array of withRetries() and withLogging()',
    );
    expect(() => createCoreTransport({ apiKey: 'key\nwith a newline' })).toThrow(
      /^createCoreTransport: apiKey has U\+000A/,
    );
    const { transport } = sandboxCore();
    const error = await rejectionOf(
      getConsensus(transport, { ticker: 'AAPL' }, { maxRetries: 1 } as never),
    );
    expect(error).toBeInstanceOf(MarketDataError);
    expect(error).toMatchObject({ param: 'maxRetries', rule: 'unknown' });
  });
});

describe('extensions', () => {
  it('withRetries retries a 5xx after a backoff, and takes a call maxRetries', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { transport, sandbox, requests } = sandboxCore({ use: [withRetries()] });
    sandbox.faults.failNext(2, 'http-503');
    const result = getFinancialMetrics(transport, { ticker: 'AAPL' });
    await vi.advanceTimersByTimeAsync(1500);
    await expect(result).resolves.toHaveProperty('pe_ttm');
    expect(requests).toHaveLength(3);
    sandbox.faults.failNext(1, 'http-503');
    const once = rejectionOf(getFinancialMetrics(transport, { ticker: 'AAPL' }, { maxRetries: 0 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(await once).toBeInstanceOf(InternalServerError);
    expect(requests).toHaveLength(4);
  });

  it('withRetries queues calls on a rate limiter', async () => {
    const rateLimit = createRateLimiter({ requests: 1, windowMs: 100 });
    const acquire = vi.spyOn(rateLimit, 'acquire');
    const { transport, requests } = sandboxCore({ use: [withRetries({ rateLimit })] });
    await Promise.all([
      getConsensus(transport, { ticker: 'AAPL' }),
      getConsensus(transport, { ticker: 'MSFT' }),
    ]);
    expect(acquire).toHaveBeenCalledTimes(2);
    expect(requests).toHaveLength(2);
  });

  it('withLogging logs each attempt with the key redacted, and the failure', async () => {
    const lines: [string, Record<string, unknown>][] = [];
    const logger = {
      debug: (m: string, meta?: Record<string, unknown>) => lines.push([m, meta ?? {}]),
      error: (m: string, meta?: Record<string, unknown>) => lines.push([m, meta ?? {}]),
    };
    const { transport, sandbox } = sandboxCore({
      use: [withLogging({ logger, logLevel: 'debug' })],
    });
    sandbox.faults.failNext(1, 'http-503');
    await rejectionOf(getFinancialMetrics(transport, { ticker: 'AAPL' }));
    expect(lines.map(([m]) => m)).toEqual(['request', 'failed']);
    expect(lines[0]![1].headers).toMatchObject({ authorization: '[redacted]' });
    expect(JSON.stringify(lines)).not.toContain(API_KEY);
  });

  it('withRetries given twice lists maxRetries once among the call options', async () => {
    const { transport } = sandboxCore({ use: [withRetries(), withRetries({ maxRetries: 1 })] });
    const error = await rejectionOf(
      getConsensus(transport, { ticker: 'AAPL' }, { maxRetry: 1 } as never),
    );
    expect((error as Error).message).toContain(
      '(expected one of timeoutMs, maxRetries, headers, fetchOptions, signal)',
    );
  });

  it('each extension names its bad option', () => {
    expect(() => withRetries({ maxRetries: -1 })).toThrow(
      'withRetries: option "maxRetries" must be an integer from 0 to 100 (got -1)',
    );
    expect(() => withLogging({} as never)).toThrow(
      'withLogging: option "logger" must be an object (got null)',
    );
    expect(() => withLogging({ logger: console, logLevel: 'loud' as never })).toThrow(
      /withLogging: option "logLevel" must be one of debug, info, warn, error, off/,
    );
  });
});
