import type {
  MarketDataError,
  OperationId,
  OperationParams,
  OperationResult,
} from '@marketdata-sdk/client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useMarketDataClient } from '../MarketDataProvider';
import { marketDataQueryOptions } from '../marketDataQueryOptions';
import { definedOnly } from './definedOnly';
import type { ParamsArg, QueryHookOptions } from './types';

/** The shared body of every named hook: the operation's options, then the caller's. */
export function useOperationQuery<TId extends OperationId, TData = OperationResult<TId>>(
  operationId: TId,
  params: OperationParams<TId> | undefined,
  options: QueryHookOptions<TId, TData> | undefined,
): UseQueryResult<TData, MarketDataError> {
  const client = useMarketDataClient();
  const base = marketDataQueryOptions(client, operationId, ...([params] as ParamsArg<TId>));
  // An option given as `undefined` keeps the operation's default (stale time, retry policy).
  return useQuery({ ...base, ...definedOnly(options) } as Parameters<
    typeof useQuery<OperationResult<TId>, MarketDataError, TData>
  >[0]);
}
