// generated, do not edit — run `npx -y pnpm@12.21.0 generate` (source: the spec, via redocly.yaml)

import type { MarketDataError, OperationParams } from '@marketdata-sdk/client';
import type { Consensus } from '@marketdata-sdk/types';
import { listWires, getWireContent, getArticleContent, listCongressTrades, listEarnings, getFinancialStatements, getFinancialMetrics, listDividends, listEtfHoldings, listRatingsHistory, getConsensus, listTrades, listEconomicEvents, getEarningsBacktest, listArticles, listInsiderTrades, getStockProfile, getEtfProfile, getCandles, listEarningsCalendar, listDividendsCalendar, listIpoCalendar, listCorporateActions } from '@marketdata-sdk/types/internal';
import type { SkipToken, UseQueryResult } from '@tanstack/react-query';
import type { QueryData, QueryHookOptions } from '../internals/types';
import { useOperationQuery } from '../internals/useOperationQuery';

/**
 * List news wires. Returns news wires, latest first, without the content body (fetch it with
 * `getWireContent`). All parameters are optional. Page to earlier items by passing the
 * `news_id` of the last item as `start_id`. New items arrive many times a minute. (`listWires`)
 *
 * Pass `skipToken` instead of the parameters to keep the query idle.
 *
 * @example
 * ```tsx
 * const { data } = useListWires();
 * ```
 */
export function useListWires<TData = QueryData<'listWires'>>(
  params?: OperationParams<'listWires'> | SkipToken,
  options?: QueryHookOptions<'listWires', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListWires', listWires, params, options);
}

/**
 * Get a news wire with its body. Returns one news wire with its content body, by the
 * `content_id` of a headline from `listWires`. (`getWireContent`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useGetWireContent({ content_id: '20241224153005a1b2c3' });
 * ```
 */
export function useGetWireContent<TData = QueryData<'getWireContent'>>(
  params: OperationParams<'getWireContent'> | SkipToken,
  options?: QueryHookOptions<'getWireContent', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useGetWireContent', getWireContent, params, options);
}

/**
 * Get a research article with its body. Returns one article with its content body and author,
 * by the `content_id` of an article from `listArticles`. (`getArticleContent`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useGetArticleContent({ content_id: 'US_ARTICLEd7c3a136cc8822f4' });
 * ```
 */
export function useGetArticleContent<TData = QueryData<'getArticleContent'>>(
  params: OperationParams<'getArticleContent'> | SkipToken,
  options?: QueryHookOptions<'getArticleContent', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useGetArticleContent', getArticleContent, params, options);
}

/**
 * List trades by US politicians. Returns disclosed trades of a stock by US politicians (date,
 * type of trade and approximate dollar value), newest first, one page at a time. Rows carry no
 * ticker. The maximum page size is not shown. (`listCongressTrades`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useListCongressTrades({ ticker: 'AAPL' });
 * ```
 */
export function useListCongressTrades<TData = QueryData<'listCongressTrades'>>(
  params: OperationParams<'listCongressTrades'> | SkipToken,
  options?: QueryHookOptions<'listCongressTrades', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListCongressTrades', listCongressTrades, params, options);
}

/**
 * List earnings reports of a stock. Returns the latest earnings reports of a stock, with
 * forecasts, surprises and the earnings call. (`listEarnings`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useListEarnings({ ticker: 'AAPL' });
 * ```
 */
export function useListEarnings<TData = QueryData<'listEarnings'>>(
  params: OperationParams<'listEarnings'> | SkipToken,
  options?: QueryHookOptions<'listEarnings', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListEarnings', listEarnings, params, options);
}

/**
 * Get the financial statements of a stock. Returns the income statements, cash flow statements
 * and balance sheets of a stock, one element per period, each with the full tree of named
 * lines (values null where the report lacks them). (`getFinancialStatements`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useGetFinancialStatements({ ticker: 'AAPL' });
 * ```
 */
export function useGetFinancialStatements<TData = QueryData<'getFinancialStatements'>>(
  params: OperationParams<'getFinancialStatements'> | SkipToken,
  options?: QueryHookOptions<'getFinancialStatements', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useGetFinancialStatements', getFinancialStatements, params, options);
}

/**
 * Get the financial metrics of a stock. Returns key financial metrics of a stock:
 * profitability, growth, valuation and dividend ratios. (`getFinancialMetrics`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useGetFinancialMetrics({ ticker: 'AAPL' });
 * ```
 */
export function useGetFinancialMetrics<TData = QueryData<'getFinancialMetrics'>>(
  params: OperationParams<'getFinancialMetrics'> | SkipToken,
  options?: QueryHookOptions<'getFinancialMetrics', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useGetFinancialMetrics', getFinancialMetrics, params, options);
}

/**
 * List dividends of a stock. Returns the dividends of a stock. ETFs are not supported. (`listDividends`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useListDividends({ ticker: 'AAPL' });
 * ```
 */
