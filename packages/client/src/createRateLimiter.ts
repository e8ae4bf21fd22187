import { MarketDataError, TimeoutError } from './errors';
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
   * before asking again. `id` is unique to this start; `holder` names the limiter asking.
   */
  take(requests: number, spanMs: number, id: string, holder?: string): Promise<number>;
  /** Pauses every limiter that shares the store for `ms` (never shortens a longer pause). */
  pause(ms: number): Promise<void>;
  /**
   * Optional: how many limiters (holders) took from the store lately, as of the last `take`.
   * While the store is unreachable, each limiter keeps to that share of the budget.
   */
  readonly sharers?: number;
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
  maxWaitMs?: number | undefined;
  /**
   * Where the budget lives (default: this process). When the store fails, the limiter keeps
   * going on its share of the budget (the budget divided by the limiters the store last
   * counted, or halved at each rate limit met without it) and asks the store again on the next
   * call.
   */
  store?: RateLimitStore | undefined;
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

/** The rules of each field of {@link RateLimitOptions}. */
const LIMIT_FIELDS: OptionRule[] = [
  ['requests', /* @__PURE__ */ num(1, 1e9, 1), 'an integer from 1 to 1e9'],
  ['windowMs', /* @__PURE__ */ num(1), 'a number from 1 to 2147483647'],
  ['maxWaitMs', /* @__PURE__ */ num(0), 'a number from 0 to 2147483647'],
  [
    'store',
    (v: RateLimitStore) => isFn(v?.take) && isFn(v.pause),
    'a store with take() and pause()',
  ],
];

/**
 * @internal Checks `{ requests, windowMs, maxWaitMs?, store? }` field by field: both counts
 * required, no unknown name.
 */
export function checkRateLimitOptions(where: string, options: RateLimitOptions): void {
  checkOptions(where, options, LIMIT_FIELDS, undefined, true);
  for (const name of ['requests', 'windowMs'] as const) {
    if (options[name] === undefined) {
      throw new MarketDataError(`${where}: option "${name}" is required`, {
        param: name,
        rule: 'required',
      });
    }
  }
}

/** The most limiters a fallback share divides the budget by. */
const MAX_SHARERS = 1024;

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
  checkRateLimitOptions('createRateLimiter', options);
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
  /** How many limiters share the budget, as the store last said, or as 4014s taught while it was away. */
  let sharers = 1;
  /** While the store is away or just back: until when this limiter keeps to its share alone. */
  let shareUntil = 0;
  /** Whether the last store call failed. */
  let storeDown = false;
  /** 0 when fewer than `n` of this process's starts fall in the last `within` ms, else the wait. */
  const free = (now: number, n: number, within: number) =>
    starts.length >= n ? starts[starts.length - n]! + within - now : 0;
  /** The local budget: 0 when a start is free now, else the wait. */
  const local = (now: number) => {
    while (starts.length && starts[0]! <= now - span * Math.max(1, sharers)) starts.shift();
    let wait = Math.max(pausedUntil - now, free(now, requests, span));
    // While the store is away or just back, this limiter keeps to its share of the budget:
    // whole requests only, so that the shares together never exceed the budget in any window
    // (10 per second among 8: one per second each); with more sharers than requests, one per
    // longer span.
    if (store && (storeDown || now < shareUntil) && sharers > 1) {
      wait = Math.max(
        wait,
        sharers <= requests
          ? free(now, Math.floor(requests / sharers), span)
          : free(now, 1, span * Math.ceil(sharers / requests)),
      );
    }
    return wait;
  };
  const turn = async (signal?: AbortSignal) => {
    for (;;) {
      signal?.throwIfAborted();
      const now = Date.now();
      let wait = local(now);
      if (store && wait <= 0) {
        try {
          wait = await store.take(requests, span, `${tag}.${++count}`, tag);
          sharers = Math.max(1, store.sharers ?? sharers);
          if (storeDown) {
            // Back: the store has not seen the starts made without it, so keep to the share for
            // one more window, until those have left it.
            storeDown = false;
            shareUntil = Date.now() + span;
          }
          // Processes woken by the same freed slot should not all ask at the same instant.
          if (wait > 0) wait += Math.random() * Math.min(span / requests / 4, 50);
        } catch {
          if (!storeDown) {
            // Away: whatever the others started in the last window is unknown, so wait for it
            // to pass before going on with this limiter's share alone.
            storeDown = true;
            pausedUntil = Math.max(pausedUntil, now + span);
          }
          wait = local(Date.now());
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
      { timeoutMs: maxWaitMs },
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
      // A rate limit met without the store: more limiters share the key than this one knew of.
      if (store && storeDown) sharers = Math.min(sharers * 2, MAX_SHARERS);
      store?.pause(bounded).catch(() => {});
    },
  };
}
