import { describe, expect, it, vi } from 'vitest';
import {
  AbortError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  HttpError,
  InternalServerError,
  InvalidParamError,
  MarketDataError,
  NetworkError,
  NotFoundError,
  ParamValidationError,
  PermissionDeniedError,
  RateLimitError,
  ResponseParseError,
  TimeoutError,
} from '../src/index';
import { rejectionOf, sandboxClient } from './sandbox';

type ErrorClass = abstract new (...args: never[]) => MarketDataError;

/** Calls getFinancialMetrics once (no retries) with a sandbox fault on the request. */
async function faulted(fault: string, timeoutMs?: number) {
  const { client, requests } = sandboxClient({
    maxRetries: 0,
    timeoutMs,
    headers: { 'X-Sandbox-Fault': fault },
  });
  const error = await rejectionOf(client.stocks.getFinancialMetrics({ ticker: 'AAPL' }));
  expect(requests).toHaveLength(1);
  return error as MarketDataError;
}

describe('each sandbox fault maps to its error class', () => {
  const cases: [string, ErrorClass, Partial<MarketDataError>][] = [
    ['http-500', InternalServerError, { httpStatus: 500 }],
    ['http-503', InternalServerError, { httpStatus: 503 }],
    ['http-408', HttpError, { httpStatus: 408 }],
    ['http-409', HttpError, { httpStatus: 409 }],
    ['http-400', BadRequestError, { httpStatus: 400 }],
    ['http-404', NotFoundError, { httpStatus: 404 }],
    ['http-401', AuthenticationError, { httpStatus: 401 }],
    ['http-403', PermissionDeniedError, { httpStatus: 403 }],
    ['http-429', RateLimitError, { httpStatus: 429 }],
    ['rate-limit;retry-after=3', RateLimitError, { httpStatus: 429, retryAfterMs: 3000 }],
    ['envelope-4011', AuthenticationError, { statusCode: 4011, httpStatus: 200 }],
    ['envelope-4012', InvalidParamError, { statusCode: 4012, httpStatus: 200 }],
    ['envelope-4014;retry-after=2', RateLimitError, { statusCode: 4014, retryAfterMs: 2000 }],
    ['reset', NetworkError, {}],
    ['truncate', ResponseParseError, { httpStatus: 200 }],
    ['html', InternalServerError, { httpStatus: 502 }],
  ];
  for (const [fault, Kind, fields] of cases) {
    it(`${fault} → ${Kind.name}`, async () => {
      const error = await faulted(fault);
      expect(error).toBeInstanceOf(Kind);
      expect(error).toBeInstanceOf(MarketDataError);
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe(Kind.name);
      expect(error.operationId).toBe('getFinancialMetrics');
      expect(error).toMatchObject(fields);
    });
  }

  it('latency beyond timeoutMs → TimeoutError', async () => {
    const error = await faulted('latency;ms=400', 40);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.message).toContain('40 ms');
  });

  it('errors carry the request id the server sent', async () => {
    for (const fault of ['envelope-4012', 'http-503', 'html']) {
      const error = await faulted(fault);
      expect(error.requestId, fault).toBeTypeOf('string');
      expect(error.requestId!.length).toBeGreaterThan(0);
    }
  });

  it('envelope errors carry status_code and status_msg', async () => {
    const error = await faulted('envelope-4012');
    expect(error.statusMsg).toMatch(/^Invalid param/);
    expect(error.message).toContain('Invalid param');
  });
});

describe('bodies the sandbox never sends', () => {
  // A misbehaving proxy might answer 200 with any JSON; these come from prebuilt Responses.
  for (const body of ['"ok"', '42', 'null', '[]', '{"status":"fine"}', '']) {
    it(`a 200 with ${body || 'an empty body'} → ResponseParseError`, async () => {
      const fetch = async () => new Response(body, { status: 200 });
      const { client } = sandboxClient({ fetch, maxRetries: 0 });
      const error = await rejectionOf(client.stocks.getFinancialMetrics({ ticker: 'AAPL' }));
      expect(error).toBeInstanceOf(ResponseParseError);
      expect(error).toMatchObject({ httpStatus: 200, operationId: 'getFinancialMetrics' });
    });
  }

  it('an error status with an envelope → the class of its HTTP status first', async () => {
    const answers: [number, number, ErrorClass][] = [
      [500, 4012, InternalServerError],
      [404, 4012, NotFoundError],
      [400, 4012, InvalidParamError],
      [400, 4099, BadRequestError],
      [401, 4011, AuthenticationError],
      [429, 4014, RateLimitError],
      [200, 4099, ApiError],
    ];
    for (const [status, code, Kind] of answers) {
      const fetch = async () => Response.json({ status_code: code, status_msg: 'No' }, { status });
      const { client } = sandboxClient({ fetch, maxRetries: 0 });
      const error = await rejectionOf(client.stocks.getFinancialMetrics({ ticker: 'AAPL' }));
      expect(error, `${status} ${code}`).toBeInstanceOf(Kind);
      expect((error as Error).name, `${status} ${code}`).toBe(Kind.name);
      expect(error).toMatchObject({ httpStatus: status, statusCode: code });
    }
  });

  it('a wrong base path answered 404 with an envelope → NotFoundError', async () => {
    const fetch = async () =>
      Response.json({ status_code: 404, status_msg: 'Not Found', data: null }, { status: 404 });
    const { client } = sandboxClient({ fetch, maxRetries: 0 });
    const error = await rejectionOf(client.stocks.getFinancialMetrics({ ticker: 'AAPL' }));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toBeInstanceOf(ApiError);
  });
});

