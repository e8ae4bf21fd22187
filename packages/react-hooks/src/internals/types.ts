import type {
  MarketDataError,
  OperationId,
  OperationParams,
  OperationResult,
  operationTable,
} from '@marketdata-sdk/client';
import type { UseQueryOptions } from '@tanstack/react-query';

/** The area (`news`, `stocks`, …) an operation belongs to, as the operation table says. */
export type OperationArea<Id extends OperationId = OperationId> =
  (typeof operationTable)[Id]['area'];

/** True when every parameter of an operation is optional. */
export type ParamsAreOptional<Id extends OperationId> =
  Record<string, never> extends OperationParams<Id> ? true : false;

/** The parameters argument of an operation: optional when the operation requires none. */
export type ParamsArg<Id extends OperationId> =
  ParamsAreOptional<Id> extends true
    ? [params?: OperationParams<Id>]
    : [params: OperationParams<Id>];

/**
 * What a named hook accepts besides its parameters: any `useQuery` option except the key and
 * the function, which the operation fixes.
 */
export type QueryHookOptions<Id extends OperationId, TData = OperationResult<Id>> = Omit<
  UseQueryOptions<OperationResult<Id>, MarketDataError, TData, readonly unknown[]>,
  'queryKey' | 'queryFn'
>;
