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
 * const { data } = useTrades({ ticker: 'AAPL', count: 50, to });
 * data?.map((trade) => trade.p);
 * ```
 */
export function useTrades<TData = OperationResult<'listTrades'>>(
  params: OperationParams<'listTrades'> | SkipToken,
  options?: QueryHookOptions<'listTrades', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useTrades', 'listTrades', params, options);
}

/**
 * The economic events calendar of one day (`listEconomicEvents`).
 *
 * @example
 * ```tsx
 * const { data } = useEconomicEvents({ date: '2026-11-20' });
 * data?.filter((event) => event.importance === 3);
 * ```
 */
export function useEconomicEvents<TData = OperationResult<'listEconomicEvents'>>(
  params: OperationParams<'listEconomicEvents'> | SkipToken,
  options?: QueryHookOptions<'listEconomicEvents', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useEconomicEvents', 'listEconomicEvents', params, options);
}

/**
 * The backtesting summary of one earnings event (`getEarningsBacktest`).
 *
 * @example
 * ```tsx
 * const { data } = useEarningsBacktest({ unique_id: uniqueId });
 * data;
 * ```
 */
export function useEarningsBacktest<TData = OperationResult<'getEarningsBacktest'>>(
  params: OperationParams<'getEarningsBacktest'> | SkipToken,
  options?: QueryHookOptions<'getEarningsBacktest', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useEarningsBacktest', 'getEarningsBacktest', params, options);
}
