// generated, do not edit — run `npx -y pnpm@12.21.0 generate` (source: the spec, via redocly.yaml)

import type { MarketDataError, OperationParams } from '@marketdata-sdk/client';
import { listWires, listCongressTrades, listArticles, listInsiderTrades } from '@marketdata-sdk/types/internal';
import type { SkipToken, UseInfiniteQueryResult } from '@tanstack/react-query';
import {
  buildInfiniteOptions,
  flattenPages,
  type InfiniteOptions,
  type InfinitePagesOf,
  type InfiniteQueryOptionsOf,
  type PageItemOf,
} from '../internals/infiniteQuery';
import type { MarketDataSource } from '../internals/source';
import { type InfiniteHookOptions, useInfiniteOperation } from '../internals/useInfiniteOperation';

/**
 * Parameters of `listWiresInfiniteQueryOptions` and `useListWiresInfinite`: those of
 * `listWires` without `start_id`.
 */
export type WiresInfiniteParams = Omit<OperationParams<'listWires'>, 'start_id'>;

/** Options of `listWiresInfiniteQueryOptions`. */
export type WiresInfiniteOptions = InfiniteOptions;

/**
 * The pages of `listWires` fetched so far, and `headlines`: every item of every page in order,
 * each `news_id` once.
 */
export type WiresInfiniteData = InfinitePagesOf<'listWires'> & {
  /** Every item of every page, in order, each `news_id` once. */
  headlines: PageItemOf<'listWires'>[];
};

/** What `listWiresInfiniteQueryOptions` returns: `infiniteQueryOptions` with a tagged key. */
export type WiresInfiniteQueryOptions = InfiniteQueryOptionsOf<'listWires', WiresInfiniteData>;

/** Options of `useListWiresInfinite`. */
export type WiresInfiniteHookOptions<TData = WiresInfiniteData> = InfiniteHookOptions<
  'listWires',
  WiresInfiniteData,
  TData
>;

/**
 * Flattens the pages of `listWires` into `headlines`, keeping the first occurrence of each
 * `news_id`.
 */
export function selectWiresInfinite(data: InfinitePagesOf<'listWires'>): WiresInfiniteData {
  return flattenPages(data, 'headlines', 'news_id');
}

/**
 * The `infiniteQueryOptions` of `listWires`, paged by `start_id`: the first page sends none,
 * each next page starts after the last item of the previous one. `data.headlines` holds the
 * items of all pages.
 *
 * @example
 * ```ts
 * await queryClient.prefetchInfiniteQuery(listWiresInfiniteQueryOptions(client));
 * ```
 */
export function listWiresInfiniteQueryOptions(
  client: MarketDataSource,
  params: WiresInfiniteParams = {},
  options: WiresInfiniteOptions = {},
): WiresInfiniteQueryOptions {
  return buildInfiniteOptions('listWiresInfiniteQueryOptions', listWires, client, params, options, selectWiresInfinite);
}

/**
 * `listWires` as an infinite query, paged by `start_id`: the first page sends none, each next
 * page starts after the last item of the previous one: `data.headlines` holds every loaded
 * item; `fetchNextPage()` loads more until `hasNextPage` is false. `skipToken` instead of
 * parameters keeps it idle.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useListWiresInfinite();
 * ```
 */
export function useListWiresInfinite<TData = WiresInfiniteData>(
  params?: WiresInfiniteParams | SkipToken,
  options?: WiresInfiniteHookOptions<TData>,
): UseInfiniteQueryResult<TData, MarketDataError> {
  return useInfiniteOperation('useListWiresInfinite', 'listWires', params ?? {}, listWiresInfiniteQueryOptions, options);
}

/**
 * Parameters of `listCongressTradesInfiniteQueryOptions` and `useListCongressTradesInfinite`:
 * those of `listCongressTrades` without `page`.
 */
export type CongressTradesInfiniteParams = Omit<OperationParams<'listCongressTrades'>, 'page'>;

/** Options of `listCongressTradesInfiniteQueryOptions`. */
export type CongressTradesInfiniteOptions = InfiniteOptions;

/**
 * The pages of `listCongressTrades` fetched so far, and `trades`: every item of every page in
 * order.
 */
