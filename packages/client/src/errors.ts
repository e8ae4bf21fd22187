/**
 * One error hierarchy for everything the client can throw. Every class is checked by a brand as
 * well as by prototype, so `instanceof` also holds across the ESM and CommonJS builds.
 *
 * A response's error is classified by its HTTP status first and its envelope's `status_code`
 * second, so that the same failure gets the same class from the service and from the sandbox:
 *
 * ```text
 * MarketDataError
 * ├ ApiError                  the service answered with an error (httpStatus, statusCode)
 * │ ├ BadRequestError         HTTP 400
 * │ │ └ InvalidParamError     status_code 4012 (HTTP 200 or 400)
 * │ ├ AuthenticationError     HTTP 401, or status_code 4011
 * │ ├ PermissionDeniedError   HTTP 403
 * │ ├ NotFoundError           HTTP 404
 * │ ├ RateLimitError          HTTP 429, or status_code 4014 (retryAfterMs)
 * │ ├ InternalServerError     HTTP 500 to 599
 * │ └ HttpError               another non-2xx status (408, 409, 422, …)
 * ├ NetworkError              no response
 * │ └ TimeoutError            no response in timeoutMs, or no rate-limit slot in maxWaitMs
 * ├ AbortError                the caller's signal
 * ├ ResponseParseError        a 2xx body that is not the expected JSON
 * └ ParamValidationError      a parameter breaks the spec; nothing was sent (param, rule)
 * ```
 */

const BRAND = Symbol.for('@marketdata-sdk/client.error');

/** What a constructor may be given; each class declares which of these it always carries. */
export interface MarketDataErrorFields {
  /** The operation that failed, e.g. `listWires`. */
  operationId?: string | undefined;
  /** The HTTP status of the last response, when one arrived. */
  httpStatus?: number | undefined;
  /** The request id: the server's `x-request-id` when it sent one, else the one the client sent. */
  requestId?: string | undefined;
  /** The envelope's `status_code`, when the body had one. */
  statusCode?: number | undefined;
  /** The envelope's `status_msg`, when the body had one. */
  statusMsg?: string | undefined;
  /** How long the server asked to wait before retrying, in milliseconds. */
  retryAfterMs?: number | undefined;
  /** The parameter or option at fault. */
  param?: string | undefined;
  /** The rule it broke, e.g. `maximum`. */
  rule?: string | undefined;
  /** The bound that passed, in milliseconds (timeouts only). */
  timeoutMs?: number | undefined;
  /** The underlying error, when there is one. */
  cause?: unknown;
}

/**
 * The base of every error the client throws. Its `name` is the class's name; narrow a
 * `MarketDataError` by `instanceof` a subclass, or by `name` (each class's is a literal).
 *
 * @example
 * try { await client.stocks.getFinancialMetrics({ ticker: 'AAPL' }); }
 * catch (e) {
 *   if (e instanceof MarketDataError && e.name === 'RateLimitError') console.log(e.retryAfterMs);
 * }
 */
export class MarketDataError extends Error {
  /** Stable class name, kept through minification. */
  static kind = 'MarketDataError';
  declare readonly name: MarketDataErrorName;
  /** The operation that failed, e.g. `listWires`, when the error belongs to one. */
  declare operationId?: string;
  /** The request id, when a request was made: the server's `x-request-id`, else the client's. */
  declare requestId?: string;
  /** The HTTP status of the response, when one arrived. */
  declare httpStatus?: number;
  /** The envelope's `status_code`, when the body had one. */
  declare statusCode?: number;
  /** The envelope's `status_msg`, when the body had one. */
  declare statusMsg?: string;
  /** How long the server asked to wait (`Retry-After`), in milliseconds, when it said. */
  declare retryAfterMs?: number;
  /** The option or parameter at fault (an invalid option of the client, say). */
  declare param?: string;
  /** The rule it broke, when one is named. */
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
    (this as { name: string }).name = kinds[0]!;
    for (const key in fields) {
      const value = fields[key as keyof typeof fields];
      if (value !== undefined) (this as Record<string, unknown>)[key] = value;
    }
  }

  /** Narrows to the union of this class's kinds, each with its literal `name`. */
  static override [Symbol.hasInstance](value: unknown): value is AnyMarketDataError {
    const kinds = (value as { [BRAND]?: string[] } | null)?.[BRAND];
    // biome-ignore lint/complexity/noThisInStatic: `this` is the class right of `instanceof`.
    return !!kinds && kinds.includes((this as typeof MarketDataError).kind);
  }

  /** A plain object for logs and `JSON.stringify`, including the message. */
  toJSON(): Record<string, unknown> {
    return { ...(this as object), name: this.name, message: this.message };
  }
}

