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
export function useOperationQuery<TId extends OperationId, TData = OperationResult<TId>>(
  operationId: TId,
  params: OperationParams<TId> | undefined,
  options: QueryHookOptions<TId, TData> | undefined,
): UseQueryResult<TData, MarketDataError> {
  const client = useMarketDataClient();
  const base = marketDataQueryOptions(client, operationId, ...([params] as ParamsArg<TId>));
  return useQuery({ ...base, ...options } as Parameters<
    typeof useQuery<OperationResult<TId>, MarketDataError, TData>
  >[0]);
}
