import {
  type MarketDataError,
  type OperationId,
  type OperationParams,
  type OperationResult,
  operationTable,
} from '@marketdata-sdk/client';
import type { DataTag, InfiniteData } from '@tanstack/react-query';
import { definedOnly } from './internals/definedOnly';
import type { OperationArea } from './internals/types';

/** The first element of every query key this package makes. */
export const queryKeyRoot = 'marketdata';

/** The key of every query of one operation, whatever its parameters. */
export type OperationQueryKey<TId extends OperationId> = readonly [
  typeof queryKeyRoot,
  OperationArea<TId>,
  TId,
];

/** The key of one operation's query with given parameters, tagged with its data and error types. */
export type MarketDataQueryKey<TId extends OperationId> = DataTag<
  readonly [typeof queryKeyRoot, OperationArea<TId>, TId, OperationParams<TId>],
  OperationResult<TId>,
  MarketDataError
>;

/** The page parameter of each operation that has an infinite query. */
export interface InfinitePageParams {
  /** Wires page by `start_id`; the first page sends none. */
  listWires: string | undefined;
  /** Congress trades page by page number, from 1. */
  listCongressTrades: number;
}

/** An operation that has an infinite query. */
export type InfiniteOperationId = keyof InfinitePageParams & OperationId;

/** The key of an infinite query, tagged with its `InfiniteData` type. */
export type MarketDataInfiniteQueryKey<TId extends InfiniteOperationId> = DataTag<
  readonly [
    typeof queryKeyRoot,
    OperationArea<TId>,
    TId,
    'infinite',
    Omit<OperationParams<TId>, 'start_id' | 'page'>,
  ],
  InfiniteData<OperationResult<TId>, InfinitePageParams[TId]>,
  MarketDataError
>;

/** Copies parameters without their `undefined` members, so equal requests share one key. */
function normalizeParams<TParams>(params: TParams | undefined): TParams {
  return definedOnly(params ?? {}) as TParams;
}

function operationKey<TId extends OperationId>(operationId: TId): OperationQueryKey<TId> {
  const area = operationTable[operationId].area as OperationArea<TId>;
  return [queryKeyRoot, area, operationId] as const;
}

/**
 * The query-key factory: `all → area → operation → params`. Each level is a prefix of the
 * next, so `invalidateQueries({ queryKey })` works at any level, and the last level is tagged
 * so that `queryClient.getQueryData(key)` knows the data type.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: marketDataKeys.area('news') });
 * const page = queryClient.getQueryData(marketDataKeys.query('listWires', { tab: 'all' }));
 * ```
 */
export const marketDataKeys = {
  /** Every query of this package. */
  all: [queryKeyRoot] as const,
  /** Every query of one area, such as `news` or `stocks`. */
  area: <TArea extends OperationArea>(area: TArea) => [queryKeyRoot, area] as const,
  /** Every query of one operation. */
  operation: operationKey,
  /** One operation's query with given parameters. */
  query: <TId extends OperationId>(
    operationId: TId,
    params?: OperationParams<TId>,
  ): MarketDataQueryKey<TId> =>
    [...operationKey(operationId), normalizeParams(params)] as unknown as MarketDataQueryKey<TId>,
  /** One operation's infinite query with given parameters (without the page cursor). */
  infinite: <TId extends InfiniteOperationId>(
    operationId: TId,
    params?: Omit<OperationParams<TId>, 'start_id' | 'page'>,
  ): MarketDataInfiniteQueryKey<TId> =>
    [
      ...operationKey(operationId),
      'infinite',
      normalizeParams(params),
    ] as unknown as MarketDataInfiniteQueryKey<TId>,
} as const;