/** A class of the hierarchy with its literal `name`: what `instanceof` and `name` narrow to. */
type Named<TError, TName extends string> = TError & { readonly name: TName };

/**
 * Every error the client throws, each with its literal `name`: `e.name === 'RateLimitError'`
 * narrows a `MarketDataError` to a {@link RateLimitError}.
 */
export type AnyMarketDataError =
  | Named<MarketDataError, 'MarketDataError'>
  | Named<ApiError, 'ApiError'>
  | Named<BadRequestError, 'BadRequestError'>
  | InvalidParamError
  | AuthenticationError
  | PermissionDeniedError
  | NotFoundError
  | RateLimitError
  | InternalServerError
  | HttpError
  | Named<NetworkError, 'NetworkError'>
  | TimeoutError
  | AbortError
  | ResponseParseError
  | ParamValidationError;

/** The classes under {@link ApiError}, each with its literal `name`. */
type AnyApiError =
  | Named<ApiError, 'ApiError'>
  | Named<BadRequestError, 'BadRequestError'>
  | InvalidParamError
  | AuthenticationError
  | PermissionDeniedError
  | NotFoundError
  | RateLimitError
  | InternalServerError
  | HttpError;

/** The `name` of an error under {@link ApiError}. */
type ApiErrorName =
  | 'ApiError'
  | 'BadRequestError'
  | 'InvalidParamError'
  | 'AuthenticationError'
  | 'PermissionDeniedError'
  | 'NotFoundError'
  | 'RateLimitError'
  | 'InternalServerError'
  | 'HttpError';

/** The `name` of every error the client throws: its class's name. */
export type MarketDataErrorName =
  | 'MarketDataError'
  | ApiErrorName
  | 'NetworkError'
  | 'TimeoutError'
  | 'AbortError'
  | 'ResponseParseError'
  | 'ParamValidationError';

/**
 * The service answered with an error: a non-2xx HTTP status, or a 2xx envelope whose
 * `status_code` is not 0. A status with no class of its own (a 2xx with an unknown `status_code`)
 * is a bare `ApiError`.
 */
export class ApiError extends MarketDataError {
  static override kind = 'ApiError';
  declare static [Symbol.hasInstance]: (value: unknown) => value is AnyApiError;
  declare readonly name: ApiErrorName;
  declare operationId: string;
  /** The HTTP status of the response. */
  declare httpStatus: number;
}

/** HTTP 400; a 400 or 2xx with `status_code` 4012 is its {@link InvalidParamError}. */
export class BadRequestError extends ApiError {
  static override kind = 'BadRequestError';
  declare static [Symbol.hasInstance]: (
    value: unknown,
  ) => value is Named<BadRequestError, 'BadRequestError'> | InvalidParamError;
  declare readonly name: 'BadRequestError' | 'InvalidParamError';
}

/**
 * The service refused a parameter: `status_code` 4012 (the service says only "Invalid param";
 * the sandbox names the parameter and its rule, in `param` and `rule`).
 */
export class InvalidParamError extends BadRequestError {
  static override kind = 'InvalidParamError';
  declare static [Symbol.hasInstance]: (value: unknown) => value is InvalidParamError;
  declare readonly name: 'InvalidParamError';
  declare statusCode: number;
  declare statusMsg: string;
  /** The parameter, when the answer named it. */
  declare param?: string;
  /** The rule it broke, when the answer named it. */
  declare rule?: string;
}

