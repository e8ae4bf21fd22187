import type { MarketDataError, OperationParams, OperationResult } from '@marketdata-sdk/client';
import type { SkipToken, UseQueryResult } from '@tanstack/react-query';
import type { QueryHookOptions } from './internals/types';
import { useOperationQuery } from './internals/useOperationQuery';

/**
 * The latest earnings reports of a stock (`listEarnings`).
 *
 * @example
 * ```tsx
 * const { data } = useListEarnings({ ticker: 'AAPL', size: 4 });
 * data?.map((report) => report.eps_actual);
 * ```
 */
export function useListEarnings<TData = OperationResult<'listEarnings'>>(
  params: OperationParams<'listEarnings'> | SkipToken,
  options?: QueryHookOptions<'listEarnings', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListEarnings', 'listEarnings', params, options);
}

/**
 * The income, cash-flow and balance-sheet statements of a stock (`getFinancialStatements`).
 *
 * @example
 * ```tsx
 * const { data } = useGetFinancialStatements({ ticker: 'MSFT', period: 1 });
 * data?.income_statements[0]?.lines;
 * ```
 */
export function useGetFinancialStatements<TData = OperationResult<'getFinancialStatements'>>(
  params: OperationParams<'getFinancialStatements'> | SkipToken,
  options?: QueryHookOptions<'getFinancialStatements', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useGetFinancialStatements', 'getFinancialStatements', params, options);
}

/**
 * The financial metrics (ratios, per-share values) of a stock (`getFinancialMetrics`).
 *
 * @example
 * ```tsx
 * const { data } = useGetFinancialMetrics({ ticker: 'NVDA' });
 * data?.roe_ttm;
 * ```
 */
export function useGetFinancialMetrics<TData = OperationResult<'getFinancialMetrics'>>(
  params: OperationParams<'getFinancialMetrics'> | SkipToken,
  options?: QueryHookOptions<'getFinancialMetrics', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useGetFinancialMetrics', 'getFinancialMetrics', params, options);
}

/**
 * The dividends of a stock (`listDividends`).
 *
 * @example
 * ```tsx
 * const { data } = useListDividends({ ticker: 'KO' });
 * data?.length;
 * ```
 */
export function useListDividends<TData = OperationResult<'listDividends'>>(
  params: OperationParams<'listDividends'> | SkipToken,
  options?: QueryHookOptions<'listDividends', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListDividends', 'listDividends', params, options);
}

/**
 * The top holdings of an ETF over a date range (`listEtfHoldings`).
 *
 * @example
 * ```tsx
 * const { data } = useListEtfHoldings({ ticker: 'SPY' });
 * data?.[0]?.holdings;
 * ```
 */
export function useListEtfHoldings<TData = OperationResult<'listEtfHoldings'>>(
  params: OperationParams<'listEtfHoldings'> | SkipToken,
  options?: QueryHookOptions<'listEtfHoldings', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListEtfHoldings', 'listEtfHoldings', params, options);
}
