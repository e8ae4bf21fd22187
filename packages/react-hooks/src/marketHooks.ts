import type { MarketDataError, OperationParams, OperationResult } from '@marketdata-sdk/client';
import type { SkipToken, UseQueryResult } from '@tanstack/react-query';
import type { QueryHookOptions } from './internals/types';
import { useOperationQuery } from './internals/useOperationQuery';

/**
 * Time-and-sales trades of a stock in the current session, up to a time (`listTrades`).
 * `to` is part of the query key: keep it stable across renders (state, not `Date.now()`).
 *
 * @example
 * ```tsx
 * const [to] = useState(() => Date.now());
 * const { data } = useListTrades({ ticker: 'AAPL', count: 50, to });
 * data?.map((trade) => trade.p);
 * ```
 */
export function useListTrades<TData = OperationResult<'listTrades'>>(
  params: OperationParams<'listTrades'> | SkipToken,
  options?: QueryHookOptions<'listTrades', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListTrades', 'listTrades', params, options);
}

/**
 * The economic events calendar of one day (`listEconomicEvents`).
 *
 * @example
 * ```tsx
 * const { data } = useListEconomicEvents({ date: '2026-11-20' });
 * data?.filter((event) => event.importance === 3);
 * ```
 */
export function useListEconomicEvents<TData = OperationResult<'listEconomicEvents'>>(
  params: OperationParams<'listEconomicEvents'> | SkipToken,
  options?: QueryHookOptions<'listEconomicEvents', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListEconomicEvents', 'listEconomicEvents', params, options);
}

/**
 * The backtesting summary of one earnings event (`getEarningsBacktest`).
 *
 * @example
 * ```tsx
 * const { data } = useGetEarningsBacktest({ unique_id: uniqueId });
 * data;
 * ```
 */
export function useGetEarningsBacktest<TData = OperationResult<'getEarningsBacktest'>>(
  params: OperationParams<'getEarningsBacktest'> | SkipToken,
  options?: QueryHookOptions<'getEarningsBacktest', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useGetEarningsBacktest', 'getEarningsBacktest', params, options);
}
