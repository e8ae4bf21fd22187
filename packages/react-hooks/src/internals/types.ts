import type { MarketDataError, OperationId, OperationResult } from '@marketdata-sdk/client';
import type { operationRows } from '@marketdata-sdk/types/internal';
import type { UseQueryOptions } from '@tanstack/react-query';

/** The area (`news`, `stocks`, …) an operation belongs to, as the operation table says. */
export type OperationArea<TId extends OperationId = OperationId> =
  (typeof operationRows)[TId]['area'];

export type { ParamsArg } from '@marketdata-sdk/client';

/**
 * What the query of an operation holds: the client method's result as it serializes. A paged
 * list's is the client page's own members, `{ data }` where the service answers a bare list
 * (`listCongressTrades`, `listInsiderTrades`), else the payload; any other operation's is its
 * payload. Plain JSON either way, so that a server's cache hydrates in the browser.
 */
export type QueryData<TId extends OperationId> = (typeof operationRows)[TId]['paging'] extends null
  ? OperationResult<TId>
  : OperationResult<TId> extends readonly unknown[]
    ? { data: OperationResult<TId> }
    : OperationResult<TId>;

/**
 * What a named hook accepts besides its parameters: any `useQuery` option except the key and
 * the function, which the operation fixes.
 */
export type QueryHookOptions<TId extends OperationId, TData = QueryData<TId>> = Omit<
  UseQueryOptions<QueryData<TId>, MarketDataError, TData, readonly unknown[]>,
  'queryKey' | 'queryFn'
>;
