import type { OperationRow } from '@marketdata-sdk/types/internal';
import {
  checkRateLimitOptions,
  type RateLimiter,
  type RateLimitOptions,
} from './createRateLimiter';
import { MarketDataError, ResponseParseError } from './errors';
import { buildUrl } from './internals/buildUrl';
import { attachCore } from './internals/core';
import { isBrowser, readEnv } from './internals/env';
import { mergeHeaders } from './internals/headers';
import { createLog, createScrubber, isLogLevel, type Logger, type LogLevel } from './internals/log';
import {
  badChar,
  CALL_RULES,
  checkNested,
  checkOptions,
  FETCH_OPTIONS_RULE,
  HEADERS_RULE,
  isFn,
  num,
  type OptionRule,
  SIGNAL_RULE,
} from './internals/options';
import { scrubError } from './internals/scrubError';
import { type Exchange, type SendCall, type SendConfig, send } from './internals/send';

/** The production base URL of the service. */
export const DEFAULT_BASE_URL = 'https://openapi.ainvest.com/open';

/**
 * The settings a client gives every call and a call may set for itself ({@link ClientOptions}
 * and {@link RequestOptions} both extend it); a call's own value wins over the client's.
 */
export interface CallSettings {
  /** Timeout of each attempt in milliseconds (default 30 000). */
  timeoutMs?: number | undefined;
  /** Retries after the first attempt (default 2). */
  maxRetries?: number | undefined;
  /**
   * Extra headers, merged by name case-insensitively, a call's over the client's: an
   * `Authorization` here replaces the one made from `apiKey`, an `Accept` replaces the default.
   */
  headers?: Record<string, string> | undefined;
  /**
   * Passed on to every `fetch` (e.g. an undici `dispatcher` for a proxy, `keepalive`, `cache`),
   * a call's keys over the client's; `method`, `body`, `headers` and `signal` stay the client's.
   */
  fetchOptions?: FetchOptions | undefined;
}

/**
 * The `RequestInit` of {@link CallSettings.fetchOptions}: what `fetch` takes, less what the
 * client sets itself, plus undici's `dispatcher` (Node's `fetch`: a `ProxyAgent`, an `Agent`).
 */
export type FetchOptions = Omit<RequestInit, 'method' | 'body' | 'headers' | 'signal'> & {
  /** An undici `Dispatcher` for Node's `fetch`, such as `new ProxyAgent(url)` from `undici`. */
  dispatcher?: unknown;
};

/** Options of {@link createMarketDataClient} (and, with a queue as `rateLimit`, of {@link createTransport}). */
export interface ClientOptions extends CallSettings {
  /** API key sent as `Authorization: Bearer`; defaults to `MARKETDATA_API_KEY` where an environment exists. */
  apiKey?: string | undefined;
  /** Service root; defaults to `MARKETDATA_BASE_URL`, else the production URL. A path such as `/api` targets a same-origin proxy. */
  baseUrl?: string | undefined;
  /** The largest response body read, in bytes (default 33 554 432, 32 MiB); a larger one fails with `ResponseParseError`. */
  maxResponseBytes?: number | undefined;
  /** The `fetch` to use (default `globalThis.fetch`). */
  fetch?: ((input: string, init: RequestInit) => Promise<Response>) | undefined;
  /** Receives one line per attempt, retry and failure; secrets are redacted. */
  logger?: Logger | undefined;
  /**
   * The least severe level that reaches `logger`: `'debug'` adds each request and response,
   * `'off'` silences it (default `MARKETDATA_LOG`, else `'warn'`).
   */
  logLevel?: LogLevel | undefined;
  /** Client-side rate limit: `{ requests, windowMs }`, or a queue from `createRateLimiter` to share. */
  rateLimit?: RateLimitOptions | RateLimiter | undefined;
  /** Field or header names whose values are replaced by `[redacted]` in log lines. */
  redact?: readonly string[] | undefined;
  /** Allows an API key in a browser, where every visitor can read it. Prefer a same-origin proxy. */
  dangerouslyAllowBrowser?: boolean | undefined;
  /** Allows a plain `http:` base URL that is not loopback. */
  allowInsecureHttp?: boolean | undefined;
  /** A response cache from `createResponseCache()` of `@marketdata-sdk/client/cache` (default: none). */
  cache?: ResponseCache | undefined;
}

