import type { MarketDataError, OperationParams, OperationResult } from '@marketdata-sdk/client';
import { nextPageCursor } from '@marketdata-sdk/client/internal';
import { listCongressTrades } from '@marketdata-sdk/types/internal';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type UnusedSkipTokenInfiniteOptions,
} from '@tanstack/react-query';
import { checkScope, defaultScope, type MarketDataSource, runOperation } from './internals/source';
import { type MarketDataInfiniteQueryKey, marketDataKeys } from './queryKeys';

type TradesPage = OperationResult<'listCongressTrades'>;

/** Parameters of the infinite Congress trade list: those of `listCongressTrades` without `page`. */
export type CongressTradesInfiniteParams = Omit<OperationParams<'listCongressTrades'>, 'page'>;

/** Options of {@link listCongressTradesInfiniteQueryOptions} and `useListCongressTradesInfinite`. */
export interface CongressTradesInfiniteOptions {
  /** Most pages kept in the cache; older pages past it are dropped as new ones load. */
  maxPages?: number;
  /** The cache scope, as `MarketDataProvider`'s `scope` (default: one per client object). */
  scope?: string;
}

/** The pages fetched so far, and all their trades in order. */
export type CongressTradesInfiniteData = InfiniteData<TradesPage, number> & {
  /** Every trade of every page, newest first. */
  trades: TradesPage;
};

/** Flattens the pages into one list of trades. */
export function selectCongressTradesInfinite(
  data: InfiniteData<TradesPage, number>,
): CongressTradesInfiniteData {
  return { ...data, trades: data.pages.flat() };
}

/** What {@link listCongressTradesInfiniteQueryOptions} returns: `infiniteQueryOptions` with a tagged key. */
export type CongressTradesInfiniteQueryOptions = UnusedSkipTokenInfiniteOptions<
  TradesPage,
  MarketDataError,
  CongressTradesInfiniteData,
  MarketDataInfiniteQueryKey<'listCongressTrades'>,
  number
> & {
  /** The infinite query's key, tagged with its `InfiniteData` type. */
  queryKey: MarketDataInfiniteQueryKey<'listCongressTrades'>;
};

/**
 * The `infiniteQueryOptions` of a stock's Congress trades, paged by page number from 1; the
 * list ends on a page shorter than the page size. `data.trades` holds the trades of all pages.
 *
 * @example
 * ```ts
 * await queryClient.prefetchInfiniteQuery(
 *   listCongressTradesInfiniteQueryOptions(client, { ticker: 'NVDA', size: 20 }),
 * );
 * ```
 */
export function listCongressTradesInfiniteQueryOptions(
  client: MarketDataSource,
  params: CongressTradesInfiniteParams,
  options: CongressTradesInfiniteOptions = {},
): CongressTradesInfiniteQueryOptions {
  return infiniteQueryOptions<
    TradesPage,
    MarketDataError,
    CongressTradesInfiniteData,
    MarketDataInfiniteQueryKey<'listCongressTrades'>,
    number
  >({
    queryKey: marketDataKeys.infinite(
      'listCongressTrades',
      params,
      checkScope(options.scope, 'listCongressTradesInfiniteQueryOptions') ?? defaultScope(client),
    ),
    queryFn: ({ pageParam, signal }) =>
      runOperation(client, 'listCongressTrades', { ...params, page: pageParam }, signal),
    initialPageParam: 1,
    // The one end rule of numbered lists, shared with the client's pages and iterators.
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      nextPageCursor(listCongressTrades, { ...params, page: lastPageParam }, lastPage) as
        | number
        | undefined,
    getPreviousPageParam: (_firstPage, _pages, firstPageParam) =>
      firstPageParam > 1 ? firstPageParam - 1 : undefined,
    select: selectCongressTradesInfinite,
    ...(options.maxPages === undefined ? {} : { maxPages: options.maxPages }),
  });
}
