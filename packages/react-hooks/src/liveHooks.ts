import type { MarketDataError, OperationParams, OperationResult } from '@marketdata-sdk/client';
import type { SkipToken, UseQueryResult } from '@tanstack/react-query';
import type { QueryHookOptions } from './internals/types';
import { useOperationQuery } from './internals/useOperationQuery';

/**
 * One page of research articles, newest first (`listArticles`); open one with `useGetArticleContent(item.content_id)`.
 *
 * @example
 * ```tsx
 * const { data } = useListArticles({ size: 20 });
 * data?.data.map((article) => article.title);
 * ```
 */
export function useListArticles<TData = OperationResult<'listArticles'>>(
  params?: OperationParams<'listArticles'> | SkipToken,
  options?: QueryHookOptions<'listArticles', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListArticles', 'listArticles', params, options);
}

/**
 * One page of a stock's insider trades as filed with the SEC (`listInsiderTrades`).
 *
 * @example
 * ```tsx
 * const { data } = useListInsiderTrades({ ticker: 'AAPL', size: 10 });
 * data?.map((trade) => trade.name);
 * ```
 */
export function useListInsiderTrades<TData = OperationResult<'listInsiderTrades'>>(
  params: OperationParams<'listInsiderTrades'> | SkipToken,
  options?: QueryHookOptions<'listInsiderTrades', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListInsiderTrades', 'listInsiderTrades', params, options);
}

/**
 * Price bars of a stock (`getCandles`). `from` and `to` are part of the query key: keep them stable across renders (state, not `Date.now()`).
 *
 * @example
 * ```tsx
 * const [from] = useState(() => Date.now() - 86_400_000);
 * const { data } = useGetCandles({ ticker: 'AAPL', interval: 'min', step: 5, from });
 * data?.map((bar) => bar.c);
 * ```
 */
export function useGetCandles<TData = OperationResult<'getCandles'>>(
  params: OperationParams<'getCandles'> | SkipToken,
  options?: QueryHookOptions<'getCandles', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useGetCandles', 'getCandles', params, options);
}

/**
 * The earnings reports of one day, each with the `unique_id` that `useGetEarningsBacktest` takes (`listEarningsCalendar`).
 *
 * @example
 * ```tsx
 * const { data } = useListEarningsCalendar({ date: '2026-10-29' });
 * data?.map((event) => event.unique_id);
 * ```
 */
export function useListEarningsCalendar<TData = OperationResult<'listEarningsCalendar'>>(
  params: OperationParams<'listEarningsCalendar'> | SkipToken,
  options?: QueryHookOptions<'listEarningsCalendar', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListEarningsCalendar', 'listEarningsCalendar', params, options);
}

/**
 * The dividends of one day (`listDividendsCalendar`).
 *
 * @example
 * ```tsx
 * const { data } = useListDividendsCalendar({ date: '2026-11-06' });
 * data?.map((dividend) => dividend.ticker);
 * ```
 */
export function useListDividendsCalendar<TData = OperationResult<'listDividendsCalendar'>>(
  params: OperationParams<'listDividendsCalendar'> | SkipToken,
  options?: QueryHookOptions<'listDividendsCalendar', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListDividendsCalendar', 'listDividendsCalendar', params, options);
}

/**
 * The initial public offerings of one day (`listIpoCalendar`).
 *
 * @example
 * ```tsx
 * const { data } = useListIpoCalendar({ date: '2026-11-19' });
 * data?.map((ipo) => ipo.ticker);
 * ```
 */
export function useListIpoCalendar<TData = OperationResult<'listIpoCalendar'>>(
  params: OperationParams<'listIpoCalendar'> | SkipToken,
  options?: QueryHookOptions<'listIpoCalendar', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListIpoCalendar', 'listIpoCalendar', params, options);
}

/**
 * The stock splits and reverse splits of one day (`listCorporateActions`).
 *
 * @example
 * ```tsx
 * const { data } = useListCorporateActions({ date: '2024-06-10' });
 * data?.map((action) => action.ratio);
 * ```
 */
export function useListCorporateActions<TData = OperationResult<'listCorporateActions'>>(
  params: OperationParams<'listCorporateActions'> | SkipToken,
  options?: QueryHookOptions<'listCorporateActions', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListCorporateActions', 'listCorporateActions', params, options);
}

/**
 * The profile of a stock (`getStockProfile`): an object whose members the service does not document.
 *
 * @example
 * ```tsx
 * const { data } = useGetStockProfile({ ticker: 'AAPL' });
 * Object.keys(data ?? {});
 * ```
 */
export function useGetStockProfile<TData = OperationResult<'getStockProfile'>>(
  params: OperationParams<'getStockProfile'> | SkipToken,
  options?: QueryHookOptions<'getStockProfile', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useGetStockProfile', 'getStockProfile', params, options);
}

/**
 * The profile of an ETF (`getEtfProfile`): an object whose members the service does not document.
 *
 * @example
 * ```tsx
 * const { data } = useGetEtfProfile({ ticker: 'SPY' });
 * Object.keys(data ?? {});
 * ```
 */
export function useGetEtfProfile<TData = OperationResult<'getEtfProfile'>>(
  params: OperationParams<'getEtfProfile'> | SkipToken,
  options?: QueryHookOptions<'getEtfProfile', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useGetEtfProfile', 'getEtfProfile', params, options);
}