/** What a {@link ResponseCache} is told about a call. */
export interface CacheableCall {
  /** The operation's row; its `cacheTtlSeconds` comes from the spec's `x-cache-ttl`. */
  readonly op: OperationRow;
  /** The call's parameters, already validated. */
  readonly params: Readonly<Record<string, unknown>>;
  /** The client's API key, for the cache to namespace its keys by a hash of it. */
  readonly apiKey: string | undefined;
  /** The caller's signal: it ends this caller's wait, not a load other callers share. */
  readonly signal?: AbortSignal | undefined;
}

/**
 * A response cache: answers a call from its store, or through `load` (which sends it). Only
 * successful, checked responses reach it. See `createResponseCache` in
 * `@marketdata-sdk/client/cache`.
 */
export interface ResponseCache {
  /** Answers `call`, from the cache or through `load`. */
  through<T>(call: CacheableCall, load: () => Promise<WithResponse<T>>): Promise<WithResponse<T>>;
}

/** Options of {@link createTransport}: a rate limit must be a queue from `createRateLimiter`. */
export type TransportOptions = Omit<ClientOptions, 'rateLimit'> & {
  /** A queue from `createRateLimiter`, possibly shared with other transports. */
  rateLimit?: RateLimiter | undefined;
};

/** Per-call options, accepted last by every method: the client's settings for this call only. */
export interface RequestOptions extends CallSettings {
  /** Cancels the call, including retries and waits. */
  signal?: AbortSignal | undefined;
}

/** A payload with the response it came in. */
export interface WithResponse<TData> {
  /** The unwrapped payload. */
  data: TData;
  /** The raw `Response` (its body is already read). */
  response: Response;
  /** The server's request id (`x-request-id`), when it sent one. */
  requestId?: string;
}

/** The shared core under every resource: auth, retries, timeouts, rate limit and logging. */
export interface Transport {
  /** The base URL every path is appended to. */
  readonly baseUrl: string;
  /** Validates `params`, calls the operation and unwraps its envelope. */
  call<TData = unknown>(
    op: OperationRow,
    params: object | undefined,
    options?: RequestOptions,
  ): Promise<WithResponse<TData>>;
}

/** @internal The transport plus what `createRawClient` (the `/raw` entry) needs to share it. */
export interface TransportCore {
  transport: Transport;
  headers: Record<string, string>;
  send(url: string, call: SendCall): Promise<Exchange>;
}

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

function fail(param: string, message: string, rule?: string): never {
  throw new MarketDataError(`createMarketDataClient: ${message}`, { param, rule });
}

