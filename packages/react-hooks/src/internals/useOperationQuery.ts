import type {
  MarketDataError,
  OperationId,
  OperationParams,
  OperationResult,
} from '@marketdata-sdk/client';
import { type SkipToken, skipToken, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useMarketDataContext } from '../MarketDataProvider';
import { buildQueryOptions } from '../marketDataQueryOptions';
import { useMarketDataQueryDefaults } from '../queryDefaults';
import { skippedKey } from '../queryKeys';
import { definedOnly } from './definedOnly';
import type { QueryHookOptions } from './types';

/**
 * The shared body of every named hook: the operation's key and function, then the caller's
 * options. `skipToken` instead of parameters keeps the query idle until they are known.
 */
export function useOperationQuery<TId extends OperationId, TData = OperationResult<TId>>(
  hookName: string,
  operationId: TId,
  params: OperationParams<TId> | SkipToken | undefined,
  options: QueryHookOptions<TId, TData> | undefined,
): UseQueryResult<TData, MarketDataError> {
  const { source, scope } = useMarketDataContext(hookName);
  useMarketDataQueryDefaults();
  const base =
    params === skipToken
      ? { queryKey: skippedKey(operationId, scope), queryFn: skipToken }
      : buildQueryOptions(source, scope, operationId, params);
  // An option given as `undefined` keeps the default (yours from the QueryClient, else ours).
  return useQuery({ ...base, ...definedOnly(options) } as Parameters<
    typeof useQuery<OperationResult<TId>, MarketDataError, TData>
  >[0]);
}
