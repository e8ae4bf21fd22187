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
  /** Holds the whole queue for `ms` (after a 4014 or a `Retry-After`). */
  pause(ms: number): void;
}

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
  if (!(requests >= 1 && windowMs > 0))
    throw new RangeError('rateLimit needs requests >= 1 and windowMs > 0');
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
      pausedUntil = Math.max(pausedUntil, Date.now() + ms);
    },
  };
}
