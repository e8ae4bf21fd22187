import type { RateLimiter } from '../createRateLimiter';
import type { CallSettings } from '../createTransport';
import {
  AbortError,
  HttpError,
  InternalServerError,
  MarketDataError,
  NetworkError,
  RateLimitError,
  ResponseParseError,
  TimeoutError,
} from '../errors';
import { judge } from './judge';
import type { Log } from './log';
import { backoffMs, MAX_RETRY_AFTER_MS } from './retryDelay';
import { sleep } from './sleep';

/** What one client instance shares between all its calls. */
export interface SendConfig extends Required<Omit<CallSettings, 'fetchOptions'>> {
  /** The client's `fetchOptions`, under a call's own. */
  fetchOptions: CallSettings['fetchOptions'];
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The largest body read, in bytes. */
  maxResponseBytes: number;
  limiter?: RateLimiter;
  log?: Log;
  clean(error: MarketDataError): MarketDataError;
  /** A new request id, sent as `X-Request-Id`. */
  newId(): string;
  /** Controllers of finished attempts that never aborted, ready for the next attempts. */
  pool: Pooled[];
}

/** An abort controller and how many attempts it has served. */
export type Pooled = [controller: AbortController, uses: number];

/**
 * How many attempts one controller serves. Each `fetch` leaves a listener on the signal it was
 * given until the request is garbage-collected; the bound keeps that list short.
 */
const MAX_USES = 8;

/** One logical call: the same URL, retried as needed. */
export interface SendCall extends CallSettings {
  operationId?: string;
  signal?: AbortSignal | null;
  method?: string;
  /** The id sent as `X-Request-Id` (default: a new one, or the caller's `x-request-id` header). */
  requestId?: string;
}

/** A response that arrived, with its body read and judged. */
export interface Exchange {
  /** The response; its body text is {@link bodyOf} it. */
  response: Response;
  body?: { data?: unknown; status_code?: unknown; status_msg?: unknown };
  requestId?: string;
  error?: MarketDataError;
}

/** The body text of each response read, for `.asResponse()`. */
const bodies = /* @__PURE__ */ new WeakMap<Response, string>();

/** The body text read from `response` (a cached answer has none). */
export const bodyOf = (response: Response): string | undefined => bodies.get(response);

/** The cause an attempt's timer settles it with. */
const TIMED_OUT = {};

const aborted = (operationId: string, cause: unknown) =>
  new AbortError(`${operationId}: aborted`, { operationId, cause });

/** Whether a later attempt may succeed: no response (a timeout too), a rate limit, 408 or a 5xx. */
export function isRetryable(error: MarketDataError): boolean {
  return (
    error instanceof InternalServerError ||
    error instanceof RateLimitError ||
    error instanceof NetworkError ||
    (error instanceof HttpError && error.httpStatus === 408)
  );
}

/** Host, port and path of a URL, for messages: `127.0.0.1:4010/news/v1/wire/page/history`. */
export const at = (url: string) => url.replace(/^[a-z]+:\/\/|\?.*$/gi, '');

/**
 * The system error code under a `fetch failed` (e.g. `ECONNREFUSED`), else the message of its
 * cause (`bad port`), else its own message.
 */
const systemError = (e: {
  message?: string;
  cause?: { code?: string; message?: string; errors?: { code?: string }[] };
}) => e?.cause?.code ?? e?.cause?.errors?.[0]?.code ?? String(e?.cause?.message ?? e?.message ?? e);

/**
 * Reads a body as text, failing with `ResponseParseError` once it passes `max` bytes: at once
 * from `Content-Length`, else with a running count while it streams (a compressed body's
 * `Content-Length` does not count what it decodes to).
 */
function readBody(r: Response, max: number, id: string, url: string): Promise<string> {
  const length = r.headers.get('content-length') as string;
  const tooLarge = (size: string) =>
    new ResponseParseError(`${id}: ${at(url)} sent ${size} bytes, over maxResponseBytes ${max}`, {
      operationId: id,
      httpStatus: r.status,
    });
  if (+length > max) {
    void r.body?.cancel().catch(() => {});
    throw tooLarge(length);
  }
  return readStream(r, max, tooLarge);
}

/** Reads a body as a stream, counting its bytes. */
async function readStream(
  r: Response,
  max: number,
  tooLarge: (size: string) => ResponseParseError,
): Promise<string> {
  const reader = r.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  for (let n = 0; ; ) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    n += value.byteLength;
    if (n > max) {
      void reader.cancel().catch(() => {});
      throw tooLarge(`more than ${max}`);
    }
    text += decoder.decode(value, { stream: true });
  }
}

/**
 * One attempt under its own timeout and the caller's signal, the body read inside the timeout.
 * Its signal comes from a pool: creating an `AbortController` and handing a new signal to
 * `fetch` are a large part of a call's CPU, and a signal that never aborted can serve again. A
 * timeout or an abort aborts the request and retires its controller.
 */
