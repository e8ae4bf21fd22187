import type { RateLimiter } from '../createRateLimiter';
import type { CallSettings } from '../createTransport';
import {
  AbortError,
  MarketDataError,
  NetworkError,
  ResponseParseError,
  TimeoutError,
} from '../errors';
import { judge } from './judge';
import type { Log } from './log';
import type { OptionRule } from './options';

/** Sends one logical call: one attempt, or more with `withRetries`. */
export type Sender = (cfg: SendConfig, url: string, call: SendCall) => Promise<Exchange>;

/**
 * What one transport shares between all its calls. Its extensions (`withRetries`,
 * `withLogging`) set their own members: the sender, the retries, the queue, the log.
 */
export interface SendConfig {
  /** The client's `fetchOptions`, under a call's own. */
  fetchOptions: CallSettings['fetchOptions'];
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The headers of every request (lower-cased names). */
  headers: Record<string, string>;
  /** Timeout of each attempt, in milliseconds. */
  timeoutMs: number;
  /** The largest body read, in bytes. */
  maxResponseBytes: number;
  /** The API key, for an extension that scrubs it (the log). */
  apiKey: string | undefined;
  /** How a call is sent: {@link sendOnce} unless an extension sends otherwise. */
  send: Sender;
  /** The rules of a call's own options. */
  rules: OptionRule[];
  /** Retries after the first attempt (`withRetries`). */
  maxRetries?: number;
  limiter?: RateLimiter | undefined;
  log?: Log | undefined;
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
async function readBody(r: Response, max: number, id: string, url: string): Promise<string> {
  const length = r.headers.get('content-length') as string;
  const tooLarge = (size: string) =>
    new ResponseParseError(`${id}: ${at(url)} sent ${size} bytes, over maxResponseBytes ${max}`, {
      operationId: id,
      httpStatus: r.status,
    });
  const reader = r.body?.getReader();
  if (+length > max) {
    void reader?.cancel().catch(() => {});
    throw tooLarge(length);
  }
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
export function abortOf(
  cfg: SendConfig,
  id: string,
  requestId: string,
  cause: unknown,
): MarketDataError {
  cfg.log?.('debug', 'aborted', { operationId: id, requestId });
  return cfg.clean(Object.assign(aborted(id, cause), { requestId }));
}

/** A call on its way: its operation, request id and headers. */
export interface Outgoing {
  id: string;
  requestId: string;
  headers: Record<string, string>;
}

/** The operation, request id and headers of a call: a caller's `x-request-id` wins. */
export function outgoing(cfg: SendConfig, call: SendCall): Outgoing {
  const base = call.headers ?? cfg.headers;
  const requestId = call.requestId ?? base['x-request-id'] ?? cfg.newId();
  return {
    id: call.operationId ?? 'request',
    requestId,
    headers: { ...base, 'x-request-id': requestId },
  };
}

/** What one attempt came to: the exchange when a response arrived, the error when it failed. */
export interface Outcome {
  ex?: Exchange;
  error?: MarketDataError;
}

/**
 * Attempt `n` (from 0) of a call. Its error, if any, carries the request id and is scrubbed. It
 * rejects with the caller's abort (an `AbortError`, logged once at debug); anything else thrown
 * (a logger) keeps its own class.
 */
export async function attemptOnce(
  cfg: SendConfig,
  url: string,
  call: SendCall,
  out: Outgoing,
  n = 0,
): Promise<Outcome> {
  const { id, requestId } = out;
  const { log } = cfg;
  let ex: Exchange | undefined;
  let error: MarketDataError;
  try {
    log?.('debug', 'request', { operationId: id, url, attempt: n + 1, headers: out.headers });
    ex = await attempt(cfg, url, call, out.headers, call.timeoutMs ?? cfg.timeoutMs, id);
    if (!ex.error) {
      const { status } = ex.response;
      log?.('debug', 'response', { operationId: id, status, requestId: ex.requestId });
      return { ex };
    }
    error = ex.error;
  } catch (cause) {
    // Only the caller's abort becomes an AbortError.
    if (cause instanceof MarketDataError) error = cause;
    else if (call.signal?.aborted) error = aborted(id, cause);
    else throw cause;
  }
  if (error instanceof AbortError) throw abortOf(cfg, id, requestId, error.cause);
  error.requestId ??= requestId;
  return { ex, error: cfg.clean(error) };
}

/**
 * Sends a call once. Resolves with the exchange (which may carry an `error`); rejects when no
 * response arrived at all.
 */
export const sendOnce: Sender = async (cfg, url, call) => {
  const { ex, error } = await attemptOnce(cfg, url, call, outgoing(cfg, call));
  if (error) cfg.log?.('error', 'failed', { ...error.toJSON(), attempt: 1, body: ex?.body });
  if (ex) return ex;
  throw error;
};
