import type { MarketDataError, OperationId, OperationParams } from '@marketdata-sdk/client';
import { type OperationRow, operationRows } from '@marketdata-sdk/types/internal';
import { queryOptions, type UnusedSkipTokenOptions } from '@tanstack/react-query';
import { infiniteFactories } from './generated/infiniteFactories';
import { checkScope, defaultScope, type MarketDataSource, runOperation } from './internals/source';
import type { ParamsArg, QueryData } from './internals/types';
import { useMarketDataContext } from './MarketDataProvider';
import { useMarketDataQueryDefaults } from './queryDefaults';
import {
  type InfiniteOperationId,
  type MarketDataQueryKey,
  query as queryKeyOf,
} from './queryKeys';

/**
 * What {@link marketDataQueryOptions} returns for one operation: `queryOptions` with a tagged
 * key. Spelled with types that every `@tanstack/react-query` release from 5.62.9 on exports, so
 * the declarations do not depend on the version they were built with.
 */
export type MarketDataQueryOptions<TId extends OperationId> = UnusedSkipTokenOptions<
  QueryData<TId>,
  MarketDataError,
  QueryData<TId>,
  MarketDataQueryKey<TId>
> & {
  /** The operation's key, tagged with its data and error types. */
  queryKey: MarketDataQueryKey<TId>;
};

/** @internal The options of one operation's query, by its row, for a client and scope. */
export function buildQueryOptions<TId extends OperationId>(
  source: MarketDataSource,
  scope: string,
  row: OperationRow<TId>,
  params: OperationParams<TId> | undefined,
): MarketDataQueryOptions<TId> {
  const operationId = row.operationId;
  const queryParams = (params ?? {}) as OperationParams<TId>;
  return queryOptions<QueryData<TId>, MarketDataError, QueryData<TId>, MarketDataQueryKey<TId>>({
    queryKey: queryKeyOf(operationId, queryParams, scope),
    queryFn: ({ signal }) => runOperation(source, row, queryParams, signal),
  });
}

/**
 * Builds the `queryOptions` of one operation: its tagged key (in the client's own cache scope)
 * and a query function that calls the client with TanStack's `signal`. Usable with `useQuery`,
 * `useSuspenseQuery`, `useQueries`, `prefetchQuery` and `fetchQuery`. It sets no `retry` or
 * `staleTime`: the package's defaults come from `setMarketDataQueryDefaults` (which the
 * provider calls), so yours win.
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(
 *   marketDataQueryOptions(client, 'listEarnings', { ticker: 'AAPL' }),
 * );
 * ```
 */
export function marketDataQueryOptions<TId extends OperationId>(
  client: MarketDataSource,
  operationId: TId,
  ...[params]: ParamsArg<TId>
): MarketDataQueryOptions<TId> {
  return buildQueryOptions(
    client,
    defaultScope(client),
    operationRows[operationId] as unknown as OperationRow<TId>,
    params,
  );
}

type InfiniteFactories = typeof infiniteFactories;
type WithoutSource<TArgs> = TArgs extends [unknown, ...infer TRest] ? TRest : never;

/**
 * One `queryOptions` factory per operation, keyed by operationId, and one
 * `infiniteQueryOptions` factory per paged operation, keyed by operationId + `Infinite`.
 */
export type MarketDataQueries = {
  readonly [TId in OperationId]: (...args: ParamsArg<TId>) => MarketDataQueryOptions<TId>;
} & {
  readonly [TId in InfiniteOperationId & keyof InfiniteFactories as `${TId}Infinite`]: (
    ...args: WithoutSource<Parameters<InfiniteFactories[TId]>>
  ) => ReturnType<InfiniteFactories[TId]>;
};

/** Options of {@link marketDataQueries}. */
export interface MarketDataQueriesOptions {
  /** The cache scope, as `MarketDataProvider`'s `scope` (default: one per client object). */
  scope?: string;
}

const queriesByClient = new WeakMap<object, Map<string, MarketDataQueries>>();

/** @internal The factories of a client in a scope, made once. */
export function queriesFor(source: MarketDataSource, scope: string): MarketDataQueries {
  let byScope = queriesByClient.get(source);
  if (byScope === undefined) {
    byScope = new Map();
    queriesByClient.set(source, byScope);
  }
  let queries = byScope.get(scope);
  if (queries === undefined) {
    const entries: [string, unknown][] = Object.values(operationRows).map((row) => [
      row.operationId,
      (params?: object) =>
        buildQueryOptions(source, scope, row as OperationRow<OperationId>, params as never),
    ]);
    for (const [operationId, factory] of Object.entries(infiniteFactories)) {
      entries.push([
        `${operationId}Infinite`,
        (params?: object, options?: object) =>
          factory(source, params as never, { ...options, scope }),
      ]);
    }
    queries = Object.freeze(Object.fromEntries(entries)) as MarketDataQueries;
    byScope.set(scope, queries);
  }
  return queries;
}

/**
 * The `queryOptions` factories of every operation, bound to a client and keyed by operationId.
 * Derived from the client's operation table, so a new operation gets its factory for free.
 *
 * @example
 * ```tsx
 * const queries = marketDataQueries(client);
 * const { data } = useSuspenseQuery(queries.getConsensus({ ticker: 'NVDA' }));
 * const results = useQueries({ queries: ['AAPL', 'MSFT'].map((t) => queries.getFinancialMetrics({ ticker: t })) });
 * const wires = useInfiniteQuery(queries.listWiresInfinite({ tab: 'important' }));
 * ```
 */
export function marketDataQueries(
  client: MarketDataSource,
  options: MarketDataQueriesOptions = {},
): MarketDataQueries {
  const scope = checkScope(options.scope, 'marketDataQueries') ?? defaultScope(client);
  return queriesFor(client, scope);
}

/**
 * {@link marketDataQueries} for the client and scope of the nearest `MarketDataProvider`, with
 * the package's query defaults registered on the QueryClient in context.
 *
 * @example
 * ```tsx
 * const queries = useMarketDataQueries();
 * const { data: consensus } = useSuspenseQuery(queries.getConsensus({ ticker: 'NVDA' }));
 * ```
 */
export function useMarketDataQueries(): MarketDataQueries {
  const { source, scope } = useMarketDataContext('useMarketDataQueries');
  useMarketDataQueryDefaults();
  return queriesFor(source, scope);
}
