import {
  AbortError,
  ApiError,
  AuthenticationError,
  HttpError,
  InvalidParamError,
  MarketDataError,
  type MarketDataErrorFields,
  NetworkError,
  RateLimitError,
  ResponseParseError,
  TimeoutError,
} from '../errors';
import type { Log } from './log';
import type { RateLimiter } from './rateLimiter';
import { backoffMs, MAX_RETRY_AFTER_MS, parseRetryAfter } from './retryDelay';
import { sleep } from './sleep';

/** What one client instance shares between all its calls. */
export interface SendConfig {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  headers: Record<string, string>;
  timeoutMs: number;
  maxRetries: number;
  limiter?: RateLimiter;
  log?: Log;
  clean<TError extends MarketDataError>(error: TError): TError;
}

/** One logical call: the same URL, retried as needed. */
export interface SendCall {
  operationId?: string;
  signal?: AbortSignal | null;
  timeoutMs?: number;
  maxRetries?: number;
  method?: string;
  headers?: Record<string, string>;
}

/** A response that arrived, with its body read and judged. */
export interface Exchange {
  response: Response;
  text: string;
  body: unknown;
  requestId?: string;
  error?: MarketDataError;
}

const API_ERRORS: Record<number, typeof ApiError> = {
  4011: AuthenticationError,
  4012: InvalidParamError,
  4014: RateLimitError,
};

/** Judges a response: a success envelope, or the error it stands for. */
function judge(response: Response, text: string, operationId = 'request'): Exchange {
  const requestId = response.headers.get('x-request-id') ?? undefined;
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {}
  const env = body as { status_code?: unknown; status_msg?: unknown } | undefined;
  const code = typeof env?.status_code === 'number' ? env.status_code : undefined;
  const exchange: Exchange = { response, text, body, requestId };
  if (code === 0 && response.ok) return exchange;
  const status = response.status;
  const fields: MarketDataErrorFields = { operationId, httpStatus: status, requestId };
  fields.retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), Date.now());
  if (code !== undefined && code !== 0) {
    const statusMsg = String(env?.status_msg ?? '');
    const Kind = API_ERRORS[code] ?? ApiError;
    exchange.error = new Kind(`${operationId}: ${statusMsg || 'API error'} (status_code ${code})`, {
      ...fields,
      statusCode: code,
      statusMsg,
    });
  } else if (!response.ok) {
    const Kind =
      status === 401 || status === 403
        ? AuthenticationError
        : status === 429
          ? RateLimitError
          : HttpError;
    exchange.error = new Kind(
      `${operationId}: HTTP ${status} ${response.statusText}`.trim(),
      fields,
    );
  } else {
    const what = body === undefined ? 'not JSON (or cut short)' : 'not an API envelope';
    exchange.error = new ResponseParseError(`${operationId}: the response body is ${what}`, fields);
  }
  return exchange;
}

function isRetryable(error: MarketDataError): boolean {
  if (error instanceof RateLimitError) return true;
  if (error instanceof ApiError || error instanceof ResponseParseError) return false;
  if (error instanceof HttpError) {
    const s = error.httpStatus ?? 0;
    return s === 408 || s >= 500;
  }
  return error instanceof NetworkError || error instanceof TimeoutError;
}

/** One attempt: a fresh timeout, the caller's signal, the body read inside the timeout. */
async function attempt(cfg: SendConfig, url: string, call: SendCall, timeoutMs: number) {
  const { signal, operationId = 'request' } = call;
  const ctrl = new AbortController();
  const onAbort = () => ctrl.abort();
  signal?.addEventListener('abort', onAbort);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    ctrl.abort();
  }, timeoutMs);
  try {
    if (signal?.aborted) throw signal.reason;
    const init = { method: call.method ?? 'GET', headers: call.headers ?? cfg.headers };
    const response = await cfg.fetch(url, { ...init, signal: ctrl.signal });
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      if (ctrl.signal.aborted) throw cause;
      throw new ResponseParseError(`${operationId}: the response body was cut short`, {
        operationId,
        httpStatus: response.status,
        cause,
      });
    }
    return judge(response, text, operationId);
  } catch (cause) {
    if (cause instanceof MarketDataError) throw cause;
    if (signal?.aborted)
      throw new AbortError(`${operationId}: aborted by the caller`, { operationId, cause });
    if (timedOut)
      throw new TimeoutError(`${operationId}: no response within ${timeoutMs} ms`, { operationId });
    const reason = (cause as Error)?.message ?? String(cause);
    throw new NetworkError(`${operationId}: network error (${reason})`, { operationId, cause });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Sends a call with retries on network errors, timeouts, 408, 429, 5xx and 4014: exponential
 * backoff with jitter, or the server's `Retry-After` (up to 60 s). Resolves with the last
 * exchange (which may carry an `error`); rejects when no response arrived at all.
 */
export async function send(cfg: SendConfig, url: string, call: SendCall): Promise<Exchange> {
  const maxRetries = call.maxRetries ?? cfg.maxRetries;
  const timeoutMs = call.timeoutMs ?? cfg.timeoutMs;
  const { log, limiter } = cfg;
  const operationId = call.operationId ?? 'request';
  for (let n = 0; ; n++) {
    let exchange: Exchange | undefined;
    let error: MarketDataError;
    try {
      if (limiter) await limiter.acquire(call.signal ?? undefined);
      log?.('debug', 'request', {
        operationId,
        url,
        attempt: n + 1,
        headers: call.headers ?? cfg.headers,
      });
      exchange = await attempt(cfg, url, call, timeoutMs);
      if (!exchange.error) {
        log?.('debug', 'response', {
          operationId,
          status: exchange.response.status,
          requestId: exchange.requestId,
        });
        return exchange;
      }
      error = exchange.error;
    } catch (e) {
      error =
        e instanceof MarketDataError
          ? e
          : new AbortError(`${operationId}: aborted by the caller`, { operationId, cause: e });
    }
    cfg.clean(error);
    const wait = error.retryAfterMs ?? backoffMs(n);
    if (limiter && (error instanceof RateLimitError || error.retryAfterMs !== undefined)) {
      limiter.pause(wait);
    }
    const retry = n < maxRetries && wait <= MAX_RETRY_AFTER_MS && isRetryable(error);
    log?.(retry ? 'warn' : 'error', retry ? 'retrying' : 'failed', {
      operationId,
      attempt: n + 1,
      error: error.name,
      message: error.message,
      httpStatus: error.httpStatus,
      statusCode: error.statusCode,
      requestId: error.requestId,
      body: exchange?.body,
      ...(retry ? { delayMs: Math.round(wait) } : {}),
    });
    if (!retry) {
      if (exchange) return exchange;
      throw error;
    }
    try {
      await sleep(wait, call.signal ?? undefined);
    } catch (cause) {
      throw cfg.clean(
        new AbortError(`${operationId}: aborted by the caller`, { operationId, cause }),
      );
    }
  }
}
