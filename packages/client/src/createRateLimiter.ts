import { MAX_RETRY_AFTER_MS } from './internals/retryDelay';
import { sleep } from './internals/sleep';

/** Client-side rate limit: at most `requests` starts per sliding `windowMs`. */
export interface RateLimitOptions {
  /** Requests allowed per window. */
  requests: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

/** A FIFO queue that admits requests within the limit and can be paused. */
export interface RateLimiter {
  /** Waits for a slot; rejects when `signal` aborts first. */
  acquire(signal?: AbortSignal): Promise<void>;
  /**
   * Holds the whole queue for `ms` (after a 4014 or a `Retry-After`), at most
   * {@link MAX_PAUSE_MS}: a longer hint is not waited for by anyone.
   */
  pause(ms: number): void;
}

/** The longest pause of a rate-limit queue: the same cap that decides whether to retry. */
export const MAX_PAUSE_MS = MAX_RETRY_AFTER_MS;

/** Settles with `promise`, or rejects as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Creates a client-side rate-limit queue. Pass it as `rateLimit` to one or several clients or
 * transports that share a key, so that together they stay within the key's quota.
 *
 * @example
 * const rateLimit = createRateLimiter({ requests: 5, windowMs: 30_000 });
 * const client = createMarketDataClient({ rateLimit });
 */
export function createRateLimiter({ requests, windowMs }: RateLimitOptions): RateLimiter {
  if (!(Number.isInteger(requests) && requests >= 1))
    throw new RangeError(`rateLimit.requests must be an integer >= 1, got ${requests}`);
  if (!(windowMs > 0 && Number.isFinite(windowMs)))
    throw new RangeError(`rateLimit.windowMs must be a finite number > 0, got ${windowMs}`);
  const starts: number[] = [];
  // A little slack, so that network jitter cannot make two windows' requests meet at the server.
  const span = windowMs + Math.min(windowMs / 50, 250);
  let pausedUntil = 0;
  let tail: Promise<unknown> = Promise.resolve();
  const turn = async (signal?: AbortSignal) => {
    for (;;) {
      signal?.throwIfAborted();
      const now = Date.now();
      while (starts.length && starts[0]! <= now - span) starts.shift();
      const full = starts.length >= requests ? starts[0]! + span - now : 0;
      const wait = Math.max(pausedUntil - now, full);
      if (wait <= 0) break;
      await sleep(wait, signal);
    }
    starts.push(Date.now());
  };
  return {
    acquire(signal) {
      const mine = tail.then(() => turn(signal));
      tail = mine.catch(() => {});
      return signal ? untilAborted(mine, signal) : mine;
    },
    pause(ms) {
      const bounded = Math.min(Math.max(ms || 0, 0), MAX_PAUSE_MS);
      pausedUntil = Math.max(pausedUntil, Date.now() + bounded);
    },
  };
}
