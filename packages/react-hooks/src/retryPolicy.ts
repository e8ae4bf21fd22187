import { MarketDataError, ResponseParseError } from '@marketdata-sdk/client';

/** Options of {@link createRetryPolicy}. */
export interface RetryPolicyOptions {
  /** Most retries the query layer adds for an error the client did not retry (default 1). */
  maxRetries?: number;
}

/**
 * Whether the query layer should try again after this error.
 *
 * The client already retries what may pass on a second attempt (network errors, timeouts,
 * 408, 429, 5xx, 4014) with backoff and `Retry-After`; a second layer would multiply requests.
 * What remains can never succeed (4011, 4012, other 4xx, parameter validation, an aborted call),
 * except a body that could not be parsed (a truncated response), which the client does not retry.
 * Errors that do not come from the client are retried, as TanStack Query would.
 *
 * @example
 * ```ts
 * isRetryableByQuery(new ResponseParseError(...)); // true
 * ```
 */
export function isRetryableByQuery(error: unknown): boolean {
  if (error instanceof ResponseParseError) return true;
  return !(error instanceof MarketDataError);
}

/**
 * Builds a TanStack `retry` function that follows {@link isRetryableByQuery}. Give it where
 * TanStack reads `retry`: on one query, in a `setQueryDefaults` of a key (after the provider
 * rendered, or before it, see `setMarketDataQueryDefaults`), or in the QueryClient's
 * `defaultOptions.queries`, which then replaces the package's default for every query.
 *
 * @example
 * ```ts
 * queryClient.setQueryDefaults(marketDataKeys.all, { retry: createRetryPolicy({ maxRetries: 2 }) });
 * ```
 */
export function createRetryPolicy(
  options: RetryPolicyOptions = {},
): (failureCount: number, error: unknown) => boolean {
  const maxRetries = options.maxRetries ?? 1;
  if (!Number.isInteger(maxRetries) || maxRetries < 0) {
    throw new RangeError(
      `createRetryPolicy: maxRetries must be an integer >= 0, got ${String(maxRetries)}`,
    );
  }
  return (failureCount, error) => failureCount < maxRetries && isRetryableByQuery(error);
}

/**
 * The package's default retry policy: one more try after an unparsable body, none after the
 * client's own errors. `setMarketDataQueryDefaults` (called by `MarketDataProvider`) registers
 * it for every operation whose `retry` you have not set. It is `createRetryPolicy()` written
 * out, so that a bundle with one hook leaves `createRetryPolicy` and its checks out.
 *
 * @example
 * ```ts
 * useQuery({ queryKey: ['mine'], queryFn, retry: marketDataRetry });
 * ```
 */
export const marketDataRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && isRetryableByQuery(error);
