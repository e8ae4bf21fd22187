import type { MarketDataError, OperationId, OperationResult } from '@marketdata-sdk/client';
import type { operationRows } from '@marketdata-sdk/types/internal';
import type { UseQueryOptions } from '@tanstack/react-query';

/** The area (`news`, `stocks`, …) an operation belongs to, as the operation table says. */
export type OperationArea<TId extends OperationId = OperationId> =
  (typeof operationRows)[TId]['area'];

export type { ParamsArg } from '@marketdata-sdk/client';

/**
 * What a named hook accepts besides its parameters: any `useQuery` option except the key and
 * the function, which the operation fixes.
 */
export type QueryHookOptions<TId extends OperationId, TData = OperationResult<TId>> = Omit<
  UseQueryOptions<OperationResult<TId>, MarketDataError, TData, readonly unknown[]>,
  'queryKey' | 'queryFn'
>;
