import {
  type MarketDataClient,
  type MarketDataError,
  type OperationId,
  type OperationParams,
  type OperationResult,
  operationTable,
} from '@marketdata-sdk/client';
import { queryOptions, type UnusedSkipTokenOptions } from '@tanstack/react-query';
import type { ParamsArg } from './internals/types';
import { useMarketDataClient } from './MarketDataProvider';
import { type MarketDataQueryKey, marketDataKeys } from './queryKeys';
import { marketDataRetry } from './retryPolicy';
import { defaultStaleTimes } from './staleTimes';

/**
 * What {@link marketDataQueryOptions} returns for one operation: `queryOptions` with a tagged
 * key. Spelled with types that every `@tanstack/react-query` release from 5.62.9 on exports, so
 * the declarations do not depend on the version they were built with.
 */
export type MarketDataQueryOptions<TId extends OperationId> = UnusedSkipTokenOptions<
  OperationResult<TId>,
  MarketDataError,
  OperationResult<TId>,
  MarketDataQueryKey<TId>
> & {
  /** The operation's key, tagged with its data and error types. */
  queryKey: MarketDataQueryKey<TId>;
};

/**
 * Builds the `queryOptions` of one operation: its tagged key, a query function that calls
 * `client.request` with TanStack's `signal`, the package's retry policy and a stale time.
 * Usable with `useQuery`, `useSuspenseQuery`, `useQueries`, `prefetchQuery` and `fetchQuery`.
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(
 *   marketDataQueryOptions(client, 'listEarnings', { ticker: 'AAPL' }),
 * );
 * ```
 */
export function marketDataQueryOptions<TId extends OperationId>(
  client: MarketDataClient,
  operationId: TId,
  ...[params]: ParamsArg<TId>
): MarketDataQueryOptions<TId> {
  const queryParams = (params ?? {}) as OperationParams<TId>;
  return queryOptions<
    OperationResult<TId>,
    MarketDataError,
    OperationResult<TId>,
    MarketDataQueryKey<TId>
  >({
    queryKey: marketDataKeys.query(operationId, queryParams),
    queryFn: ({ signal }) => client.request(operationId, queryParams, { signal }),
    retry: marketDataRetry,
    staleTime: defaultStaleTimes[operationId],
  });
}

/** One `queryOptions` factory per operation of the client's operation table. */
export type MarketDataQueries = {
  readonly [TId in OperationId]: (...args: ParamsArg<TId>) => MarketDataQueryOptions<TId>;
};

const queriesByClient = new WeakMap<MarketDataClient, MarketDataQueries>();

/**
 * The `queryOptions` factories of every operation, bound to a client and keyed by operationId.
 * Derived from the client's operation table, so a new operation gets its factory for free.
 *
 * @example
 * ```tsx
 * const queries = marketDataQueries(client);
 * const { data } = useSuspenseQuery(queries.getConsensus({ ticker: 'NVDA' }));
 * const results = useQueries({ queries: ['AAPL', 'MSFT'].map((t) => queries.getFinancialMetrics({ ticker: t })) });
 * ```
 */
export function marketDataQueries(client: MarketDataClient): MarketDataQueries {
  let queries = queriesByClient.get(client);
  if (queries === undefined) {
    const entries = Object.keys(operationTable).map((operationId) => [
      operationId,
      (params?: unknown) =>
        marketDataQueryOptions(client, operationId as OperationId, params as never),
    ]);
    queries = Object.freeze(Object.fromEntries(entries)) as MarketDataQueries;
    queriesByClient.set(client, queries);
  }
  return queries;
}

/**
 * {@link marketDataQueries} for the client of the nearest `MarketDataProvider`.
 *
 * @example
 * ```tsx
 * const queries = useMarketDataQueries();
 * const { data: consensus } = useSuspenseQuery(queries.getConsensus({ ticker: 'NVDA' }));
 * ```
 */
export function useMarketDataQueries(): MarketDataQueries {
  return marketDataQueries(useMarketDataClient());
}