function checkBaseUrl(baseUrl: string, allowInsecureHttp?: boolean): string {
  // Paths are appended to the base URL: a query or fragment in it would end up mid-URL.
  const rule = 'no query string or fragment';
  if (/[?#]/.test(baseUrl)) fail('baseUrl', `baseUrl must have ${rule} ("?" or "#")`, rule);
  if (!baseUrl.startsWith('/')) {
    let url: URL | undefined;
    try {
      url = new URL(baseUrl);
    } catch {}
    const insecure =
      url?.protocol === 'http:' && !LOOPBACK.test(url.hostname) && !allowInsecureHttp;
    if (!url || !/^https?:$/.test(url.protocol))
      fail('baseUrl', 'baseUrl must be an https: URL or a "/path"');
    if (insecure)
      fail('baseUrl', 'baseUrl is plain http: to a non-loopback host (see allowInsecureHttp)');
  }
  return baseUrl.replace(/\/+$/, '');
}

const isStr = (v: unknown) => typeof v === 'string';
const LEVEL_RULE = 'one of debug, info, warn, error, off';
const isBool = (v: unknown) => typeof v === 'boolean';

/** The rules of every option but `rateLimit`, whose rule differs between client and transport. */
const CORE_RULES: OptionRule[] = /* @__PURE__ */ CALL_RULES.concat([
  HEADERS_RULE,
  FETCH_OPTIONS_RULE,
  ['maxResponseBytes', /* @__PURE__ */ num(1, 2 ** 53, 1), 'an integer >= 1'],
  ['apiKey', (v: unknown) => isStr(v) || typeof v, 'a string'],
  ['baseUrl', isStr, 'a string'],
  ['fetch', isFn, 'a function'],
  ['logger', (v: unknown) => !!v && typeof v === 'object', 'an object'],
  ['logLevel', isLogLevel, LEVEL_RULE],
  ['redact', (v: unknown[]) => Array.isArray(v) && v.every(isStr), 'an array of strings'],
  ['dangerouslyAllowBrowser', isBool, 'a boolean'],
  ['allowInsecureHttp', isBool, 'a boolean'],
  ['cache', (v: ResponseCache) => isFn(v?.through), 'a response cache from createResponseCache()'],
]);

/** The options of a call that passed none: nothing to check. */
const NO_OPTIONS: RequestOptions = {};

/** The rules of a call's own options. */
const REQUEST_RULES: OptionRule[] = /* @__PURE__ */ CALL_RULES.concat([
  HEADERS_RULE,
  FETCH_OPTIONS_RULE,
  SIGNAL_RULE,
]);

/**
 * @internal Checks every option of the client, so that a mistake (a misspelt name included)
 * fails at creation; `where` names the call in messages (`withOptions`).
 */
export function checkClientOptions(o: ClientOptions, where = 'createMarketDataClient') {
  checkOptions(
    where,
    o,
    [
      ...CORE_RULES,
      [
        'rateLimit',
        (q: object | null) => !!q && typeof q === 'object',
        '{ requests, windowMs } or a queue from createRateLimiter',
      ],
    ],
    undefined,
    true,
  );
  const limit = o.rateLimit;
  if (limit && !isFn((limit as RateLimiter).acquire)) {
    checkNested('rateLimit.', () => checkRateLimitOptions(where, limit as RateLimitOptions));
  }
}

/**
 * Creates the shared transport. Most users call {@link createMarketDataClient} instead; the
 * transport with a resource factory keeps a bundle small.
 *
 * @example
 * const transport = createTransport({ rateLimit: createRateLimiter({ requests: 5, windowMs: 30_000 }) });
 * const stocks = createStocksResource(transport);
 */
export function createTransport(options: TransportOptions = {}): Transport {
  checkOptions(
    'createTransport',
    options,
    [
      ...CORE_RULES,
      ['rateLimit', (q: RateLimiter) => isFn(q?.acquire), 'a queue from createRateLimiter'],
    ],
    undefined,
    true,
  );
  return createCore(options).transport;
}

/**
 * @internal Builds the transport and exposes its sender to `createMarketDataClient`; the caller
 * has checked the options.
 */
export function createCore(options: TransportOptions): TransportCore {
  const { cache } = options;
  const apiKey = options.apiKey ?? readEnv('MARKETDATA_API_KEY');
  const explicitBase = options.baseUrl ?? readEnv('MARKETDATA_BASE_URL');
  const bad = apiKey && badChar(apiKey, /[\p{Cc}\u0100-\u{10ffff}]/u);
  if (bad) {
    fail(
      'apiKey',
      `apiKey has ${bad}: control characters and characters beyond U+00FF cannot be sent`,
    );
  }
  if (!apiKey && !explicitBase)
    fail('apiKey', 'no apiKey (or MARKETDATA_API_KEY) and no baseUrl of a proxy');
  if (apiKey && isBrowser() && !options.dangerouslyAllowBrowser) {
    fail(
      'apiKey',
      'a key in a browser is public: use a same-origin proxy or dangerouslyAllowBrowser',
    );
  }
  const baseUrl = checkBaseUrl(explicitBase ?? DEFAULT_BASE_URL, options.allowInsecureHttp);
  if (baseUrl.startsWith('/') && !isBrowser() && !options.fetch) {
    fail('baseUrl', 'a relative baseUrl needs a browser or your own fetch');
  }
  const logLevel = options.logLevel ?? (readEnv('MARKETDATA_LOG') as LogLevel) ?? 'warn';
  if (!isLogLevel(logLevel)) fail('logLevel', `MARKETDATA_LOG must be ${LEVEL_RULE}`);
  const doFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const defaults: Record<string, string> = { accept: 'application/json' };
  if (apiKey) defaults.authorization = `Bearer ${apiKey}`;
  const headers = mergeHeaders(defaults, options.headers);
  const scrub = createScrubber(apiKey, options.redact ?? []);
  // Ids unique enough to find one call in the logs: a random prefix per client and a counter.
  const idPrefix = `mdc-${Math.random().toString(36).slice(2, 10)}-`;
  let calls = 0;
  const cfg: SendConfig = {
    fetch: doFetch,
    headers,
    timeoutMs: options.timeoutMs ?? 30_000,
    maxRetries: options.maxRetries ?? 2,
    maxResponseBytes: options.maxResponseBytes ?? 2 ** 25,
    fetchOptions: options.fetchOptions,
    limiter: options.rateLimit,
    log: createLog(options.logger, scrub, logLevel),
    clean(error) {
      scrubError(error, scrub);
      return error;
    },
    newId: () => idPrefix + ++calls,
    pool: [],
  };
  const transport: Transport = {
    baseUrl,
    call(op, params, options = NO_OPTIONS) {
      const { operationId } = op;
      const own = options?.headers && mergeHeaders(headers, options.headers);
      // A caller's x-request-id (per call, else per client) wins over a new one.
      const requestId = (own ?? headers)['x-request-id'] ?? cfg.newId();
      let url: string;
      try {
        if (options !== NO_OPTIONS) {
          checkOptions(operationId, options, REQUEST_RULES, { operationId, requestId }, true);
        }
        url = buildUrl(baseUrl, op, params as Record<string, unknown>);
      } catch (error) {
        return Promise.reject(cfg.clean(Object.assign(error as MarketDataError, { requestId })));
      }
      const load = async (opts: RequestOptions) => {
        const call: SendCall = { ...opts, operationId, requestId, headers: own };
        const ex = await send(cfg, url, call);
        if (ex.error) throw ex.error;
        const data = (ex.body as { data?: { data?: unknown } }).data;
        const value = op.unwrap ? data?.data : data;
        // The envelope must carry what the operation promises: a list, an object, null if nullable.
        if (
          op.unwrap ? !Array.isArray(value) : typeof data !== 'object' || (!data && !op.nullable)
        ) {
          const got = op.unwrap && data && typeof data === 'object' ? value : data;
          throw cfg.clean(
            new ResponseParseError(
              `${operationId}: expected data${op.unwrap ? '.data to be an array' : ' to be an object'}, got ${got === null ? 'null' : typeof got}`,
              {
                operationId,
                httpStatus: ex.response.status,
                requestId: ex.requestId ?? requestId,
              },
            ),
          );
        }
        const id = scrub(ex.requestId ?? requestId) as string;
        // The request id rides on the payload too, not enumerable, as `_request_id`.
        if (value && typeof value === 'object') {
          Object.defineProperty(value, '_request_id', { value: id });
        }
        return { data: value as never, response: ex.response, requestId: id };
      };
      // A cached load may serve several callers: it runs without any one caller's signal.
      // Per-call headers may change the answer (another key): such a call skips the cache.
      return cache && !options.headers
        ? cache.through({ op, params: { ...params }, apiKey, signal: options.signal }, () =>
            load({ ...options, signal: undefined }),
          )
        : load(options);
    },
  };
  const core: TransportCore = { transport, headers, send: (url, call) => send(cfg, url, call) };
  attachCore(transport, core);
  return core;
}
