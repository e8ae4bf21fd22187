import { describe, expect, it, vi } from 'vitest';
import {
  AbortError,
  createMarketDataClient,
  createNewsResource,
  createRateLimiter,
  createTransport,
  InternalServerError,
  type Logger,
  MarketDataError,
  NetworkError,
} from '../src/index';
import { API_KEY, rejectionOf, sandboxClient, thrown } from './sandbox';

/** What `make` throws (fails the test when it does not throw). */

const base = { apiKey: 'k', baseUrl: 'https://x.example' };

describe('a misspelt or mistyped option fails at once, naming it', () => {
  it.each([
    ['timeout', { timeout: 5 }, /option "timeout" is unknown \(expected one of .*timeoutMs/],
    ['maxRetry', { maxRetry: 5 }, /option "maxRetry" is unknown/],
    ['apiKey', { apiKey: 123 }, /option "apiKey" must be a string \(got number\)/],
    ['cache', { cache: 'yes' }, /option "cache" must be a response cache/],
    ['rateLimit', { rateLimit: null }, /option "rateLimit" must be .*\(got null\)/],
    ['redact', { redact: [1] }, /option "redact" must be an array of strings/],
    [
      'headers',
      { headers: { 'x-obj': { a: 1 } } },
      /option "headers" must be .*\(got object for "x-obj"\)/,
    ],
    ['headers', { headers: { 'x-num': 42 } }, /\(got number for "x-num"\)/],
    ['headers', { headers: { 'x-a': 'a\nb' } }, /\(got U\+000A at index 1 of "x-a"\)/],
    ['headers', { headers: { 'bad name': 'v' } }, /\(got the name "bad name"\)/],
    ['headers', { headers: new Headers({ a: 'b' }) }, /\(got Headers\)/],
    ['dangerouslyAllowBrowser', { dangerouslyAllowBrowser: 'yes' }, /must be a boolean/],
  ])('createMarketDataClient %s: %o', (param, options, message) => {
    const error = thrown(() => createMarketDataClient({ ...base, ...(options as object) }));
    expect(error).toBeInstanceOf(MarketDataError);
    expect(error.param).toBe(param);
    expect(error.message).toMatch(message);
  });

  it('a key with a character no header can carry fails at creation without echoing it', () => {
    const error = thrown(() =>
      createMarketDataClient({ apiKey: 'sk-live-abc\u200b', baseUrl: 'https://x.example' }),
    );
    expect(error.param).toBe('apiKey');
    expect(error.message).toMatch(/U\+200B at index 11/);
    expect(error.message).not.toContain('sk-live-abc');
  });

  it('createMarketDataClient(null) and createRateLimiter() say what they expected', () => {
    expect(thrown(() => createMarketDataClient(null as never)).message).toMatch(
      /options must be an object \(got null\)/,
    );
    const limiter = thrown(() => (createRateLimiter as () => unknown)());
    expect(limiter).toBeInstanceOf(MarketDataError);
    expect(limiter.param).toBe('options');
    expect(limiter.message).toBe('createRateLimiter: options must be an object (got undefined)');
    const store = thrown(() =>
      createRateLimiter({ requests: 1, windowMs: 10, store: {} as never }),
    );
    expect(store.param).toBe('store');
  });

  it('the transport checks every option, and takes only a queue as rateLimit', () => {
    expect(thrown(() => createTransport({ ...base, fetch: 'x' as never })).param).toBe('fetch');
    const limit = thrown(() =>
      createTransport({ ...base, rateLimit: { requests: 1, windowMs: 10 } as never }),
    );
    expect(limit.param).toBe('rateLimit');
    expect(limit.message).toMatch(/a queue from createRateLimiter/);
    expect(() => createNewsResource(createTransport({ ...base, timeoutMs: 5 }))).not.toThrow();
  });

  it('a call’s own options are checked too: unknown names, bad headers, a signal that is none', async () => {
    const { client, requests } = sandboxClient();
    const metrics = (options: object) =>
      rejectionOf(client.stocks.getFinancialMetrics({ ticker: 'AAPL' }, options as never));
    const cases: [object | null, string, RegExp][] = [
      [{ timeout: 1 }, 'timeout', /getFinancialMetrics: option "timeout" is unknown/],
      [{ signal: 'x' }, 'signal', /option "signal" must be an AbortSignal \(got string\)/],
      [{ headers: { 'x-a': 'a\rb' } }, 'headers', /U\+000D at index 1 of "x-a"/],
      [null, 'options', /options must be an object \(got null\)/],
    ];
    for (const [options, param, message] of cases) {
      const error = (await metrics(options as object)) as MarketDataError;
      expect(error).toBeInstanceOf(MarketDataError);
      expect(error.param).toBe(param);
      expect(error.message).toMatch(message);
    }
    expect(requests).toHaveLength(0);
  });
});

describe('a parameter mistake says what was given', () => {
  it('params that are not an object say so, with an example', async () => {
    const { client, requests } = sandboxClient();
    const error = (await rejectionOf(
      client.stocks.getFinancialMetrics('AAPL' as never),
    )) as MarketDataError;
    expect(error.param).toBe('params');
    expect(error.message).toBe(
      'getFinancialMetrics: parameter "params" must be an object such as { ticker: … } (got "AAPL")',
    );
    expect(requests).toHaveLength(0);
  });

  it('a Date for a date parameter is named as a Date, with the format expected', async () => {
    const { client } = sandboxClient();
    const error = (await rejectionOf(
      client.calendar.listEconomicEvents({ date: new Date() as never }),
    )) as MarketDataError;
    expect(error.message).toBe(
      'listEconomicEvents: parameter "date" breaks type string (a YYYY-MM-DD string) (got a Date)',
    );
  });
});

describe('values JSON cannot show, and mistakes around the call', () => {
  it('a bigint, NaN, Infinity, a function or a cycle is refused by name, never a crash', async () => {
    const { client, requests } = sandboxClient();
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    const cases: [object, string][] = [
      [{ size: 10n }, 'parameter "size" breaks type integer (got 10n)'],
      [{ size: Number.NaN }, 'parameter "size" breaks type integer (got NaN)'],
      [{ size: -Infinity }, 'parameter "size" breaks type integer (got -Infinity)'],
      [{ start_id: () => 1 }, 'parameter "start_id" breaks type string (got a function)'],
      [
        { start_id: cycle },
        'parameter "start_id" breaks type string (got an object JSON cannot show)',
      ],
    ];
    for (const [params, message] of cases) {
      const error = (await rejectionOf(client.news.listWires(params as never))) as MarketDataError;
      expect(error.name).toBe('ParamValidationError');
      expect(error.message).toBe(`listWires: ${message}`);
    }
    expect(requests).toHaveLength(0);
  });

  it('a misspelt iteration option is refused before any page is fetched', async () => {
    const { client, requests } = sandboxClient();
    const error = (await rejectionOf(
      client.news.listWires({ size: 7 }).toArray({ lmit: 3 } as never),
    )) as MarketDataError;
    expect([error.param, error.rule]).toEqual(['lmit', 'unknown']);
    expect(error.message).toBe(
      'listWires: iterItems: option "lmit" is unknown (expected one of limit)',
    );
    expect(requests).toHaveLength(0);
  });

  it('withOptions names itself in its mistakes', () => {
    const { client } = sandboxClient();
    const error = thrown(() => client.withOptions({ timeoutMs: -1 }));
    expect(error.message).toMatch(/^withOptions: option "timeoutMs" must be/);
  });
});

describe('request ids', () => {
  it('a caller’s X-Request-Id wins, per call over per client', async () => {
    const { client, requests } = sandboxClient({ headers: { 'X-Request-Id': 'client-level-id' } });
    await client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    await client.stocks.getFinancialMetrics(
      { ticker: 'AAPL' },
      { headers: { 'x-request-ID': 'my-own-id' } },
    );
    expect(requests.map((r) => r.headers.get('x-request-id'))).toEqual([
      'client-level-id',
      'my-own-id',
    ]);
    const invalid = (await rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: '' }, { headers: { 'X-Request-Id': 'mine' } }),
    )) as MarketDataError;
    expect(invalid.requestId).toBe('mine');
  });
});

