import type { MarketDataError, OperationParams, OperationResult } from '@marketdata-sdk/client';
import { nextPageCursor } from '@marketdata-sdk/client/internal';
import { listArticles } from '@marketdata-sdk/types/internal';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type UnusedSkipTokenInfiniteOptions,
} from '@tanstack/react-query';
import { checkScope, defaultScope, type MarketDataSource, runOperation } from './internals/source';
import { type MarketDataInfiniteQueryKey, marketDataKeys } from './queryKeys';

type ArticlesPage = OperationResult<'listArticles'>;
type Article = ArticlesPage['data'][number];

/** Parameters of the infinite article list: those of `listArticles` without the `start_id` cursor. */
export type ArticlesInfiniteParams = Omit<OperationParams<'listArticles'>, 'start_id'>;

/** Options of {@link listArticlesInfiniteQueryOptions} and `useListArticlesInfinite`. */
export interface ArticlesInfiniteOptions {
  /** Most pages kept in the cache; older pages past it are dropped as new ones load. */
  maxPages?: number;
  /** The cache scope, as `MarketDataProvider`'s `scope` (default: one per client object). */
  scope?: string;
}

/** The pages fetched so far, and their articles in order with each `content_id` once. */
export type ArticlesInfiniteData = InfiniteData<ArticlesPage, string | undefined> & {
  /** Every article of every page, newest first, each `content_id` once. */
  articles: Article[];
};

/** Flattens the pages into articles, keeping the first occurrence of each `content_id`. */
export function selectArticlesInfinite(
  data: InfiniteData<ArticlesPage, string | undefined>,
): ArticlesInfiniteData {
  const seen = new Set<string>();
  const articles: Article[] = [];
  for (const page of data.pages) {
    for (const article of page.data) {
      if (seen.has(article.content_id)) continue;
      seen.add(article.content_id);
      articles.push(article);
    }
  }
  return { ...data, articles };
}

/** What {@link listArticlesInfiniteQueryOptions} returns: `infiniteQueryOptions` with a tagged key. */
export type ArticlesInfiniteQueryOptions = UnusedSkipTokenInfiniteOptions<
  ArticlesPage,
  MarketDataError,
  ArticlesInfiniteData,
  MarketDataInfiniteQueryKey<'listArticles'>,
  string | undefined
> & {
  /** The infinite query's key, tagged with its `InfiniteData` type. */
  queryKey: MarketDataInfiniteQueryKey<'listArticles'>;
};

/**
 * The `infiniteQueryOptions` of the article list, paged by `start_id`: the first page sends none,
 * each next page starts after the last article of the previous one. `data.articles` holds
 * the articles of all pages, deduplicated by `content_id`.
 *
 * @example
 * ```ts
 * await queryClient.prefetchInfiniteQuery(listArticlesInfiniteQueryOptions(client, { size: 20 }));
 * ```
 */
export function listArticlesInfiniteQueryOptions(
  client: MarketDataSource,
  params: ArticlesInfiniteParams = {},
  options: ArticlesInfiniteOptions = {},
): ArticlesInfiniteQueryOptions {
  return infiniteQueryOptions<
    ArticlesPage,
    MarketDataError,
    ArticlesInfiniteData,
    MarketDataInfiniteQueryKey<'listArticles'>,
    string | undefined
  >({
    queryKey: marketDataKeys.infinite(
      'listArticles',
      params,
      checkScope(options.scope, 'listArticlesInfiniteQueryOptions') ?? defaultScope(client),
    ),
    queryFn: ({ pageParam, signal }) =>
      runOperation(
        client,
        'listArticles',
        pageParam === undefined ? params : { ...params, start_id: pageParam },
        signal,
      ),
    initialPageParam: undefined,
    // The one end rule of cursor lists, shared with the client's pages and iterators.
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      nextPageCursor(listArticles, { ...params, start_id: lastPageParam }, lastPage) as
        | string
        | undefined,
    select: selectArticlesInfinite,
    ...(options.maxPages === undefined ? {} : { maxPages: options.maxPages }),
  });
}
