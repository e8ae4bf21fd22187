import {
  HttpError,
  InternalServerError,
  MarketDataError,
  NetworkError,
  RateLimitError,
  TimeoutError,
} from '../errors';
import { backoffMs, MAX_RETRY_AFTER_MS } from './retryDelay';
import { abortOf, attemptOnce, outgoing, type Sender } from './send';
import { sleep } from './sleep';

/** Whether a later attempt may succeed: no response (a timeout too), a rate limit, 408 or a 5xx. */
export function isRetryable(error: MarketDataError): boolean {
  return (
    error instanceof InternalServerError ||
    error instanceof RateLimitError ||
    error instanceof NetworkError ||
    (error instanceof HttpError && error.httpStatus === 408)
  );
}

/**
 * Sends a call with retries on network errors, timeouts, 408, 429, 5xx and 4014: exponential
 * backoff with jitter, or the server's `Retry-After` (up to 60 s), each attempt after a slot of
 * the rate-limit queue when there is one. Resolves with the last exchange (which may carry an
 * `error`); rejects when no response arrived at all.
 */
export const sendWithRetries: Sender = async (cfg, url, call) => {
  const { log, limiter } = cfg;
  const out = outgoing(cfg, call);
  const { id, requestId } = out;
  const signal = call.signal ?? undefined;
  const timeoutMs = call.timeoutMs ?? cfg.timeoutMs;
  const startedAt = Date.now();
  // Rate limits met while a limiter queues the call: waited out, not counted as retries.
  let waitedOut = 0;
  for (let n = 0; ; n++) {
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
    const { ex, error } = await attemptOnce(cfg, url, call, out, n);
    if (!error) return ex!;
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
      Date.now() - startedAt + wait < timeoutMs;
    if (patient) waitedOut++;
    const retry =
      (patient || n - waitedOut < (call.maxRetries ?? cfg.maxRetries ?? 0)) &&
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
};