describe('errors say what happened', () => {
  it('a network error shows the cause’s message when it has no code', async () => {
    const client = createMarketDataClient({
      apiKey: API_KEY,
      baseUrl: 'http://127.0.0.1:1',
      maxRetries: 0,
      fetch: () =>
        Promise.reject(
          Object.assign(new TypeError('fetch failed'), { cause: new Error('bad port') }),
        ),
    });
    const error = (await rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: 'AAPL' }),
    )) as Error;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toMatch(/\(bad port\)$/);
  });

  it('an HTTP error with a plain-text body carries no JSON parse error as its cause', async () => {
    const { client, sandbox } = sandboxClient({ maxRetries: 0 });
    sandbox.faults.failNext(1, 'http-503');
    const error = (await rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: 'AAPL' }),
    )) as Error;
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error.cause).toBeUndefined();
  });

  it('request() with an unknown operationId is a MarketDataError that lists the known ones', async () => {
    const { client } = sandboxClient();
    const error = (await rejectionOf(client.request('nope' as never))) as MarketDataError;
    expect(error).toBeInstanceOf(MarketDataError);
    expect(error.param).toBe('operationId');
    expect(error.message).toMatch(/"nope" is unknown \(expected one of .*listWires/);
  });

  it('getNextPage past the last page names the operation', async () => {
    const { client } = sandboxClient();
    const page = await client.ownership.listCongressTrades({ ticker: 'NVDA', size: 1000 });
    expect(page.hasNextPage()).toBe(false);
    const error = (await rejectionOf(page.getNextPage())) as MarketDataError;
    expect(error).toMatchObject({ operationId: 'listCongressTrades' });
  });

  it('redact names a field in any spelling: status_msg also hides the error’s statusMsg', async () => {
    const metas: Record<string, unknown>[] = [];
    const logger: Logger = { error: (_m, meta) => metas.push(meta!) };
    const { client, sandbox } = sandboxClient({ logger, redact: ['status_msg'], maxRetries: 0 });
    sandbox.faults.failNext(1, 'envelope-4012');
    await rejectionOf(client.stocks.getFinancialMetrics({ ticker: 'AAPL' }));
    expect(metas).toHaveLength(1);
    expect(metas[0]).toMatchObject({ statusMsg: '[redacted]' });
    expect(JSON.stringify(metas[0]!.body)).toContain('"status_msg":"[redacted]"');
  });

  it('a key too short to be a real one does not cut words out of messages', async () => {
    const client = createMarketDataClient({
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:9',
      maxRetries: 0,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const error = (await rejectionOf(client.stocks.listEarnings({ ticker: 'AAPL' }))) as Error;
    expect(error.message).toContain('/securities/stock/financials/earnings');
  });

  it('an abort during a backoff wait is logged as aborted at debug', async () => {
    const lines: string[] = [];
    const logger: Logger = {
      debug: (m) => lines.push(`debug ${m}`),
      warn: (m) => lines.push(`warn ${m}`),
      error: (m) => lines.push(`error ${m}`),
    };
    const { client, sandbox } = sandboxClient({ logger, logLevel: 'debug', maxRetries: 3 });
    sandbox.faults.failNext(1, 'http-503');
    const controller = new AbortController();
    const pending = rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: 'AAPL' }, { signal: controller.signal }),
    );
    await vi.waitFor(() => expect(lines).toContain('warn retrying'));
    controller.abort();
    expect(await pending).toBeInstanceOf(AbortError);
    expect(lines.at(-1)).toBe('debug aborted');
  });
});

