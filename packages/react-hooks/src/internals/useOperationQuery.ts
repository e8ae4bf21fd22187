import type { MarketDataError, OperationId, OperationParams } from '@marketdata-sdk/client';
import type { OperationRow } from '@marketdata-sdk/types/internal';
import { type SkipToken, skipToken, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useMarketDataContext } from '../MarketDataProvider';
import { buildQueryOptions } from '../marketDataQueryOptions';
import { useMarketDataQueryDefaults } from '../queryDefaults';
import { skippedKey } from '../queryKeys';
import { definedOnly } from './definedOnly';
import type { QueryData, QueryHookOptions } from './types';

/**
 * The shared body of every named hook: the operation's key and function, then the caller's
 * options. `skipToken` instead of parameters keeps the query idle until they are known. It
 * takes the operation's row, so that a bundle with one hook carries one row.
 */
export function useOperationQuery<TId extends OperationId, TData = QueryData<TId>>(
  hookName: string,
  row: OperationRow<TId>,
  params: OperationParams<TId> | SkipToken | undefined,
  options: QueryHookOptions<TId, TData> | undefined,
): UseQueryResult<TData, MarketDataError> {
  const { source, scope } = useMarketDataContext(hookName);
  useMarketDataQueryDefaults();
  const base =
    params === skipToken
      ? { queryKey: skippedKey(row.operationId, scope), queryFn: skipToken }
      : buildQueryOptions(source, scope, row, params);
  // An option given as `undefined` keeps the default (yours from the QueryClient, else ours).
  return useQuery({ ...base, ...definedOnly(options) } as Parameters<
    typeof useQuery<QueryData<TId>, MarketDataError, TData>
  >[0]);
}