export type CongressTradesInfiniteData = InfinitePagesOf<'listCongressTrades'> & {
  /** Every item of every page, in order. */
  trades: PageItemOf<'listCongressTrades'>[];
};

/** What `listCongressTradesInfiniteQueryOptions` returns: `infiniteQueryOptions` with a tagged key. */
export type CongressTradesInfiniteQueryOptions = InfiniteQueryOptionsOf<'listCongressTrades', CongressTradesInfiniteData>;

/** Options of `useListCongressTradesInfinite`. */
export type CongressTradesInfiniteHookOptions<TData = CongressTradesInfiniteData> = InfiniteHookOptions<
  'listCongressTrades',
  CongressTradesInfiniteData,
  TData
>;

/** Flattens the pages of `listCongressTrades` into `trades`. */
export function selectCongressTradesInfinite(data: InfinitePagesOf<'listCongressTrades'>): CongressTradesInfiniteData {
  return flattenPages(data, 'trades');
}

/**
 * The `infiniteQueryOptions` of `listCongressTrades`, paged by page number from 1; the list
 * ends on a page shorter than the page size. `data.trades` holds the items of all pages.
 *
 * @example
 * ```ts
 * await queryClient.prefetchInfiniteQuery(listCongressTradesInfiniteQueryOptions(client, { ticker: 'AAPL' }));
 * ```
 */
export function listCongressTradesInfiniteQueryOptions(
  client: MarketDataSource,
  params: CongressTradesInfiniteParams,
  options: CongressTradesInfiniteOptions = {},
): CongressTradesInfiniteQueryOptions {
  return buildInfiniteOptions('listCongressTradesInfiniteQueryOptions', listCongressTrades, client, params, options, selectCongressTradesInfinite);
}

/**
 * `listCongressTrades` as an infinite query, paged by page number from 1; the list ends on a
 * page shorter than the page size: `data.trades` holds every loaded item; `fetchNextPage()`
 * loads more until `hasNextPage` is false. `skipToken` instead of parameters keeps it idle.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useListCongressTradesInfinite({ ticker: 'AAPL' });
 * ```
 */
export function useListCongressTradesInfinite<TData = CongressTradesInfiniteData>(
  params: CongressTradesInfiniteParams | SkipToken,
  options?: CongressTradesInfiniteHookOptions<TData>,
): UseInfiniteQueryResult<TData, MarketDataError> {
  return useInfiniteOperation('useListCongressTradesInfinite', 'listCongressTrades', params, listCongressTradesInfiniteQueryOptions, options);
}

/**
 * Parameters of `listArticlesInfiniteQueryOptions` and `useListArticlesInfinite`: those of
 * `listArticles` without `start_id`.
 */
export type ArticlesInfiniteParams = Omit<OperationParams<'listArticles'>, 'start_id'>;

/** Options of `listArticlesInfiniteQueryOptions`. */
export type ArticlesInfiniteOptions = InfiniteOptions;

/**
 * The pages of `listArticles` fetched so far, and `articles`: every item of every page in
 * order, each `content_id` once.
 */
export type ArticlesInfiniteData = InfinitePagesOf<'listArticles'> & {
  /** Every item of every page, in order, each `content_id` once. */
  articles: PageItemOf<'listArticles'>[];
};

/** What `listArticlesInfiniteQueryOptions` returns: `infiniteQueryOptions` with a tagged key. */
export type ArticlesInfiniteQueryOptions = InfiniteQueryOptionsOf<'listArticles', ArticlesInfiniteData>;

/** Options of `useListArticlesInfinite`. */
export type ArticlesInfiniteHookOptions<TData = ArticlesInfiniteData> = InfiniteHookOptions<
  'listArticles',
  ArticlesInfiniteData,
  TData
>;

/**
 * Flattens the pages of `listArticles` into `articles`, keeping the first occurrence of each
 * `content_id`.
 */
export function selectArticlesInfinite(data: InfinitePagesOf<'listArticles'>): ArticlesInfiniteData {
  return flattenPages(data, 'articles', 'content_id');
}

