import type { TransportExtension } from './createCoreTransport';
import type { RateLimiter } from './createRateLimiter';
import { checkOptions, isFn, MAX_RETRIES_RULE } from './internals/options';
import { sendWithRetries } from './internals/retry';

/** Options of {@link withRetries}. */
export interface RetryOptions {
  /** Retries after the first attempt (default 2); a call's own `maxRetries` wins. */
  maxRetries?: number | undefined;
  /** A queue from `createRateLimiter`, possibly shared with other transports (default: none). */
  rateLimit?: RateLimiter | undefined;
}

/**
 * Retries for a core transport: a call that met a network error, a timeout, a 408, a 429, a
 * 5xx or a 4014 is sent again after an exponential backoff with jitter, or after the server's
 * `Retry-After` (up to 60 s); each call may set its own `maxRetries`. With `rateLimit`, every
 * attempt first waits for a slot of the queue, which pauses on a rate limit.
 *
 * @example
 * const transport = createCoreTransport({ use: [withRetries({ maxRetries: 3 })] });
 */
export function withRetries(options: RetryOptions = {}): TransportExtension {
  checkOptions(
    'withRetries',
    options,
    [
      MAX_RETRIES_RULE,
      ['rateLimit', (q: RateLimiter) => isFn(q?.acquire), 'a queue from createRateLimiter'],
    ],
    undefined,
    true,
  );
  return {
    extend(cfg) {
      // A call may set its own maxRetries: its rule follows timeoutMs's, as the client lists them.
      if (!cfg.rules.includes(MAX_RETRIES_RULE)) cfg.rules.splice(1, 0, MAX_RETRIES_RULE);
      cfg.send = sendWithRetries;
      cfg.maxRetries = options.maxRetries ?? 2;
      cfg.limiter = options.rateLimit;
    },
  };
}
