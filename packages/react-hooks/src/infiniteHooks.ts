import type { MarketDataError, OperationResult } from '@marketdata-sdk/client';
import {
  type InfiniteData,
  type SkipToken,
  skipToken,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { definedOnly } from './internals/definedOnly';
import {
  type ArticlesInfiniteData,
  type ArticlesInfiniteParams,
  listArticlesInfiniteQueryOptions,
} from './listArticlesInfiniteQueryOptions';
import {
  type CongressTradesInfiniteData,
  type CongressTradesInfiniteParams,
  listCongressTradesInfiniteQueryOptions,
} from './listCongressTradesInfiniteQueryOptions';
import {
  type InsiderTradesInfiniteData,
  type InsiderTradesInfiniteParams,
  listInsiderTradesInfiniteQueryOptions,
} from './listInsiderTradesInfiniteQueryOptions';
import {
  listWiresInfiniteQueryOptions,
  type WiresInfiniteData,
  type WiresInfiniteParams,
} from './listWiresInfiniteQueryOptions';
import { useMarketDataContext } from './MarketDataProvider';
import { useMarketDataQueryDefaults } from './queryDefaults';
import { type InfiniteOperationId, type InfinitePageParams, skippedKey } from './queryKeys';

/** Every option `useInfiniteQuery` takes, as the installed TanStack Query release types it. */
type UseInfiniteQueryOptionsOf<TPage, TData, TPageParam> = Parameters<
  typeof useInfiniteQuery<TPage, MarketDataError, TData, readonly unknown[], TPageParam>
>[0];

/**
 * What an infinite hook accepts besides its parameters: every `useInfiniteQuery` option except
 * the key, the function and the paging, which the operation fixes (`maxPages`, `select`,
 * `placeholderData`, `throwOnError`, `meta`, `refetchOnMount`, `enabled`, …). `select` receives
 * the flattened data (`headlines` or `trades` beside `pages`).
 */
export type InfiniteHookOptions<TId extends InfiniteOperationId, TFlat, TData> = Omit<
  UseInfiniteQueryOptionsOf<OperationResult<TId>, TData, InfinitePageParams[TId]>,
  | 'queryKey'
  | 'queryFn'
  | 'initialPageParam'
  | 'getNextPageParam'
  | 'getPreviousPageParam'
  | 'select'
> & {
  /** Transforms the flattened data; its result is the hook's `data`. */
  select?: (data: TFlat) => TData;
};

/** Options of {@link useListWiresInfinite}. */
export type WiresInfiniteHookOptions<TData = WiresInfiniteData> = InfiniteHookOptions<
  'listWires',
  WiresInfiniteData,
  TData
>;

/** Options of {@link useListCongressTradesInfinite}. */
export type CongressTradesInfiniteHookOptions<TData = CongressTradesInfiniteData> =
  InfiniteHookOptions<'listCongressTrades', CongressTradesInfiniteData, TData>;

/** Options of {@link useListArticlesInfinite}. */
export type ArticlesInfiniteHookOptions<TData = ArticlesInfiniteData> = InfiniteHookOptions<
  'listArticles',
  ArticlesInfiniteData,
  TData
>;

/** Options of {@link useListInsiderTradesInfinite}. */
export type InsiderTradesInfiniteHookOptions<TData = InsiderTradesInfiniteData> =
  InfiniteHookOptions<'listInsiderTrades', InsiderTradesInfiniteData, TData>;

/** The shared body of the infinite hooks: the operation's options, then the caller's. */
function useInfiniteOperation<TId extends InfiniteOperationId, TFlat, TData>(
  hookName: string,
  operationId: TId,
  params: object | SkipToken,
  build: (params: never, scope: string) => { select?: (data: never) => TFlat },
  options: InfiniteHookOptions<TId, TFlat, TData> | undefined,
): UseInfiniteQueryResult<TData, MarketDataError> {
  const { scope } = useMarketDataContext(hookName);
  useMarketDataQueryDefaults();
  const { select, ...rest } = options ?? {};
  const skipped = params === skipToken;
  const base = build((skipped ? {} : params) as never, scope);
  const flatten = base.select;
  return useInfiniteQuery({
    ...base,
    ...(skipped ? { queryKey: skippedKey(operationId, scope, true), queryFn: skipToken } : {}),
    ...(select === undefined
      ? {}
      : {
          select: (data: InfiniteData<unknown>) =>
            select(flatten === undefined ? (data as TFlat) : flatten(data as never)),
        }),
    ...definedOnly(rest),
  } as never);
}

/**
 * The wire list as an infinite query (`listWires` paged by `start_id`): `data.headlines` holds
 * every loaded headline once, newest first; `fetchNextPage()` loads older ones until
 * `hasNextPage` is false. `skipToken` instead of parameters keeps it idle.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useListWiresInfinite({ size: 20 }, { maxPages: 10 });
 * data?.headlines.map((headline) => <Row key={headline.news_id} headline={headline} />);
 * ```
 */
export function useListWiresInfinite<TData = WiresInfiniteData>(
  params?: WiresInfiniteParams | SkipToken,
  options?: WiresInfiniteHookOptions<TData>,
): UseInfiniteQueryResult<TData, MarketDataError> {
  const { source } = useMarketDataContext('useListWiresInfinite');
  return useInfiniteOperation(
    'useListWiresInfinite',
    'listWires',
    params ?? {},
    (wiresParams: WiresInfiniteParams, scope) =>
      listWiresInfiniteQueryOptions(source, wiresParams, { scope }),
    options,
  );
}

/**
 * A stock's Congress trades as an infinite query (`listCongressTrades` paged by page number):
 * `data.trades` holds every loaded trade; the list ends on a short page. `skipToken` instead of
 * parameters keeps it idle.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useListCongressTradesInfinite({ ticker: 'NVDA' });
 * ```
 */
export function useListCongressTradesInfinite<TData = CongressTradesInfiniteData>(
  params: CongressTradesInfiniteParams | SkipToken,
  options?: CongressTradesInfiniteHookOptions<TData>,
): UseInfiniteQueryResult<TData, MarketDataError> {
  const { source } = useMarketDataContext('useListCongressTradesInfinite');
  return useInfiniteOperation(
    'useListCongressTradesInfinite',
    'listCongressTrades',
    params,
    (tradesParams: CongressTradesInfiniteParams, scope) =>
      listCongressTradesInfiniteQueryOptions(source, tradesParams, { scope }),
    options,
  );
}

/**
 * The article list as an infinite query (`listArticles` paged by `start_id`): `data.articles`
 * holds every loaded article once, newest first; `fetchNextPage()` loads older ones until
 * `hasNextPage` is false. `skipToken` instead of parameters keeps it idle.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useListArticlesInfinite({ size: 20 });
 * data?.articles.map((article) => <Row key={article.content_id} article={article} />);
 * ```
 */
export function useListArticlesInfinite<TData = ArticlesInfiniteData>(
  params?: ArticlesInfiniteParams | SkipToken,
  options?: ArticlesInfiniteHookOptions<TData>,
): UseInfiniteQueryResult<TData, MarketDataError> {
  const { source } = useMarketDataContext('useListArticlesInfinite');
  return useInfiniteOperation(
    'useListArticlesInfinite',
    'listArticles',
    params ?? {},
    (articlesParams: ArticlesInfiniteParams, scope) =>
      listArticlesInfiniteQueryOptions(source, articlesParams, { scope }),
    options,
  );
}

/**
 * A stock's insider trades as an infinite query (`listInsiderTrades` paged by page number):
 * `data.trades` holds every loaded trade; the list ends on a short page. `skipToken` instead of
 * parameters keeps it idle.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useListInsiderTradesInfinite({ ticker: 'AAPL' });
 * ```
 */
export function useListInsiderTradesInfinite<TData = InsiderTradesInfiniteData>(
  params: InsiderTradesInfiniteParams | SkipToken,
  options?: InsiderTradesInfiniteHookOptions<TData>,
): UseInfiniteQueryResult<TData, MarketDataError> {
  const { source } = useMarketDataContext('useListInsiderTradesInfinite');
  return useInfiniteOperation(
    'useListInsiderTradesInfinite',
    'listInsiderTrades',
    params,
    (tradesParams: InsiderTradesInfiniteParams, scope) =>
      listInsiderTradesInfiniteQueryOptions(source, tradesParams, { scope }),
    options,
  );
}