export function useListDividends<TData = QueryData<'listDividends'>>(
  params: OperationParams<'listDividends'> | SkipToken,
  options?: QueryHookOptions<'listDividends', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListDividends', listDividends, params, options);
}

/**
 * List the holdings history of an ETF. Returns the top 10 holdings of an ETF on each known
 * date of change within the period. Only the top 10 holdings are returned. (`listEtfHoldings`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useListEtfHoldings({ ticker: 'SPY' });
 * ```
 */
export function useListEtfHoldings<TData = QueryData<'listEtfHoldings'>>(
  params: OperationParams<'listEtfHoldings'> | SkipToken,
  options?: QueryHookOptions<'listEtfHoldings', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListEtfHoldings', listEtfHoldings, params, options);
}

/**
 * List the analyst ratings history of a stock. Returns research publications about a stock:
 * the publication date, the firm, the rating action and the target prices. The status fields
 * of the envelope are not shown in the provider's sample. (`listRatingsHistory`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useListRatingsHistory({ ticker: 'AAPL' });
 * ```
 */
export function useListRatingsHistory<TData = QueryData<'listRatingsHistory'>>(
  params: OperationParams<'listRatingsHistory'> | SkipToken,
  options?: QueryHookOptions<'listRatingsHistory', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListRatingsHistory', listRatingsHistory, params, options);
}

/**
 * Get the analyst consensus of a stock. Returns the current rating and target price averaged
 * across all analysts' opinions; `data` is null when no analyst rates the stock. The status
 * fields of the envelope are not shown in the provider's sample. An old version of the
 * provider's reference calls the parameter `stock`. (`getConsensus`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useGetConsensus({ ticker: 'AAPL' });
 * ```
 */
export function useGetConsensus<TData = Consensus | null>(
  params: OperationParams<'getConsensus'> | SkipToken,
  options?: QueryHookOptions<'getConsensus', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useGetConsensus', getConsensus, params, options);
}

/**
 * List the latest trades of a stock (time and sales). Returns the requested number of trades
 * printed immediately before the end timestamp `to`, ordered by time ascending. Data covers
 * the current trading day only; historical ticks are not available. (`listTrades`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useListTrades({ ticker: 'AAPL', count: 3, to: 1735065000000 });
 * ```
 */
export function useListTrades<TData = QueryData<'listTrades'>>(
  params: OperationParams<'listTrades'> | SkipToken,
  options?: QueryHookOptions<'listTrades', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListTrades', listTrades, params, options);
}

/**
 * List economic events on a date. Returns the economic events (for example GDP releases and
 * employment reports) on a date. (`listEconomicEvents`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useListEconomicEvents({ date: '2024-12-06' });
 * ```
 */
export function useListEconomicEvents<TData = QueryData<'listEconomicEvents'>>(
  params: OperationParams<'listEconomicEvents'> | SkipToken,
  options?: QueryHookOptions<'listEconomicEvents', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListEconomicEvents', listEconomicEvents, params, options);
}

/**
 * Get the earnings backtest of an earnings event. Returns summary statistics of how the stock
 * price performed after earnings beat forecasts, for one earnings event. (`getEarningsBacktest`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useGetEarningsBacktest({ unique_id: 'US_EARNINGS_AAPL_2024Q4' });
 * ```
 */
export function useGetEarningsBacktest<TData = QueryData<'getEarningsBacktest'>>(
  params: OperationParams<'getEarningsBacktest'> | SkipToken,
  options?: QueryHookOptions<'getEarningsBacktest', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useGetEarningsBacktest', getEarningsBacktest, params, options);
}

/**
 * List research articles. Returns the latest research articles, newest first, without their
 * bodies (fetch a body with `getArticleContent` by the article's `content_id`). Page to older
 * articles by passing the `content_id` of the last article as `start_id`. There is no ticker,
 * tab or industry filter. (`listArticles`)
 *
 * Pass `skipToken` instead of the parameters to keep the query idle.
 *
 * @example
 * ```tsx
 * const { data } = useListArticles();
 * ```
 */
export function useListArticles<TData = QueryData<'listArticles'>>(
  params?: OperationParams<'listArticles'> | SkipToken,
  options?: QueryHookOptions<'listArticles', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListArticles', listArticles, params, options);
}

/**
 * List insider trades of a stock. Returns the trades of a stock by its insiders (officers,
 * directors and large holders) as filed with the SEC, one page at a time. The response is
 * documented by the provider; the parameters are inferred from public clients and from
 * `listCongressTrades` (the parameter block of the provider's page is not shown). The order of
 * the rows and the maximum page size are not shown. (`listInsiderTrades`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useListInsiderTrades({ ticker: 'AAPL' });
 * ```
 */
