import { describe, expect, it, vi } from 'vitest';
import {
  AbortError,
  type ClientOptions,
  createMarketDataClient,
  createRateLimiter,
  createTransport,
  MarketDataError,
  NetworkError,
  ParamValidationError,
  TimeoutError,
} from '../src/index';
import { API_KEY, rejectionOf, sandboxClient } from './sandbox';

/** What creating a client with `options` throws (undefined when it does not). */
function creationError(options: ClientOptions): unknown {
  try {
    createMarketDataClient({ apiKey: 'k', baseUrl: 'https://x.example', ...options });
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('client options are checked at creation', () => {
  it.each([
    ['timeoutMs', { timeoutMs: 0 }],
    ['timeoutMs', { timeoutMs: Number.NaN }],
    ['timeoutMs', { timeoutMs: '500' }],
    ['timeoutMs', { timeoutMs: Number.POSITIVE_INFINITY }],
    ['timeoutMs', { timeoutMs: 2 ** 31 }],
    ['maxRetries', { maxRetries: -5 }],
    ['maxRetries', { maxRetries: 1.5 }],
    ['maxRetries', { maxRetries: Number.NaN }],
    ['rateLimit.requests', { rateLimit: { requests: 0, windowMs: 1000 } }],
    ['rateLimit.requests', { rateLimit: { requests: '5', windowMs: 1000 } }],
    ['rateLimit.windowMs', { rateLimit: { requests: 5 } }],
    ['rateLimit', { rateLimit: 'fast' }],
    ['rateLimit.acquire', { rateLimit: { acquire: 1 } }],
    ['fetch', { fetch: 'node-fetch' }],
    ['logger', { logger: 'console' }],
    ['redact', { redact: 'status_msg' }],
    ['baseUrl', { baseUrl: 42 }],
  ])('%s: %o throws a MarketDataError naming the option and the rule', (name, options) => {
    const error = creationError(options as never);
    expect(error).toBeInstanceOf(MarketDataError);
    expect(error).toMatchObject({ param: name });
    // A field of a nested object is named by its path; a missing or unknown one says so.
    const said = new RegExp(`"${name.replace('.', '\\.')}" (must be \\S|is required|is unknown)`);
    expect((error as Error).message).toMatch(said);
  });

  it('accepts the documented shapes', () => {
    for (const options of [
      { timeoutMs: 1, maxRetries: 0 },
      { timeoutMs: 2 ** 31 - 1, maxRetries: 100 },
      { rateLimit: { requests: 5, windowMs: 30_000 } },
      { rateLimit: createRateLimiter({ requests: 1, windowMs: 10 }) },
      { headers: { 'x-trace': 'a' }, redact: ['status_msg'], logger: console },
    ]) {
      expect(creationError(options)).toBeUndefined();
    }
  });

  it('the transport checks its numbers too', () => {
    expect(() => createTransport({ apiKey: 'k', maxRetries: -1 })).toThrow(MarketDataError);
    expect(() => createTransport({ apiKey: 'k', maxResponseBytes: 0 })).toThrow(
      /createTransport: option "maxResponseBytes" must be an integer >= 1/,
    );
  });

  it.each([
    'https://x.example/open?region=us',
    'https://x.example/open?',
    'https://x.example/open#top',
    '/api?v=2',
  ])('refuses baseUrl %s, which every path would be glued after', (baseUrl) => {
    const error = creationError({ baseUrl, fetch: async () => new Response() });
    expect(error).toBeInstanceOf(MarketDataError);
    expect(error).toMatchObject({ param: 'baseUrl', rule: 'no query string or fragment' });
    expect((error as Error).message).toBe(
      'createMarketDataClient: baseUrl must have no query string or fragment ("?" or "#")',
    );
  });

  it('refuses a relative baseUrl on a server, where nothing can resolve it', () => {
    const error = creationError({ apiKey: undefined, baseUrl: '/api' });
    expect(error).toBeInstanceOf(MarketDataError);
    expect(error).toMatchObject({ param: 'baseUrl' });
    expect((error as Error).message).toMatch(/relative/);
    // A custom fetch may resolve it (an in-process handler, a test).
    expect(
      creationError({ apiKey: undefined, baseUrl: '/api', fetch: async () => new Response() }),
    ).toBeUndefined();
  });

  it.each([
    [{ timeoutMs: 0 }, 'timeoutMs'],
    [{ timeoutMs: Number.NaN }, 'timeoutMs'],
    [{ maxRetries: -5 }, 'maxRetries'],
  ])('a per-call %o rejects naming the option, sending nothing', async (options, name) => {
    const { client, requests } = sandboxClient();
    const error = await rejectionOf(client.stocks.getFinancialMetrics({ ticker: 'AAPL' }, options));
    expect(error).toBeInstanceOf(MarketDataError);
    expect(error).toMatchObject({ param: name, operationId: 'getFinancialMetrics' });
    expect(error).not.toBeInstanceOf(AbortError);
    expect(requests).toHaveLength(0);
  });
});

describe('aborts', () => {
  function recordingLogger() {
    const lines: [string, string][] = [];
    const logger = Object.fromEntries(
      (['debug', 'info', 'warn', 'error'] as const).map((level) => [
        level,
        (message: string) => lines.push([level, message]),
      ]),
    );
    return { logger, lines };
  }

  it('a caller abort is an AbortError logged at debug, never at error', async () => {
    const { logger, lines } = recordingLogger();
    const { client } = sandboxClient({
      logger,
      logLevel: 'debug',
      headers: { 'X-Sandbox-Fault': 'latency;ms=300' },
    });
    // Typing into a search box: each key press aborts the previous search.
    const searches = ['a', 'ap', 'app', 'appl', 'apple'].map((query) => {
      const controller = new AbortController();
      return {
        controller,
        pending: rejectionOf(
          client.securities.searchSecurities({ query }, { signal: controller.signal }),
        ),
      };
    });
    for (const { controller } of searches) controller.abort();
    for (const { pending } of searches) expect(await pending).toBeInstanceOf(AbortError);
    expect(lines.filter(([level]) => level === 'error' || level === 'warn')).toEqual([]);
    expect(lines.filter(([, message]) => message === 'aborted')).toHaveLength(5);
  });

  it('stopping a live feed logs nothing above debug', async () => {
    const { logger, lines } = recordingLogger();
    const { client } = sandboxClient({
      logger,
      logLevel: 'debug',
      headers: { 'X-Sandbox-Fault': 'latency;ms=300' },
    });
    const controller = new AbortController();
    const done = (async () => {
      for await (const _ of client.news.watchWires({ signal: controller.signal })) {
        // nothing arrives before the abort
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    await done;
    expect(lines.filter(([level]) => level !== 'debug')).toEqual([]);
  });

  it('an error thrown by a logger keeps its class: it is not relabelled as an abort', async () => {
    const broken = new TypeError('logger is broken');
    const { client } = sandboxClient({
      logLevel: 'debug',
      logger: {
        debug() {
          throw broken;
        },
      },
    });
    expect(await rejectionOf(client.stocks.getFinancialMetrics({ ticker: 'AAPL' }))).toBe(broken);
  });

  it('an error thrown by a rate-limit queue keeps its class', async () => {
    const broken = new RangeError('queue is broken');
    const { client } = sandboxClient({
      rateLimit: {
        acquire: () => Promise.reject(broken),
        pause: () => {},
      },
    });
    expect(await rejectionOf(client.stocks.getFinancialMetrics({ ticker: 'AAPL' }))).toBe(broken);
  });
});

describe('request ids', () => {
  it('every request carries an X-Request-Id, the same one across the retries of a call', async () => {
    const { client, sandbox, requests } = sandboxClient({ maxRetries: 2 });
    sandbox.faults.failNext(1, 'http-503');
    vi.useFakeTimers();
    const pending = client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    await vi.advanceTimersByTimeAsync(10_000);
    vi.useRealTimers();
    await pending;
    await client.stocks.getFinancialMetrics({ ticker: 'MSFT' });
    const ids = requests.map((r) => r.headers.get('x-request-id'));
    expect(ids).toHaveLength(3);
    expect(ids[0]).toMatch(/^mdc-[a-z0-9]+-[a-z0-9]+$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('network, timeout, abort and validation errors carry the id that was sent', async () => {
    const cases: [() => Promise<unknown>, typeof MarketDataError, () => Request[]][] = [];
    const reset = sandboxClient({ maxRetries: 0, headers: { 'X-Sandbox-Fault': 'reset' } });
    cases.push([
      () => reset.client.stocks.getFinancialMetrics({ ticker: 'AAPL' }),
      NetworkError,
      () => reset.requests,
    ]);
    const slow = sandboxClient({
      maxRetries: 0,
      timeoutMs: 10,
      headers: { 'X-Sandbox-Fault': 'latency;ms=200' },
    });
    cases.push([
      () => slow.client.stocks.getFinancialMetrics({ ticker: 'AAPL' }),
      TimeoutError,
      () => slow.requests,
    ]);
    const aborted = sandboxClient({ headers: { 'X-Sandbox-Fault': 'latency;ms=200' } });
    cases.push([
      () =>
        aborted.client.stocks.getFinancialMetrics(
          { ticker: 'AAPL' },
          { signal: AbortSignal.timeout(10) },
        ),
      AbortError,
      () => aborted.requests,
    ]);
    for (const [run, Kind, sent] of cases) {
      const error = (await rejectionOf(run())) as MarketDataError;
      expect(error).toBeInstanceOf(Kind);
      expect(error.requestId).toBeTruthy();
      expect(error.requestId).toBe(sent()[0]!.headers.get('x-request-id'));
    }
    const { client } = sandboxClient();
    const invalid = (await rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: '' }),
    )) as MarketDataError;
    expect(invalid).toBeInstanceOf(ParamValidationError);
    expect(invalid.requestId).toMatch(/^mdc-/);
  });

  it('the server’s id wins when it sends one, scrubbed of the key', async () => {
    const { client } = sandboxClient({ maxRetries: 0 });
    const ok = await client.stocks.getFinancialMetrics.withResponse({ ticker: 'AAPL' });
    expect(ok.requestId).toMatch(/^sbx-/);
    const echoing = createMarketDataClient({
      apiKey: API_KEY,
      baseUrl: 'https://sandbox.test',
      maxRetries: 0,
      fetch: async () =>
        new Response('bad gateway', {
          status: 502,
          headers: { 'x-request-id': `Bearer ${API_KEY}` },
        }),
    });
    const error = (await rejectionOf(
      echoing.stocks.getFinancialMetrics({ ticker: 'AAPL' }),
    )) as MarketDataError;
    expect(error.requestId).toBe('Bearer [redacted]');
  });
});