/**
 * The `infiniteQueryOptions` of `listArticles`, paged by `start_id`: the first page sends
 * none, each next page starts after the last item of the previous one. `data.articles` holds
 * the items of all pages.
 *
 * @example
 * ```ts
 * await queryClient.prefetchInfiniteQuery(listArticlesInfiniteQueryOptions(client));
 * ```
 */
export function listArticlesInfiniteQueryOptions(
  client: MarketDataSource,
  params: ArticlesInfiniteParams = {},
  options: ArticlesInfiniteOptions = {},
): ArticlesInfiniteQueryOptions {
  return buildInfiniteOptions('listArticlesInfiniteQueryOptions', listArticles, client, params, options, selectArticlesInfinite);
}

/**
 * `listArticles` as an infinite query, paged by `start_id`: the first page sends none, each
 * next page starts after the last item of the previous one: `data.articles` holds every loaded
 * item; `fetchNextPage()` loads more until `hasNextPage` is false. `skipToken` instead of
 * parameters keeps it idle.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useListArticlesInfinite();
 * ```
 */
export function useListArticlesInfinite<TData = ArticlesInfiniteData>(
  params?: ArticlesInfiniteParams | SkipToken,
  options?: ArticlesInfiniteHookOptions<TData>,
): UseInfiniteQueryResult<TData, MarketDataError> {
  return useInfiniteOperation('useListArticlesInfinite', 'listArticles', params ?? {}, listArticlesInfiniteQueryOptions, options);
}

/**
 * Parameters of `listInsiderTradesInfiniteQueryOptions` and `useListInsiderTradesInfinite`:
 * those of `listInsiderTrades` without `page`.
 */
export type InsiderTradesInfiniteParams = Omit<OperationParams<'listInsiderTrades'>, 'page'>;

/** Options of `listInsiderTradesInfiniteQueryOptions`. */
export type InsiderTradesInfiniteOptions = InfiniteOptions;

/**
 * The pages of `listInsiderTrades` fetched so far, and `trades`: every item of every page in
 * order.
 */
export type InsiderTradesInfiniteData = InfinitePagesOf<'listInsiderTrades'> & {
  /** Every item of every page, in order. */
  trades: PageItemOf<'listInsiderTrades'>[];
};

/** What `listInsiderTradesInfiniteQueryOptions` returns: `infiniteQueryOptions` with a tagged key. */
export type InsiderTradesInfiniteQueryOptions = InfiniteQueryOptionsOf<'listInsiderTrades', InsiderTradesInfiniteData>;

/** Options of `useListInsiderTradesInfinite`. */
export type InsiderTradesInfiniteHookOptions<TData = InsiderTradesInfiniteData> = InfiniteHookOptions<
  'listInsiderTrades',
  InsiderTradesInfiniteData,
  TData
>;

/** Flattens the pages of `listInsiderTrades` into `trades`. */
export function selectInsiderTradesInfinite(data: InfinitePagesOf<'listInsiderTrades'>): InsiderTradesInfiniteData {
  return flattenPages(data, 'trades');
}

/**
 * The `infiniteQueryOptions` of `listInsiderTrades`, paged by page number from 1; the list
 * ends on a page shorter than the page size. `data.trades` holds the items of all pages.
 *
 * @example
 * ```ts
 * await queryClient.prefetchInfiniteQuery(listInsiderTradesInfiniteQueryOptions(client, { ticker: 'AAPL' }));
 * ```
 */
export function listInsiderTradesInfiniteQueryOptions(
  client: MarketDataSource,
  params: InsiderTradesInfiniteParams,
  options: InsiderTradesInfiniteOptions = {},
): InsiderTradesInfiniteQueryOptions {
  return buildInfiniteOptions('listInsiderTradesInfiniteQueryOptions', listInsiderTrades, client, params, options, selectInsiderTradesInfinite);
}

/**
 * `listInsiderTrades` as an infinite query, paged by page number from 1; the list ends on a
 * page shorter than the page size: `data.trades` holds every loaded item; `fetchNextPage()`
 * loads more until `hasNextPage` is false. `skipToken` instead of parameters keeps it idle.
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
  return useInfiniteOperation('useListInsiderTradesInfinite', 'listInsiderTrades', params, listInsiderTradesInfiniteQueryOptions, options);
}
