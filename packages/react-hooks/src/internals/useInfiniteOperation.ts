import type { MarketDataError } from '@marketdata-sdk/client';
import {
  type InfiniteData,
  type SkipToken,
  skipToken,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { useMarketDataContext } from '../MarketDataProvider';
import { useMarketDataQueryDefaults } from '../queryDefaults';
import { type InfiniteOperationId, type InfinitePageParams, skippedKey } from '../queryKeys';
import { definedOnly } from './definedOnly';
import type { InfiniteOptions } from './infiniteQuery';
import type { MarketDataSource } from './source';
import type { QueryData } from './types';

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
  UseInfiniteQueryOptionsOf<QueryData<TId>, TData, InfinitePageParams[TId]>,
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

/**
 * The shared body of the infinite hooks: the operation's options from its factory, then the
 * caller's. `skipToken` instead of parameters keeps the query idle.
 */
export function useInfiniteOperation<TId extends InfiniteOperationId, TFlat, TData>(
  hookName: string,
  operationId: TId,
  params: object | SkipToken,
  factory: (
    source: MarketDataSource,
    params: never,
    options: InfiniteOptions,
  ) => { select?: (data: never) => TFlat },
  options: InfiniteHookOptions<TId, TFlat, TData> | undefined,
): UseInfiniteQueryResult<TData, MarketDataError> {
  const { scope, source } = useMarketDataContext(hookName);
  useMarketDataQueryDefaults();
  const { select, ...rest } = options ?? {};
  const skipped = params === skipToken;
  const base = factory(source, (skipped ? {} : params) as never, { scope });
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