function attempt(
  cfg: SendConfig,
  url: string,
  call: SendCall,
  headers: Record<string, string>,
  ms: number,
  id: string,
): Promise<Exchange> {
  const signal = call.signal ?? undefined;
  if (signal?.aborted) return Promise.reject(aborted(id, signal.reason));
  const { pool } = cfg;
  const pooled: Pooled = pool.pop() ?? [new AbortController(), 0];
  const [ctrl] = pooled;
  let response: Response | undefined;
  return new Promise<Exchange>((resolve, reject) => {
    // Settles once: with the exchange, or with the typed error of what went wrong.
    const settle = (ex?: Exchange, cause?: unknown) => {
      if (!timer) return;
      clearTimeout(timer);
      timer = undefined;
      signal?.removeEventListener('abort', onAbort);
      if (ex) {
        if (++pooled[1] < MAX_USES) pool.push(pooled);
        return resolve(ex);
      }
      ctrl.abort(cause);
      const fields = { operationId: id, httpStatus: response?.status, cause };
      reject(
        cause instanceof MarketDataError
          ? cause
          : signal?.aborted
            ? aborted(id, cause)
            : cause === TIMED_OUT
              ? new TimeoutError(`${id}: no response from ${at(url)} in ${ms} ms`, {
                  operationId: id,
                  timeoutMs: ms,
                })
              : response
                ? new ResponseParseError(`${id}: the body from ${at(url)} was cut short`, fields)
                : new NetworkError(
                    `${id}: no response from ${at(url)} (${systemError(cause as never)})`,
                    fields,
                  ),
      );
    };
    const onAbort = () => settle(undefined, signal!.reason);
    // Settled by the timer too, so that a fetch which ignores signals cannot hang the call.
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(
      settle,
      ms,
      undefined,
      TIMED_OUT,
    );
    signal?.addEventListener('abort', onAbort);
    cfg
      .fetch(url, {
        ...cfg.fetchOptions,
        ...call.fetchOptions,
        method: call.method ?? 'GET',
        headers,
        signal: ctrl.signal,
      } as RequestInit)
      .then((r) => {
        response = r;
        return readBody(r, cfg.maxResponseBytes, id, url);
      })
      .then((text) => settle(judge(response!, bodies.set(response!, text) && text, id, url)))
      .catch((cause) => settle(undefined, cause));
  });
}

/** The caller's abort, logged once at debug: never a failure worth a warning. */
function abortOf(cfg: SendConfig, id: string, requestId: string, cause: unknown): MarketDataError {
  cfg.log?.('debug', 'aborted', { operationId: id, requestId });
  return cfg.clean(Object.assign(aborted(id, cause), { requestId }));
}

/**
 * Sends a call with retries on network errors, timeouts, 408, 429, 5xx and 4014: exponential
 * backoff with jitter, or the server's `Retry-After` (up to 60 s). Resolves with the last
 * exchange (which may carry an `error`); rejects when no response arrived at all.
 */
export async function send(cfg: SendConfig, url: string, call: SendCall): Promise<Exchange> {
  const { log, limiter } = cfg;
  const id = call.operationId ?? 'request';
  const signal = call.signal ?? undefined;
  const base = call.headers ?? cfg.headers;
  const requestId = call.requestId ?? base['x-request-id'] ?? cfg.newId();
  const headers = { ...base, 'x-request-id': requestId };
  const startedAt = Date.now();
  // Rate limits met while a limiter queues the call: waited out, not counted as retries.
  let waitedOut = 0;
  for (let n = 0; ; n++) {
    let ex: Exchange | undefined;
    let error: MarketDataError;
    // The wait for a rate-limit slot is bounded by the queue's own `maxWaitMs` and the caller's
    // signal, never by `timeoutMs`, which bounds each attempt once it leaves. Not retried: a
    // call that waited its whole bound for a slot would only queue again.
    if (limiter) {
      try {
        await limiter.acquire(signal);
      } catch (cause) {
        if (signal?.aborted) throw abortOf(cfg, id, requestId, cause);
        if (cause instanceof TimeoutError) cause.message = `${id}: ${cause.message}`;
        if (cause instanceof MarketDataError) {
          cfg.clean(Object.assign(cause, { operationId: id, requestId }));
        }
        throw cause;
      }
    }
    try {
      log?.('debug', 'request', { operationId: id, url, attempt: n + 1, headers });
      ex = await attempt(cfg, url, call, headers, call.timeoutMs ?? cfg.timeoutMs, id);
      if (!ex.error) {
        log?.('debug', 'response', {
          operationId: id,
          status: ex.response.status,
          requestId: ex.requestId,
        });
        return ex;
      }
      error = ex.error;
    } catch (cause) {
      // Only the caller's abort becomes an AbortError; anything else thrown here (a logger, a
      // rate-limit queue) keeps its own class.
      if (cause instanceof MarketDataError) error = cause;
      else if (signal?.aborted) error = aborted(id, cause);
      else throw cause;
    }
    if (error instanceof AbortError) throw abortOf(cfg, id, requestId, error.cause);
    error.requestId ??= requestId;
    cfg.clean(error);
    const wait = error.retryAfterMs ?? backoffMs(n);
    // The cap that decides whether to retry also bounds the pause: a longer hint surfaces.
    if (error instanceof RateLimitError || error.retryAfterMs !== undefined)
      limiter?.pause(
        wait,
        `${error.message}, ${error.retryAfterMs === undefined ? 'backoff' : 'Retry-After'}`,
      );
    // With a limiter, a rate-limited call is paused in the queue, not failed, for as long as
    // its own timeout would still allow.
    const patient =
      limiter !== undefined &&
      error instanceof RateLimitError &&
      Date.now() - startedAt + wait < (call.timeoutMs ?? cfg.timeoutMs);
    if (patient) waitedOut++;
    const retry =
      (patient || n - waitedOut < (call.maxRetries ?? cfg.maxRetries)) &&
      wait <= MAX_RETRY_AFTER_MS &&
      isRetryable(error);
    log?.(retry ? 'warn' : 'error', retry ? 'retrying' : 'failed', {
      ...error.toJSON(),
      attempt: n + 1,
      body: ex?.body,
      delayMs: retry ? Math.round(wait) : undefined,
    });
    if (!retry) {
      if (ex) return ex;
      throw error;
    }
    try {
      await sleep(wait, signal);
    } catch (cause) {
      throw abortOf(cfg, id, requestId, cause);
    }
  }
}
