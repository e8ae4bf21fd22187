import { TimeoutError } from './errors';
import { checkOptions, isFn, num, type OptionRule } from './internals/options';
import { MAX_RETRY_AFTER_MS } from './internals/retryDelay';
import { sleep } from './internals/sleep';

/**
 * Where a rate limiter keeps its budget. The default lives in the process; a shared store (such
 * as the Redis store of `@marketdata-sdk/client/redis`) gives every process that uses it one
 * budget. A store serves one API key: the limiter never names the key.
 */
export interface RateLimitStore {
  /**
   * Records one start when fewer than `requests` started in the last `spanMs` and no pause is in
   * force, resolving with 0; otherwise records nothing and resolves with the milliseconds to wait
   * before asking again. `id` is unique to this start.
   */
  take(requests: number, spanMs: number, id: string): Promise<number>;
  /** Pauses every limiter that shares the store for `ms` (never shortens a longer pause). */
  pause(ms: number): Promise<void>;
}

/** Client-side rate limit: at most `requests` starts per sliding `windowMs`. */
export interface RateLimitOptions {
  /** Requests allowed per window. */
  requests: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /**
   * The longest a call waits in the queue for a slot, in milliseconds (default: no bound). A call
   * that waits longer rejects with `TimeoutError`. The queue's wait never counts against a
   * call's `timeoutMs`, which bounds each HTTP attempt.
   */
  maxWaitMs?: number;
  /**
   * Where the budget lives (default: this process). When the store fails, the limiter keeps
   * going on its local budget and asks the store again on the next call.
   */
  store?: RateLimitStore;
}

/** A FIFO queue that admits requests within the limit and can be paused. */
export interface RateLimiter {
  /**
   * Waits for a slot; rejects with the signal's reason when `signal` aborts first, and with a
   * `TimeoutError` when the queue's `maxWaitMs` passes first (saying why the queue waits).
   */
  acquire(signal?: AbortSignal): Promise<void>;
  /**
   * Holds the whole queue for `ms` (after a 4014 or a `Retry-After`), at most
   * {@link MAX_PAUSE_MS}: a longer hint is not waited for by anyone. `reason` says what asked for
   * the pause; a call that then waits past `maxWaitMs` is told it.
   */
  pause(ms: number, reason?: string): void;
}

/** The longest pause of a rate-limit queue: the same cap that decides whether to retry. */
export const MAX_PAUSE_MS = MAX_RETRY_AFTER_MS;

/** The rule of `{ requests, windowMs }`: a count from 1 and a window of at least 1 ms. */
export const LIMIT_RULE: OptionRule = [
  'rateLimit',
  (q: RateLimitOptions | null) => num(1, 1e9, 1)(q?.requests) && num(1)(q?.windowMs),
  '{ requests: 1 to 1e9, windowMs: 1 to 2147483647 } or a queue',
];

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
 * transports that share a key, so that together they stay within the key's quota; give it a
 * shared `store` to extend that budget to every process using the store.
 *
 * @example
 * const rateLimit = createRateLimiter({ requests: 5, windowMs: 30_000 });
 * const client = createMarketDataClient({ rateLimit });
 */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  checkOptions('createRateLimiter', { rateLimit: options ?? null }, [LIMIT_RULE]);
  checkOptions('createRateLimiter', options, [
    [
      'store',
      (v: RateLimitStore) => isFn(v?.take) && isFn(v.pause),
      'a store with take() and pause()',
    ],
    ['maxWaitMs', num(0), 'a number from 0 to 2147483647'],
  ]);
  const { requests, windowMs, store, maxWaitMs } = options;
  const starts: number[] = [];
  // A little slack (5 %, at most 250 ms), so that network and scheduling jitter cannot make two
  // windows' requests meet at the server.
  const span = windowMs + Math.min(windowMs / 20, 250);
  let pausedUntil = 0;
  /** Why the queue was last paused and for how long: the error, and its `Retry-After`. */
  let asked = '';
  let tail: Promise<unknown> = Promise.resolve();
  let count = 0;
  const tag = Math.random().toString(36).slice(2, 10);
  /** The local budget: 0 when a start is free now, else the wait. */
  const local = (now: number) => {
    while (starts.length && starts[0]! <= now - span) starts.shift();
    const full = starts.length >= requests ? starts[starts.length - requests]! + span - now : 0;
    return Math.max(pausedUntil - now, full);
  };
  const turn = async (signal?: AbortSignal) => {
    for (;;) {
      signal?.throwIfAborted();
      let wait = local(Date.now());
      if (store && wait <= 0) {
        try {
          wait = await store.take(requests, span, `${tag}.${++count}`);
          // Processes woken by the same freed slot should not all ask at the same instant.
          if (wait > 0) wait += Math.random() * Math.min(span / requests / 4, 50);
        } catch {
          // The store is unreachable: this process goes on with its local budget alone.
        }
      }
      if (wait <= 0) break;
      await sleep(wait, signal);
    }
    starts.push(Date.now());
  };
  /** Why a call found no slot in `maxWaitMs`. */
  const late = () =>
    new TimeoutError(
      `no rate-limit slot within maxWaitMs ${maxWaitMs} ms: ${
        pausedUntil > Date.now()
          ? `the queue is paused (${MAX_PAUSE_MS / 1000} s at most) after ${asked}`
          : `the ${requests} requests per ${windowMs} ms are taken`
      }`,
    );
  return {
    acquire(signal) {
      let wait = signal;
      let done = () => {};
      if (maxWaitMs !== undefined) {
        const ctrl = new AbortController();
        const onAbort = () => ctrl.abort(signal!.reason);
        if (signal?.aborted) onAbort();
        signal?.addEventListener('abort', onAbort);
        const timer = setTimeout(() => ctrl.abort(late()), maxWaitMs);
        done = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
        };
        wait = ctrl.signal;
      }
      const mine = tail.then(() => turn(wait));
      tail = mine.catch(() => {});
      return (wait ? untilAborted(mine, wait) : mine).finally(done);
    },
    pause(ms, reason) {
      const bounded = Math.min(Math.max(ms || 0, 0), MAX_PAUSE_MS);
      if (bounded > 0) asked = `${reason} ${ms / 1000} s`;
      pausedUntil = Math.max(pausedUntil, Date.now() + bounded);
      store?.pause(bounded).catch(() => {});
    },
  };
}
