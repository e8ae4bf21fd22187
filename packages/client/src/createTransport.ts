import type { OperationRow } from '@marketdata-sdk/types/internal';
import { CORE_RULES, type TransportExtension } from './createCoreTransport';
import { LIMIT_RULE, type RateLimiter, type RateLimitOptions } from './createRateLimiter';
import { buildCore, fail } from './internals/buildCore';
import { readEnv } from './internals/env';
import { isLogLevel, LEVEL_RULE, type Logger, type LogLevel } from './internals/log';
import { checkOptions, isFn, MAX_RETRIES_RULE, type OptionRule } from './internals/options';
import { sendWithRetries } from './internals/retry';
import type { Exchange, SendCall } from './internals/send';
import { LOG_RULES, withLogging } from './withLogging';
import { withRetries } from './withRetries';

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

/**
 * The shared core under every resource: auth, parameter checks, timeouts and the typed errors;
 * retries, the rate-limit queue and logging when built by `createTransport` (or added to
 * `createCoreTransport` as extensions).
 */
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

/** The rules of every option but `rateLimit`, whose rule differs between client and transport. */
const ALL_RULES: OptionRule[] = /* @__PURE__ */ CORE_RULES.concat([MAX_RETRIES_RULE, ...LOG_RULES]);

/**
 * @internal Checks every option of the client, so that a mistake (a misspelt name included)
 * fails at creation.
 */
export function checkClientOptions(o: ClientOptions) {
  checkOptions(
    'createMarketDataClient',
    o,
    [
      ...ALL_RULES,
      [
        'rateLimit',
        (q: RateLimitOptions & RateLimiter) => isFn(q?.acquire) || LIMIT_RULE[1](q as never),
        LIMIT_RULE[2],
      ],
    ],
    undefined,
    true,
  );
}

/**
 * Creates the shared transport, with retries (`maxRetries`, default 2), the rate-limit queue
 * (`rateLimit`) and logging (`logger`). Most users call {@link createMarketDataClient} instead;
 * the transport with a resource factory or standalone functions keeps a bundle smaller, and
 * `createCoreTransport` with only the extensions an app imports keeps it smallest.
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
      ...ALL_RULES,
      ['rateLimit', (q: RateLimiter) => isFn(q?.acquire), 'a queue from createRateLimiter'],
    ],
    undefined,
    true,
  );
  return createCore(options).transport;
}

/**
 * @internal Builds the transport of `createTransport` and `createMarketDataClient`: the core
 * transport with `withRetries` and, given a logger, `withLogging`. The caller has checked the
 * options.
 */
export function createCore(options: TransportOptions): TransportCore {
  const where = 'createMarketDataClient';
  const { logger, redact } = options;
  const logLevel = options.logLevel ?? (readEnv('MARKETDATA_LOG') as LogLevel) ?? 'warn';
  if (!isLogLevel(logLevel)) fail(where, 'logLevel', `MARKETDATA_LOG must be ${LEVEL_RULE}`);
  const use: TransportExtension[] = [
    withRetries({ maxRetries: options.maxRetries, rateLimit: options.rateLimit }),
  ];
  if (logger) use.push(withLogging({ logger, logLevel, redact }));
  return buildCore(where, options, sendWithRetries, use);
}
