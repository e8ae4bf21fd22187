import type { MarketDataError, OperationParams, OperationResult } from '@marketdata-sdk/client';
import type { SkipToken, UseQueryResult } from '@tanstack/react-query';
import type { QueryHookOptions } from './internals/types';
import { useOperationQuery } from './internals/useOperationQuery';

/**
 * One page of trades by US politicians in a stock (`listCongressTrades`).
 *
 * @example
 * ```tsx
 * const { data } = useCongressTrades({ ticker: 'NVDA', page: 1, size: 10 });
 * data?.map((trade) => trade.name);
 * ```
 */
export function useCongressTrades<TData = OperationResult<'listCongressTrades'>>(
  params: OperationParams<'listCongressTrades'> | SkipToken,
  options?: QueryHookOptions<'listCongressTrades', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useCongressTrades', 'listCongressTrades', params, options);
}

/**
 * The analyst rating actions on a stock (`listRatingsHistory`).
 *
 * @example
 * ```tsx
 * const { data } = useRatingsHistory({ ticker: 'AAPL' });
 * data?.map((record) => record.rating);
 * ```
 */
export function useRatingsHistory<TData = OperationResult<'listRatingsHistory'>>(
  params: OperationParams<'listRatingsHistory'> | SkipToken,
  options?: QueryHookOptions<'listRatingsHistory', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useRatingsHistory', 'listRatingsHistory', params, options);
}

/**
 * The analysts' consensus on a stock; `null` when no analyst rates it (`getConsensus`).
 *
 * @example
 * ```tsx
 * const { data } = useConsensus({ ticker: 'AAPL' });
 * data?.target_price;
 * ```
 */
export function useConsensus<TData = OperationResult<'getConsensus'>>(
  params: OperationParams<'getConsensus'> | SkipToken,
  options?: QueryHookOptions<'getConsensus', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useConsensus', 'getConsensus', params, options);
}
