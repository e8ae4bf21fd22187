import type { MarketDataError, OperationParams } from '@marketdata-sdk/client';
import { nextPageCursor } from '@marketdata-sdk/client/internal';
import type { CursorPaging, OperationRow, PagePaging } from '@marketdata-sdk/types/internal';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type UnusedSkipTokenInfiniteOptions,
} from '@tanstack/react-query';
import {
  type InfiniteOperationId,
  type InfinitePageParams,
  type MarketDataInfiniteQueryKey,
  marketDataKeys,
} from '../queryKeys';
import { checkScope, defaultScope, type MarketDataSource, runOperation } from './source';
import type { QueryData } from './types';

// The engine of the generated infinite query options (`src/generated/infinite.ts`): one body
// for both paging kinds, read from the operation's row.

/** Options of an infinite query's options factory and of its hook. */
export interface InfiniteOptions {
  /** Most pages kept in the cache; older pages past it are dropped as new ones load. */
  maxPages?: number;
  /** The cache scope, as `MarketDataProvider`'s `scope` (default: one per client object). */
  scope?: string;
}

/** The pages of an infinite query as TanStack Query keeps them: each the client page's data. */
export type InfinitePagesOf<TId extends InfiniteOperationId> = InfiniteData<
  QueryData<TId>,
  InfinitePageParams[TId]
>;

/** One item of a page of a paged operation (an element of the page's `data`). */
export type PageItemOf<TId extends InfiniteOperationId> =
  QueryData<TId> extends { data: readonly (infer TItem)[] } ? TItem : never;

/** What an infinite options factory returns: `infiniteQueryOptions` with a tagged key. */
export type InfiniteQueryOptionsOf<
  TId extends InfiniteOperationId,
  TData,
> = UnusedSkipTokenInfiniteOptions<
  QueryData<TId>,
  MarketDataError,
  TData,
  MarketDataInfiniteQueryKey<TId>,
  InfinitePageParams[TId]
> & {
  /** The infinite query's key, tagged with its `InfiniteData` type. */
  queryKey: MarketDataInfiniteQueryKey<TId>;
};

/**
 * The pages with every item of every page under `field`, in order; with `idKey`, each id once
 * (the first occurrence wins: a cursor list may repeat an item at a page boundary).
 */
export function flattenPages<TData>(
  data: InfiniteData<unknown, unknown>,
  field: string,
  idKey?: string,
): TData {
  const seen = new Set<unknown>();
  const items: unknown[] = [];
  for (const page of data.pages) {
    for (const item of (page as { data: unknown[] }).data) {
      if (idKey !== undefined) {
        const id = (item as Record<string, unknown>)[idKey];
        if (seen.has(id)) continue;
        seen.add(id);
      }
      items.push(item);
    }
  }
  return { ...data, [field]: items } as TData;
}

/** A paged operation's row. */
type PagedRow<TId extends InfiniteOperationId> = OperationRow<TId> & {
  readonly paging: CursorPaging | PagePaging;
};

/**
 * The `infiniteQueryOptions` of a paged operation: a cursor list's first page sends no
 * `start_id` and each next page starts after the last item of the previous one; a numbered list
 * counts pages from 1. Both end by the client's one end rule (`nextPageCursor`).
 */
export function buildInfiniteOptions<TId extends InfiniteOperationId, TData>(
  where: string,
  row: PagedRow<TId>,
  client: MarketDataSource,
  params: object,
  options: InfiniteOptions,
  select: (data: InfinitePagesOf<TId>) => TData,
): InfiniteQueryOptionsOf<TId, TData> {
  const id = row.operationId;
  const cursor = row.paging.kind === 'cursor' ? row.paging.cursor : row.paging.page;
  const at = (pageParam: unknown) =>
    (pageParam === undefined ? params : { ...params, [cursor]: pageParam }) as OperationParams<TId>;
  const numbered = row.paging.kind === 'page';
  return infiniteQueryOptions({
    queryKey: marketDataKeys.infinite(
      id,
      params as never,
      checkScope(options.scope, where) ?? defaultScope(client),
    ),
    queryFn: ({ pageParam, signal }: { pageParam: unknown; signal: AbortSignal }) =>
      runOperation(client, row, at(pageParam), signal),
    initialPageParam: numbered ? 1 : undefined,
    // The one end rule of paged lists, shared with the client's pages and iterators.
    getNextPageParam: (lastPage: unknown, _pages: unknown, lastPageParam: unknown) =>
      nextPageCursor(row, { ...params, [cursor]: lastPageParam }, lastPage),
    ...(numbered
      ? {
          getPreviousPageParam: (_first: unknown, _pages: unknown, firstPageParam: number) =>
            firstPageParam > 1 ? firstPageParam - 1 : undefined,
        }
      : {}),
    select,
    ...(options.maxPages === undefined ? {} : { maxPages: options.maxPages }),
  } as never) as InfiniteQueryOptionsOf<TId, TData>;
}
