import type {
  Headline,
  MarketDataError,
  OperationParams,
  OperationResult,
} from '@marketdata-sdk/client';
import { nextPageCursor } from '@marketdata-sdk/client/internal';
import { listWires } from '@marketdata-sdk/types/internal';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type UnusedSkipTokenInfiniteOptions,
} from '@tanstack/react-query';
import { checkScope, defaultScope, type MarketDataSource, runOperation } from './internals/source';
import { type MarketDataInfiniteQueryKey, marketDataKeys } from './queryKeys';

type WiresPage = OperationResult<'listWires'>;

/** Parameters of the infinite wire list: those of `listWires` without the `start_id` cursor. */
export type WiresInfiniteParams = Omit<OperationParams<'listWires'>, 'start_id'>;

/** Options of {@link listWiresInfiniteQueryOptions} and `useListWiresInfinite`. */
export interface WiresInfiniteOptions {
  /** Most pages kept in the cache; older pages past it are dropped as new ones load. */
  maxPages?: number;
  /** The cache scope, as `MarketDataProvider`'s `scope` (default: one per client object). */
  scope?: string;
}

/** The pages fetched so far, and their headlines in order with each `news_id` once. */
export type WiresInfiniteData = InfiniteData<WiresPage, string | undefined> & {
  /** Every headline of every page, newest first, each `news_id` once. */
  headlines: Headline[];
};

/** Flattens the pages into headlines, keeping the first occurrence of each `news_id`. */
export function selectWiresInfinite(
  data: InfiniteData<WiresPage, string | undefined>,
): WiresInfiniteData {
  const seen = new Set<string>();
  const headlines: Headline[] = [];
  for (const page of data.pages) {
    for (const headline of page.data) {
      if (seen.has(headline.news_id)) continue;
      seen.add(headline.news_id);
      headlines.push(headline);
    }
  }
  return { ...data, headlines };
}

/** What {@link listWiresInfiniteQueryOptions} returns: `infiniteQueryOptions` with a tagged key. */
export type WiresInfiniteQueryOptions = UnusedSkipTokenInfiniteOptions<
  WiresPage,
  MarketDataError,
  WiresInfiniteData,
  MarketDataInfiniteQueryKey<'listWires'>,
  string | undefined
> & {
  /** The infinite query's key, tagged with its `InfiniteData` type. */
  queryKey: MarketDataInfiniteQueryKey<'listWires'>;
};

/**
 * The `infiniteQueryOptions` of the wire list, paged by `start_id`: the first page sends none,
 * each next page starts after the last headline of the previous one. `data.headlines` holds
 * the headlines of all pages, deduplicated by `news_id`.
 *
 * @example
 * ```ts
 * await queryClient.prefetchInfiniteQuery(listWiresInfiniteQueryOptions(client, { tab: 'all' }));
 * ```
 */
export function listWiresInfiniteQueryOptions(
  client: MarketDataSource,
  params: WiresInfiniteParams = {},
  options: WiresInfiniteOptions = {},
): WiresInfiniteQueryOptions {
  return infiniteQueryOptions<
    WiresPage,
    MarketDataError,
    WiresInfiniteData,
    MarketDataInfiniteQueryKey<'listWires'>,
    string | undefined
  >({
    queryKey: marketDataKeys.infinite(
      'listWires',
      params,
      checkScope(options.scope, 'listWiresInfiniteQueryOptions') ?? defaultScope(client),
    ),
    queryFn: ({ pageParam, signal }) =>
      runOperation(
        client,
        'listWires',
        pageParam === undefined ? params : { ...params, start_id: pageParam },
        signal,
      ),
    initialPageParam: undefined,
    // The one end rule of cursor lists, shared with the client's pages and iterators.
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      nextPageCursor(listWires, { ...params, start_id: lastPageParam }, lastPage) as
        | string
        | undefined,
    select: selectWiresInfinite,
    ...(options.maxPages === undefined ? {} : { maxPages: options.maxPages }),
  });
}
