import type { MarketDataError, OperationParams, OperationResult } from '@marketdata-sdk/client';
import { nextPageCursor } from '@marketdata-sdk/client/internal';
import { listInsiderTrades } from '@marketdata-sdk/types/internal';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type UnusedSkipTokenInfiniteOptions,
} from '@tanstack/react-query';
import { checkScope, defaultScope, type MarketDataSource, runOperation } from './internals/source';
import { type MarketDataInfiniteQueryKey, marketDataKeys } from './queryKeys';

type TradesPage = OperationResult<'listInsiderTrades'>;

/** Parameters of the infinite insider trade list: those of `listInsiderTrades` without `page`. */
export type InsiderTradesInfiniteParams = Omit<OperationParams<'listInsiderTrades'>, 'page'>;

/** Options of {@link listInsiderTradesInfiniteQueryOptions} and `useListInsiderTradesInfinite`. */
export interface InsiderTradesInfiniteOptions {
  /** Most pages kept in the cache; older pages past it are dropped as new ones load. */
  maxPages?: number;
  /** The cache scope, as `MarketDataProvider`'s `scope` (default: one per client object). */
  scope?: string;
}

/** The pages fetched so far, and all their trades in order. */
export type InsiderTradesInfiniteData = InfiniteData<TradesPage, number> & {
  /** Every trade of every page, newest first. */
  trades: TradesPage;
};

/** Flattens the pages into one list of trades. */
export function selectInsiderTradesInfinite(
  data: InfiniteData<TradesPage, number>,
): InsiderTradesInfiniteData {
  return { ...data, trades: data.pages.flat() };
}

/** What {@link listInsiderTradesInfiniteQueryOptions} returns: `infiniteQueryOptions` with a tagged key. */
export type InsiderTradesInfiniteQueryOptions = UnusedSkipTokenInfiniteOptions<
  TradesPage,
  MarketDataError,
  InsiderTradesInfiniteData,
  MarketDataInfiniteQueryKey<'listInsiderTrades'>,
  number
> & {
  /** The infinite query's key, tagged with its `InfiniteData` type. */
  queryKey: MarketDataInfiniteQueryKey<'listInsiderTrades'>;
};

/**
 * The `infiniteQueryOptions` of a stock's insider trades, paged by page number from 1; the
 * list ends on a page shorter than the page size. `data.trades` holds the trades of all pages.
 *
 * @example
 * ```ts
 * await queryClient.prefetchInfiniteQuery(
 *   listInsiderTradesInfiniteQueryOptions(client, { ticker: 'AAPL', size: 20 }),
 * );
 * ```
 */
export function listInsiderTradesInfiniteQueryOptions(
  client: MarketDataSource,
  params: InsiderTradesInfiniteParams,
  options: InsiderTradesInfiniteOptions = {},
): InsiderTradesInfiniteQueryOptions {
  return infiniteQueryOptions<
    TradesPage,
    MarketDataError,
    InsiderTradesInfiniteData,
    MarketDataInfiniteQueryKey<'listInsiderTrades'>,
    number
  >({
    queryKey: marketDataKeys.infinite(
      'listInsiderTrades',
      params,
      checkScope(options.scope, 'listInsiderTradesInfiniteQueryOptions') ?? defaultScope(client),
    ),
    queryFn: ({ pageParam, signal }) =>
      runOperation(client, 'listInsiderTrades', { ...params, page: pageParam }, signal),
    initialPageParam: 1,
    // The one end rule of numbered lists, shared with the client's pages and iterators.
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      nextPageCursor(listInsiderTrades, { ...params, page: lastPageParam }, lastPage) as
        | number
        | undefined,
    getPreviousPageParam: (_firstPage, _pages, firstPageParam) =>
      firstPageParam > 1 ? firstPageParam - 1 : undefined,
    select: selectInsiderTradesInfinite,
    ...(options.maxPages === undefined ? {} : { maxPages: options.maxPages }),
  });
}