export function useListInsiderTrades<TData = QueryData<'listInsiderTrades'>>(
  params: OperationParams<'listInsiderTrades'> | SkipToken,
  options?: QueryHookOptions<'listInsiderTrades', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListInsiderTrades', listInsiderTrades, params, options);
}

/**
 * Get the profile of a stock. Returns the profile of a stock. The operation is in the
 * provider's own description, but no reference page or sample shows the members of `data`: it
 * is typed as an open object, and any member an application reads is its own assumption. (`getStockProfile`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useGetStockProfile({ ticker: 'AAPL' });
 * ```
 */
export function useGetStockProfile<TData = QueryData<'getStockProfile'>>(
  params: OperationParams<'getStockProfile'> | SkipToken,
  options?: QueryHookOptions<'getStockProfile', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useGetStockProfile', getStockProfile, params, options);
}

/**
 * Get the profile of an ETF. Returns the profile of an ETF. The operation is in the provider's
 * own description, but no reference page or sample shows the members of `data` (public clients
 * describe it as covering assets under management, fees, dividends and an industry breakdown):
 * it is typed as an open object, and any member an application reads is its own assumption. (`getEtfProfile`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useGetEtfProfile({ ticker: 'SPY' });
 * ```
 */
export function useGetEtfProfile<TData = QueryData<'getEtfProfile'>>(
  params: OperationParams<'getEtfProfile'> | SkipToken,
  options?: QueryHookOptions<'getEtfProfile', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useGetEtfProfile', getEtfProfile, params, options);
}

/**
 * Get the price bars of a stock (OHLCV candles). Returns open, high, low, close, volume and
 * traded value bars of a stock over a window, one bar per `step` units of `interval`
 * (`interval=min&step=15` gives 15-minute bars), for one trading session and one price
 * adjustment. The order of the bars is not shown (ascending by time, inferred), nor whether
 * `t` is the start or the end of a bar. An older version of the provider's reference had
 * `session` `regular` or `all`, no `adjustment` and no `a`; this follows the current one. (`getCandles`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useGetCandles({ ticker: 'AAPL', interval: 'day', step: 1, from: 1733011200000 });
 * ```
 */
export function useGetCandles<TData = QueryData<'getCandles'>>(
  params: OperationParams<'getCandles'> | SkipToken,
  options?: QueryHookOptions<'getCandles', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useGetCandles', getCandles, params, options);
}

/**
 * List the earnings reports released on a date. Returns the earnings reports of a date, one
 * row per stock, each with the `unique_id` that `getEarningsBacktest` takes. The response is
 * documented by the provider; the parameter name `date` is inferred from public clients. No
 * time of day (before or after the market) is given. (`listEarningsCalendar`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useListEarningsCalendar({ date: '2024-10-31' });
 * ```
 */
export function useListEarningsCalendar<TData = QueryData<'listEarningsCalendar'>>(
  params: OperationParams<'listEarningsCalendar'> | SkipToken,
  options?: QueryHookOptions<'listEarningsCalendar', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListEarningsCalendar', listEarningsCalendar, params, options);
}

/**
 * List the dividends of a date. Returns the dividends of a date, one row per stock. Whether
 * the date is matched against the ex-dividend date or the pay date is not shown; the
 * ex-dividend date is inferred. (`listDividendsCalendar`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useListDividendsCalendar({ date: '2024-11-08' });
 * ```
 */
export function useListDividendsCalendar<TData = QueryData<'listDividendsCalendar'>>(
  params: OperationParams<'listDividendsCalendar'> | SkipToken,
  options?: QueryHookOptions<'listDividendsCalendar', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListDividendsCalendar', listDividendsCalendar, params, options);
}

/**
 * List the initial public offerings of a date. Returns the initial public offerings of a date
 * with their exchange and offer price range. No company name, share count or final price is
 * given. (`listIpoCalendar`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useListIpoCalendar({ date: '2024-12-19' });
 * ```
 */
export function useListIpoCalendar<TData = QueryData<'listIpoCalendar'>>(
  params: OperationParams<'listIpoCalendar'> | SkipToken,
  options?: QueryHookOptions<'listIpoCalendar', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListIpoCalendar', listIpoCalendar, params, options);
}

/**
 * List the stock splits of a date. Returns the corporate actions of a date: stock splits and
 * reverse stock splits with their ratio. (`listCorporateActions`)
 *
 * Pass `skipToken` while the parameters are unknown: the query stays idle.
 *
 * @example
 * ```tsx
 * const { data } = useListCorporateActions({ date: '2024-06-10' });
 * ```
 */
export function useListCorporateActions<TData = QueryData<'listCorporateActions'>>(
  params: OperationParams<'listCorporateActions'> | SkipToken,
  options?: QueryHookOptions<'listCorporateActions', TData>,
): UseQueryResult<TData, MarketDataError> {
  return useOperationQuery('useListCorporateActions', listCorporateActions, params, options);
}
