import type {
  MarketDataError,
  OperationId,
  OperationParams,
  OperationResult,
} from '@marketdata-sdk/client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useMarketDataClient } from '../MarketDataProvider';
import { marketDataQueryOptions } from '../marketDataQueryOptions';
import type { ParamsArg, QueryHookOptions } from './types';

/** The shared body of every named hook: the operation's options, then the caller's. */
export function useOperationQuery<Id extends OperationId, TData = OperationResult<Id>>(
  operationId: Id,
  params: OperationParams<Id> | undefined,
  options: QueryHookOptions<Id, TData> | undefined,
): UseQueryResult<TData, MarketDataError> {
  const client = useMarketDataClient();
  const base = marketDataQueryOptions(client, operationId, ...([params] as ParamsArg<Id>));
  return useQuery({ ...base, ...options } as Parameters<
    typeof useQuery<OperationResult<Id>, MarketDataError, TData>
  >[0]);
}
