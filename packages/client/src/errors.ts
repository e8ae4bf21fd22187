/**
 * One error hierarchy for everything the client can throw. Every class is checked by a brand as
 * well as by prototype, so `instanceof` also holds across the ESM and CommonJS builds.
 */

const BRAND = Symbol.for('@marketdata-sdk/client.error');

/** Fields an error may carry; absent when they do not apply. */
export interface MarketDataErrorFields {
  /** The operation that failed, e.g. `listWires`. */
  operationId?: string;
  /** The HTTP status of the last response, when one arrived. */
  httpStatus?: number;
  /** The request id the server returned (`x-request-id`), when present. */
  requestId?: string;
  /** The envelope's `status_code`, when the body had one. */
  statusCode?: number;
  /** The envelope's `status_msg`, when the body had one. */
  statusMsg?: string;
  /** How long the server asked to wait before retrying, in milliseconds. */
  retryAfterMs?: number;
  /** The invalid parameter (validation errors only). */
  param?: string;
  /** The rule the parameter broke, e.g. `maximum` (validation errors only). */
  rule?: string;
  /** The underlying error, when there is one. */
  cause?: unknown;
}

/**
 * The base of every error the client throws.
 *
 * @example
 * try { await client.stocks.getFinancialMetrics({ ticker: 'AAPL' }); }
 * catch (e) { if (e instanceof MarketDataError) console.log(e.name, e.requestId); }
 */
export class MarketDataError extends Error implements MarketDataErrorFields {
  /** Stable class name, kept through minification. */
  static kind = 'MarketDataError';
  declare operationId?: string;
  declare httpStatus?: number;
  declare requestId?: string;
  declare statusCode?: number;
  declare statusMsg?: string;
  declare retryAfterMs?: number;
  declare param?: string;
  declare rule?: string;
  /**
   * The headers of the response that caused the error, when one arrived (`Retry-After`, a
   * gateway's own headers, …). Not enumerable, so logs and `toJSON()` leave it out.
   */
  declare readonly headers?: Headers;

  constructor(message: string, { cause, ...fields }: MarketDataErrorFields = {}) {
    super(message, cause === undefined ? undefined : { cause });
    const kinds: string[] = [];
    for (let c = new.target as { kind?: string } | null; c?.kind; c = Object.getPrototypeOf(c)) {
      kinds.push(c.kind);
    }
    Object.defineProperty(this, BRAND, { value: kinds });
    this.name = kinds[0]!;
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined) (this as Record<string, unknown>)[key] = value;
    }
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    const kinds = (value as { [BRAND]?: string[] } | null)?.[BRAND];
    // biome-ignore lint/complexity/noThisInStatic: `this` is the class right of `instanceof`.
    return !!kinds && kinds.includes((this as typeof MarketDataError).kind);
  }

  /** A plain object for logs and `JSON.stringify`, including the message. */
  toJSON(): Record<string, unknown> {
    return { ...(this as object), name: this.name, message: this.message };
  }
}

/** The service answered with a non-zero envelope `status_code`. */
export class ApiError extends MarketDataError {
  static override kind = 'ApiError';
}

/** The key was missing or refused: `status_code` 4011, or HTTP 401/403. */
export class AuthenticationError extends ApiError {
  static override kind = 'AuthenticationError';
}

/** The service rejected a parameter: `status_code` 4012. */
export class InvalidParamError extends ApiError {
  static override kind = 'InvalidParamError';
}

/** Too many requests: `status_code` 4014, or HTTP 429. See `retryAfterMs`. */
export class RateLimitError extends ApiError {
  static override kind = 'RateLimitError';
}

/** A non-2xx HTTP response without an API envelope (gateway, proxy, server failure). */
export class HttpError extends MarketDataError {
  static override kind = 'HttpError';
}

/** An attempt took longer than `timeoutMs`. */
export class TimeoutError extends MarketDataError {
  static override kind = 'TimeoutError';
}

/**
 * The caller's own `AbortSignal` aborted the call (in flight, in a backoff wait or in the
 * rate-limit queue). Only that: other failures keep their own class. Logged at debug level.
 */
export class AbortError extends MarketDataError {
  static override kind = 'AbortError';
}

/** The request never got a response: DNS, connection refused or reset. */
export class NetworkError extends MarketDataError {
  static override kind = 'NetworkError';
}

/** The response was not JSON, not an envelope, or was cut short. */
export class ResponseParseError extends MarketDataError {
  static override kind = 'ResponseParseError';
}

/** A parameter broke the spec's constraints; no request was sent. See `param` and `rule`. */
export class ParamValidationError extends MarketDataError {
  static override kind = 'ParamValidationError';
}