describe('the service itself', () => {
  it('answers a wrong key with AuthenticationError (4011)', async () => {
    const { client } = sandboxClient({ apiKey: 'sk-wrong-key-000000', maxRetries: 0 });
    const error = await rejectionOf(client.stocks.getFinancialMetrics({ ticker: 'AAPL' }));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ statusCode: 4011 });
  });

  it('answers an unknown ticker with InvalidParamError (4012), not retried', async () => {
    const { client, requests } = sandboxClient();
    const error = await rejectionOf(client.stocks.getFinancialMetrics({ ticker: 'ZZZZQ' }));
    expect(error).toBeInstanceOf(InvalidParamError);
    expect(error).toMatchObject({
      statusCode: 4012,
      statusMsg: 'Invalid param',
      param: 'ticker',
      rule: expect.stringMatching(/known US ticker/),
    });
    // The sandbox's X-Sandbox-Invalid-Param header reaches the message.
    expect((error as Error).message).toMatch(/^getFinancialMetrics: Invalid param: ticker must /);
    expect(requests).toHaveLength(1);
  });
});

describe('the hierarchy', () => {
  it('puts every answered error under ApiError and the rest beside it', () => {
    for (const Kind of [
      AuthenticationError,
      InvalidParamError,
      RateLimitError,
      BadRequestError,
      PermissionDeniedError,
      NotFoundError,
      InternalServerError,
      HttpError,
    ]) {
      const e = new Kind('x');
      expect(e).toBeInstanceOf(ApiError);
      expect(e).toBeInstanceOf(MarketDataError);
      expect(e).not.toBeInstanceOf(NetworkError);
    }
    expect(new InvalidParamError('x')).toBeInstanceOf(BadRequestError);
    expect(new AuthenticationError('x')).not.toBeInstanceOf(HttpError);
    expect(new TimeoutError('x')).toBeInstanceOf(NetworkError);
    expect(new NetworkError('x')).not.toBeInstanceOf(TimeoutError);
    for (const Kind of [
      TimeoutError,
      AbortError,
      NetworkError,
      ResponseParseError,
      ParamValidationError,
    ]) {
      const e = new Kind('x');
      expect(e).toBeInstanceOf(MarketDataError);
      expect(e).not.toBeInstanceOf(ApiError);
    }
    expect(new InvalidParamError('x')).not.toBeInstanceOf(RateLimitError);
    expect(new Error('x')).not.toBeInstanceOf(MarketDataError);
    expect(null).not.toBeInstanceOf(MarketDataError);
  });

  it('recognises errors from another copy of the package by their brand', async () => {
    vi.resetModules(); // the next import evaluates a second copy, as a dual ESM/CJS install would
    const copy = await import('../src/errors');
    expect(copy.RateLimitError).not.toBe(RateLimitError);
    const foreign = new copy.RateLimitError('from the other build', { statusCode: 4014 });
    expect(foreign).toBeInstanceOf(RateLimitError);
    expect(foreign).toBeInstanceOf(ApiError);
    expect(foreign).not.toBeInstanceOf(HttpError);
    expect(new copy.TimeoutError('x')).toBeInstanceOf(NetworkError);
  });

  it('serialises with its message and fields', () => {
    const e = new RateLimitError('slow down', {
      statusCode: 4014,
      retryAfterMs: 1000,
      requestId: 'r1',
    });
    expect(JSON.parse(JSON.stringify(e))).toEqual({
      name: 'RateLimitError',
      message: 'slow down',
      statusCode: 4014,
      retryAfterMs: 1000,
      requestId: 'r1',
    });
  });
});
