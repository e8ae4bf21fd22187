import type { MarketDataError, OperationParams, OperationResult } from '@marketdata-sdk/client';
import type { SkipToken, UseQueryResult } from '@tanstack/react-query';
import type { QueryHookOptions } from './internals/types';
import { useOperationQuery } from './internals/useOperationQuery';

/**
 * One page of research articles, newest first (`listArticles`); open one with `useArticle(item.content_id)`.
 *
 * @example
 * ```tsx
 * const { data } = useArticles({ size: 20 });
 * data?.data.map((article) => article.title);
 * ```
 */
export function useArticles<TData = OperationResult<'listArticles'>>(
  params?: OperationParams<'listArticles'> | SkipToken,
  options?: QueryHookOptions<'listArticles', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useArticles', 'listArticles', params, options);
}

/**
 * One page of a stock's insider trades as filed with the SEC (`listInsiderTrades`).
 *
 * @example
 * ```tsx
 * const { data } = useInsiderTrades({ ticker: 'AAPL', size: 10 });
 * data?.map((trade) => trade.name);
 * ```
 */
export function useInsiderTrades<TData = OperationResult<'listInsiderTrades'>>(
  params: OperationParams<'listInsiderTrades'> | SkipToken,
  options?: QueryHookOptions<'listInsiderTrades', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useInsiderTrades', 'listInsiderTrades', params, options);
}

/**
 * Price bars of a stock (`getCandles`). `from` and `to` are part of the query key: keep them stable across renders (state, not `Date.now()`).
 *
 * @example
 * ```tsx
 * const [from] = useState(() => Date.now() - 86_400_000);
 * const { data } = useCandles({ ticker: 'AAPL', interval: 'min', step: 5, from });
 * data?.map((bar) => bar.c);
 * ```
 */
export function useCandles<TData = OperationResult<'getCandles'>>(
  params: OperationParams<'getCandles'> | SkipToken,
  options?: QueryHookOptions<'getCandles', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useCandles', 'getCandles', params, options);
}

/**
 * The earnings reports of one day, each with the `unique_id` that `useEarningsBacktest` takes (`listEarningsCalendar`).
 *
 * @example
 * ```tsx
 * const { data } = useEarningsCalendar({ date: '2026-10-29' });
 * data?.map((event) => event.unique_id);
 * ```
 */
export function useEarningsCalendar<TData = OperationResult<'listEarningsCalendar'>>(
  params: OperationParams<'listEarningsCalendar'> | SkipToken,
  options?: QueryHookOptions<'listEarningsCalendar', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useEarningsCalendar', 'listEarningsCalendar', params, options);
}

/**
 * The dividends of one day (`listDividendsCalendar`).
 *
 * @example
 * ```tsx
 * const { data } = useDividendsCalendar({ date: '2026-11-06' });
 * data?.map((dividend) => dividend.ticker);
 * ```
 */
export function useDividendsCalendar<TData = OperationResult<'listDividendsCalendar'>>(
  params: OperationParams<'listDividendsCalendar'> | SkipToken,
  options?: QueryHookOptions<'listDividendsCalendar', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useDividendsCalendar', 'listDividendsCalendar', params, options);
}

/**
 * The initial public offerings of one day (`listIpoCalendar`).
 *
 * @example
 * ```tsx
 * const { data } = useIpoCalendar({ date: '2026-11-19' });
 * data?.map((ipo) => ipo.ticker);
 * ```
 */
export function useIpoCalendar<TData = OperationResult<'listIpoCalendar'>>(
  params: OperationParams<'listIpoCalendar'> | SkipToken,
  options?: QueryHookOptions<'listIpoCalendar', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useIpoCalendar', 'listIpoCalendar', params, options);
}

/**
 * The stock splits and reverse splits of one day (`listCorporateActions`).
 *
 * @example
 * ```tsx
 * const { data } = useCorporateActions({ date: '2024-06-10' });
 * data?.map((action) => action.ratio);
 * ```
 */
export function useCorporateActions<TData = OperationResult<'listCorporateActions'>>(
  params: OperationParams<'listCorporateActions'> | SkipToken,
  options?: QueryHookOptions<'listCorporateActions', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useCorporateActions', 'listCorporateActions', params, options);
}

/**
 * The profile of a stock (`getStockProfile`): an object whose members the service does not document.
 *
 * @example
 * ```tsx
 * const { data } = useStockProfile({ ticker: 'AAPL' });
 * Object.keys(data ?? {});
 * ```
 */
export function useStockProfile<TData = OperationResult<'getStockProfile'>>(
  params: OperationParams<'getStockProfile'> | SkipToken,
  options?: QueryHookOptions<'getStockProfile', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useStockProfile', 'getStockProfile', params, options);
}

/**
 * The profile of an ETF (`getEtfProfile`): an object whose members the service does not document.
 *
 * @example
 * ```tsx
 * const { data } = useEtfProfile({ ticker: 'SPY' });
 * Object.keys(data ?? {});
 * ```
 */
export function useEtfProfile<TData = OperationResult<'getEtfProfile'>>(
  params: OperationParams<'getEtfProfile'> | SkipToken,
  options?: QueryHookOptions<'getEtfProfile', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useEtfProfile', 'getEtfProfile', params, options);
}
