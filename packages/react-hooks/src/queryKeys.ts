import type { MarketDataError, OperationId, OperationParams } from '@marketdata-sdk/client';
import { operationAreas, type operationRows } from '@marketdata-sdk/types/internal';
import type { DataTag, InfiniteData } from '@tanstack/react-query';
import { definedOnly } from './internals/definedOnly';
import { defaultScope, type MarketDataSource } from './internals/source';
import type { OperationArea, QueryData } from './internals/types';

/**
 * The cache scope the hooks give a client when no `scope` is named: its base URL and a digest of
 * its key, never the key (`https://openapi.ainvest.com/open#1x2y3z`). Two clients of one key and
 * base URL have the same one. `marketDataKeys.query(id, params, clientScope(client))` is the key
 * that client's hook uses, typed for `getQueryData`.
 *
 * @example
 * const page = queryClient.getQueryData(marketDataKeys.query('listWires', {}, clientScope(client)));
 */
export const clientScope = (client: MarketDataSource): string => defaultScope(client);

/** The first element of every query key this package makes. */
export const queryKeyRoot = 'marketdata';

/** The key of every query of one operation, whatever its parameters and client. */
export type OperationQueryKey<TId extends OperationId> = readonly [
  typeof queryKeyRoot,
  OperationArea<TId>,
  TId,
];

/** The key of one operation's queries with given parameters, for every client (a filter). */
export type OperationParamsKey<TId extends OperationId> = readonly [
  typeof queryKeyRoot,
  OperationArea<TId>,
  TId,
  OperationParams<TId>,
];

/**
 * The key of one operation's query with given parameters for one client scope, tagged with its
 * data and error types.
 */
export type MarketDataQueryKey<TId extends OperationId> = DataTag<
  readonly [typeof queryKeyRoot, OperationArea<TId>, TId, OperationParams<TId>, string],
  QueryData<TId>,
  MarketDataError
>;

type PagingOf<TId extends OperationId> = (typeof operationRows)[TId]['paging'];

/**
 * The page parameter of each operation that has an infinite query, read from its row: a cursor
 * list's `start_id` (the first page sends none), a numbered list's page number from 1.
 */
export type InfinitePageParams = {
  [TId in OperationId as PagingOf<TId> extends null ? never : TId]: PagingOf<TId> extends {
    kind: 'cursor';
  }
    ? string | undefined
    : number;
};

/** An operation that has an infinite query. */
export type InfiniteOperationId = keyof InfinitePageParams & OperationId;

/** The parameters of an infinite query: the operation's without its page cursor. */
export type InfiniteParams<TId extends InfiniteOperationId> = Omit<
  OperationParams<TId>,
  'start_id' | 'page'
>;

/** The key of an infinite query's parameters, for every client (a filter). */
export type InfiniteParamsKey<TId extends InfiniteOperationId> = readonly [
  typeof queryKeyRoot,
  OperationArea<TId>,
  TId,
  'infinite',
  InfiniteParams<TId>,
];

/** The key of an infinite query for one client scope, tagged with its `InfiniteData` type. */
export type MarketDataInfiniteQueryKey<TId extends InfiniteOperationId> = DataTag<
  readonly [typeof queryKeyRoot, OperationArea<TId>, TId, 'infinite', InfiniteParams<TId>, string],
  InfiniteData<QueryData<TId>, InfinitePageParams[TId]>,
  MarketDataError
>;

/** Copies parameters without their `undefined` members, so equal requests share one key. */
function normalizeParams<TParams>(params: TParams | undefined): TParams {
  return definedOnly(params ?? {}) as TParams;
}

/**
 * @internal The key of every query of one operation (`marketDataKeys.operation`), imported on
 * its own where the factory's other levels are not needed, so that a bundle leaves them out.
 */
export function operationKey<TId extends OperationId>(operationId: TId): OperationQueryKey<TId> {
  const area = operationAreas[operationId] as OperationArea<TId>;
  return [queryKeyRoot, area, operationId] as const;
}

/** @internal `marketDataKeys.query`, on its own for the same reason as {@link operationKey}. */
export function query<TId extends OperationId>(
  operationId: TId,
  params?: OperationParams<TId>,
): OperationParamsKey<TId>;
export function query<TId extends OperationId>(
  operationId: TId,
  params: OperationParams<TId> | undefined,
  scope: string,
): MarketDataQueryKey<TId>;
export function query(
  operationId: OperationId,
  params?: object,
  scope?: string,
): readonly unknown[] {
  const key = [...operationKey(operationId), normalizeParams(params)];
  return scope === undefined ? key : [...key, scope];
}

function infinite<TId extends InfiniteOperationId>(
  operationId: TId,
  params?: InfiniteParams<TId>,
): InfiniteParamsKey<TId>;
function infinite<TId extends InfiniteOperationId>(
  operationId: TId,
  params: InfiniteParams<TId> | undefined,
  scope: string,
): MarketDataInfiniteQueryKey<TId>;
function infinite(
  operationId: InfiniteOperationId,
  params?: object,
  scope?: string,
): readonly unknown[] {
  const key = [...operationKey(operationId), 'infinite', normalizeParams(params)];
  return scope === undefined ? key : [...key, scope];
}

/**
 * The key of a query that waits for its parameters (`skipToken`): it never fetches and never
 * shares a key with a real query.
 */
export function skippedKey(operationId: OperationId, scope: string, infiniteQuery = false) {
  return [...operationKey(operationId), ...(infiniteQuery ? ['infinite'] : []), 'skip', scope];
}

/**
 * The query-key factory: `all → area → operation → params → client scope`. Each level is a
 * prefix of the next, so `invalidateQueries({ queryKey })` works at any level and reaches the
 * queries of every client. The last level names the client's cache scope (one per client
 * unless you name it, see `MarketDataProvider`'s `scope`), so two clients never share data; it
 * is tagged, so `queryClient.getQueryData(key)` knows the data type.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: marketDataKeys.area('news') });
 * queryClient.invalidateQueries({ queryKey: marketDataKeys.query('listWires', { tab: 'all' }) });
 * const page = queryClient.getQueryData(marketDataKeys.query('listWires', { tab: 'all' }, 'app'));
 * ```
 */
export const marketDataKeys = {
  /** Every query of this package. */
  all: [queryKeyRoot] as const,
  /** Every query of one area, such as `news` or `stocks`. */
  area: <TArea extends OperationArea>(area: TArea) => [queryKeyRoot, area] as const,
  /** Every query of one operation. */
  operation: operationKey,
  /**
   * One operation's queries with given parameters: of every client without `scope`, of one
   * client scope (a tagged key, for `getQueryData`) with it.
   */
  query,
  /** One operation's infinite query with given parameters (without the page cursor). */
  infinite,
} as const;
