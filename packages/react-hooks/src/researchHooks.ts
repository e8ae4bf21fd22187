import type { MarketDataError, OperationParams, OperationResult } from '@marketdata-sdk/client';
import type { Consensus } from '@marketdata-sdk/types';
import type { SkipToken, UseQueryResult } from '@tanstack/react-query';
import type { QueryHookOptions } from './internals/types';
import { useOperationQuery } from './internals/useOperationQuery';

/**
 * One page of trades by US politicians in a stock (`listCongressTrades`).
 *
 * @example
 * ```tsx
 * const { data } = useListCongressTrades({ ticker: 'NVDA', page: 1, size: 10 });
 * data?.map((trade) => trade.name);
 * ```
 */
export function useListCongressTrades<TData = OperationResult<'listCongressTrades'>>(
  params: OperationParams<'listCongressTrades'> | SkipToken,
  options?: QueryHookOptions<'listCongressTrades', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListCongressTrades', 'listCongressTrades', params, options);
}

/**
 * The analyst rating actions on a stock (`listRatingsHistory`).
 *
 * @example
 * ```tsx
 * const { data } = useListRatingsHistory({ ticker: 'AAPL' });
 * data?.map((record) => record.rating);
 * ```
 */
export function useListRatingsHistory<TData = OperationResult<'listRatingsHistory'>>(
  params: OperationParams<'listRatingsHistory'> | SkipToken,
  options?: QueryHookOptions<'listRatingsHistory', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListRatingsHistory', 'listRatingsHistory', params, options);
}

/**
 * The analysts' consensus on a stock; `null` when no analyst rates it (`getConsensus`).
 *
 * @example
 * ```tsx
 * const { data } = useGetConsensus({ ticker: 'AAPL' });
 * data?.target_price;
 * ```
 */
// The default is spelled out: `OperationResult<'getConsensus'>` is a union with `null`, which an
// editor would show by its alias name instead of `Consensus | null`.
export function useGetConsensus<TData = Consensus | null>(
  params: OperationParams<'getConsensus'> | SkipToken,
  options?: QueryHookOptions<'getConsensus', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useGetConsensus', 'getConsensus', params, options);
}