/** The key is missing or refused: HTTP 401, or `status_code` 4011. */
export class AuthenticationError extends ApiError {
  static override kind = 'AuthenticationError';
  declare static [Symbol.hasInstance]: (value: unknown) => value is AuthenticationError;
  declare readonly name: 'AuthenticationError';
}

/** The key may not read this: HTTP 403. */
export class PermissionDeniedError extends ApiError {
  static override kind = 'PermissionDeniedError';
  declare static [Symbol.hasInstance]: (value: unknown) => value is PermissionDeniedError;
  declare readonly name: 'PermissionDeniedError';
}

/** No such path: HTTP 404 (a wrong `baseUrl`, say). */
export class NotFoundError extends ApiError {
  static override kind = 'NotFoundError';
  declare static [Symbol.hasInstance]: (value: unknown) => value is NotFoundError;
  declare readonly name: 'NotFoundError';
}

/** Too many requests: HTTP 429, or `status_code` 4014. See `retryAfterMs`. Retried. */
export class RateLimitError extends ApiError {
  static override kind = 'RateLimitError';
  declare static [Symbol.hasInstance]: (value: unknown) => value is RateLimitError;
  declare readonly name: 'RateLimitError';
}

/** The service failed: HTTP 500 to 599. Retried. */
export class InternalServerError extends ApiError {
  static override kind = 'InternalServerError';
  declare static [Symbol.hasInstance]: (value: unknown) => value is InternalServerError;
  declare readonly name: 'InternalServerError';
}

/** Another non-2xx HTTP status (408, 409, 422, …); a 408 is retried. */
export class HttpError extends ApiError {
  static override kind = 'HttpError';
  declare static [Symbol.hasInstance]: (value: unknown) => value is HttpError;
  declare readonly name: 'HttpError';
}

/** No response arrived: DNS, connection refused or reset. Retried. */
export class NetworkError extends MarketDataError {
  static override kind = 'NetworkError';
  declare static [Symbol.hasInstance]: (
    value: unknown,
  ) => value is Named<NetworkError, 'NetworkError'> | TimeoutError;
  declare readonly name: 'NetworkError' | 'TimeoutError';
  declare operationId: string;
}

/**
 * No response in time: an attempt took longer than `timeoutMs` (retried), or a call waited
 * longer than the rate-limit queue's `maxWaitMs` for a slot (not retried). A kind of
 * {@link NetworkError}.
 */
export class TimeoutError extends NetworkError {
  static override kind = 'TimeoutError';
  declare static [Symbol.hasInstance]: (value: unknown) => value is TimeoutError;
  declare readonly name: 'TimeoutError';
  /** The bound that passed, in milliseconds: `timeoutMs`, or the queue's `maxWaitMs`. */
  declare timeoutMs: number;
}

/**
 * The caller's own `AbortSignal` aborted the call (in flight, in a backoff wait or in the
 * rate-limit queue). Only that: other failures keep their own class. Logged at debug level.
 */
export class AbortError extends MarketDataError {
  static override kind = 'AbortError';
  declare static [Symbol.hasInstance]: (value: unknown) => value is AbortError;
  declare readonly name: 'AbortError';
  declare operationId: string;
}

/** A 2xx response that is not JSON, not an envelope, cut short, or larger than allowed. */
export class ResponseParseError extends MarketDataError {
  static override kind = 'ResponseParseError';
  declare static [Symbol.hasInstance]: (value: unknown) => value is ResponseParseError;
  declare readonly name: 'ResponseParseError';
  declare operationId: string;
  /** The HTTP status of the response. */
  declare httpStatus: number;
}

/** A parameter broke the spec's constraints; no request was sent. See `param` and `rule`. */
export class ParamValidationError extends MarketDataError {
  static override kind = 'ParamValidationError';
  declare static [Symbol.hasInstance]: (value: unknown) => value is ParamValidationError;
  declare readonly name: 'ParamValidationError';
  declare operationId: string;
  /** The parameter at fault. */
  declare param: string;
  /** The rule it broke, e.g. `maximum`. */
  declare rule: string;
}