describe('calls behave as promises do', () => {
  it('a list call nobody awaits is still sent; one that is iterated at once sends only pages', async () => {
    const { client, requests } = sandboxClient();
    void client.news.listWires({ size: 1 });
    void client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    requests.length = 0;
    const items = await client.news.listWires().toArray({ limit: 3 });
    expect(items).toHaveLength(3);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).searchParams.get('size')).toBe('3');
  });

  it('a failed list call nobody awaits ends no process: its rejection waits for a reader', async () => {
    const { client, sandbox } = sandboxClient({ maxRetries: 0 });
    sandbox.faults.failNext(1, 'http-500');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const pending = client.news.listWires({ size: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(await rejectionOf(pending)).toBeInstanceOf(InternalServerError);
  });

  it('.withResponse() chains on the call, Stainless-style, and sends it once', async () => {
    const { client, requests } = sandboxClient();
    const call = client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    const [data, full] = await Promise.all([call, call.withResponse()]);
    expect(full.data).toBe(data);
    expect(full.response.status).toBe(200);
    expect(full.requestId).toBeTruthy();
    const list = client.news.listWires({ size: 2 });
    const page = await list.withResponse();
    expect(page.data.data).toHaveLength(2);
    expect(page.data.hasNextPage()).toBe(true);
    expect(await list).toBe(page.data);
    expect(requests).toHaveLength(2);
  });
});
