// generated, do not edit — run `npx -y pnpm@12.21.0 generate` (source: the spec, via redocly.yaml)

import {
  listWires as listWiresRow,
  getWireContent as getWireContentRow,
  getArticleContent as getArticleContentRow,
  listCongressTrades as listCongressTradesRow,
  listEarnings as listEarningsRow,
  getFinancialStatements as getFinancialStatementsRow,
  getFinancialMetrics as getFinancialMetricsRow,
  listDividends as listDividendsRow,
  listEtfHoldings as listEtfHoldingsRow,
  searchSecurities as searchSecuritiesRow,
  listRatingsHistory as listRatingsHistoryRow,
  getConsensus as getConsensusRow,
  listTrades as listTradesRow,
  listEconomicEvents as listEconomicEventsRow,
  getEarningsBacktest as getEarningsBacktestRow,
  listArticles as listArticlesRow,
  listInsiderTrades as listInsiderTradesRow,
  getStockProfile as getStockProfileRow,
  getEtfProfile as getEtfProfileRow,
  getCandles as getCandlesRow,
  listEarningsCalendar as listEarningsCalendarRow,
  listDividendsCalendar as listDividendsCalendarRow,
  listIpoCalendar as listIpoCalendarRow,
  listCorporateActions as listCorporateActionsRow,
} from '@marketdata-sdk/types/internal';
import { pagedStandalone, type PagedStandaloneFunction, type StandaloneFunction, standalone } from '../internals/standalone';

/**
 * List news wires. Returns news wires, latest first, without the content body (fetch it with
 * `getWireContent`). All parameters are optional. Page to earlier items by passing the
 * `news_id` of the last item as `start_id`. New items arrive many times a minute.
 *
 * Resolves with one page (`nextCursor`, `hasNextPage()`, `getNextPage()`, `iterPages()`);
 * iterated (`for await`, `iterItems`, `toArray`), every item to the end.
 *
 * The standalone form of `client.news.listWires`: a bundle that calls only this function
 * carries this operation only.
 * @example const page = await listWires(transport);
 */
export const listWires: PagedStandaloneFunction<'listWires'> = /* @__PURE__ */ pagedStandalone(listWiresRow);

/**
 * Get a news wire with its body. Returns one news wire with its content body, by the
 * `content_id` of a headline from `listWires`.
 *
 * The standalone form of `client.news.getWireContent`: a bundle that calls only this function
 * carries this operation only.
 * @example const data = await getWireContent(transport, { content_id: '20241224153005a1b2c3' });
 */
export const getWireContent: StandaloneFunction<'getWireContent'> = /* @__PURE__ */ standalone(getWireContentRow);

/**
 * Get a research article with its body. Returns one article with its content body and author,
 * by the `content_id` of an article from `listArticles`.
 *
 * The standalone form of `client.news.getArticleContent`: a bundle that calls only this
 * function carries this operation only.
 * @example const data = await getArticleContent(transport, { content_id: 'US_ARTICLEd7c3a136cc8822f4' });
 */
export const getArticleContent: StandaloneFunction<'getArticleContent'> = /* @__PURE__ */ standalone(getArticleContentRow);

/**
 * List trades by US politicians. Returns disclosed trades of a stock by US politicians (date,
 * type of trade and approximate dollar value), newest first, one page at a time. Rows carry no
 * ticker. The maximum page size is not shown.
 *
 * Resolves with one page as `{ data }` (`nextCursor` is the next page number, `hasNextPage()`,
 * `getNextPage()`, `iterPages()`); iterated, every item to the end.
 *
 * The standalone form of `client.ownership.listCongressTrades`: a bundle that calls only this
 * function carries this operation only.
 * @example const page = await listCongressTrades(transport, { ticker: 'AAPL' });
 */
export const listCongressTrades: PagedStandaloneFunction<'listCongressTrades'> = /* @__PURE__ */ pagedStandalone(listCongressTradesRow);

/**
 * List earnings reports of a stock. Returns the latest earnings reports of a stock, with
 * forecasts, surprises and the earnings call.
 *
 * The standalone form of `client.stocks.listEarnings`: a bundle that calls only this function
 * carries this operation only.
 * @example const data = await listEarnings(transport, { ticker: 'AAPL' });
 */
export const listEarnings: StandaloneFunction<'listEarnings'> = /* @__PURE__ */ standalone(listEarningsRow);

/**
 * Get the financial statements of a stock. Returns the income statements, cash flow statements
 * and balance sheets of a stock, one element per period, each with the full tree of named
 * lines (values null where the report lacks them).
 *
 * The standalone form of `client.stocks.getFinancialStatements`: a bundle that calls only this
 * function carries this operation only.
 * @example const data = await getFinancialStatements(transport, { ticker: 'AAPL' });
 */
export const getFinancialStatements: StandaloneFunction<'getFinancialStatements'> = /* @__PURE__ */ standalone(getFinancialStatementsRow);

/**
 * Get the financial metrics of a stock. Returns key financial metrics of a stock:
 * profitability, growth, valuation and dividend ratios.
 *
 * The standalone form of `client.stocks.getFinancialMetrics`: a bundle that calls only this
 * function carries this operation only.
 * @example const data = await getFinancialMetrics(transport, { ticker: 'AAPL' });
 */
export const getFinancialMetrics: StandaloneFunction<'getFinancialMetrics'> = /* @__PURE__ */ standalone(getFinancialMetricsRow);

/**
 * List dividends of a stock. Returns the dividends of a stock. ETFs are not supported.
 *
 * The standalone form of `client.stocks.listDividends`: a bundle that calls only this function
 * carries this operation only.
 * @example const data = await listDividends(transport, { ticker: 'AAPL' });
 */
export const listDividends: StandaloneFunction<'listDividends'> = /* @__PURE__ */ standalone(listDividendsRow);

/**
 * List the holdings history of an ETF. Returns the top 10 holdings of an ETF on each known
 * date of change within the period. Only the top 10 holdings are returned.
 *
 * The standalone form of `client.etf.listEtfHoldings`: a bundle that calls only this function
 * carries this operation only.
 * @example const data = await listEtfHoldings(transport, { ticker: 'SPY' });
 */
export const listEtfHoldings: StandaloneFunction<'listEtfHoldings'> = /* @__PURE__ */ standalone(listEtfHoldingsRow);

/**
 * Search securities by ticker or name. Returns the securities whose ticker or company name
 * matches the query, ordered by relevance.
 *
 * The standalone form of `client.securities.searchSecurities`: a bundle that calls only this
 * function carries this operation only.
 * @example const data = await searchSecurities(transport, { query: 'apple' });
 */
export const searchSecurities: StandaloneFunction<'searchSecurities'> = /* @__PURE__ */ standalone(searchSecuritiesRow);

/**
 * List the analyst ratings history of a stock. Returns research publications about a stock:
 * the publication date, the firm, the rating action and the target prices. The status fields
 * of the envelope are not shown in the provider's sample.
 *
 * The standalone form of `client.ratings.listRatingsHistory`: a bundle that calls only this
 * function carries this operation only.
 * @example const data = await listRatingsHistory(transport, { ticker: 'AAPL' });
 */
export const listRatingsHistory: StandaloneFunction<'listRatingsHistory'> = /* @__PURE__ */ standalone(listRatingsHistoryRow);

/**
 * Get the analyst consensus of a stock. Returns the current rating and target price averaged
 * across all analysts' opinions; `data` is null when no analyst rates the stock. The status
 * fields of the envelope are not shown in the provider's sample. An old version of the
 * provider's reference calls the parameter `stock`.
 *
 * The standalone form of `client.ratings.getConsensus`: a bundle that calls only this function
 * carries this operation only.
 * @example const data = await getConsensus(transport, { ticker: 'AAPL' });
 */
export const getConsensus: StandaloneFunction<'getConsensus'> = /* @__PURE__ */ standalone(getConsensusRow);

/**
 * List the latest trades of a stock (time and sales). Returns the requested number of trades
 * printed immediately before the end timestamp `to`, ordered by time ascending. Data covers
 * the current trading day only; historical ticks are not available.
 *
 * The standalone form of `client.marketdata.listTrades`: a bundle that calls only this
 * function carries this operation only.
 * @example const data = await listTrades(transport, { ticker: 'AAPL', count: 3, to: 1735065000000 });
 */
export const listTrades: StandaloneFunction<'listTrades'> = /* @__PURE__ */ standalone(listTradesRow);

/**
 * List economic events on a date. Returns the economic events (for example GDP releases and
 * employment reports) on a date.
 *
 * The standalone form of `client.calendar.listEconomicEvents`: a bundle that calls only this
 * function carries this operation only.
 * @example const data = await listEconomicEvents(transport, { date: '2024-12-06' });
 */
export const listEconomicEvents: StandaloneFunction<'listEconomicEvents'> = /* @__PURE__ */ standalone(listEconomicEventsRow);

/**
 * Get the earnings backtest of an earnings event. Returns summary statistics of how the stock
 * price performed after earnings beat forecasts, for one earnings event.
 *
 * The standalone form of `client.calendar.getEarningsBacktest`: a bundle that calls only this
 * function carries this operation only.
 * @example const data = await getEarningsBacktest(transport, { unique_id: 'US_EARNINGS_AAPL_2024Q4' });
 */
export const getEarningsBacktest: StandaloneFunction<'getEarningsBacktest'> = /* @__PURE__ */ standalone(getEarningsBacktestRow);

/**
 * List research articles. Returns the latest research articles, newest first, without their
 * bodies (fetch a body with `getArticleContent` by the article's `content_id`). Page to older
 * articles by passing the `content_id` of the last article as `start_id`. There is no ticker,
 * tab or industry filter.
 *
 * Resolves with one page (`nextCursor`, `hasNextPage()`, `getNextPage()`, `iterPages()`);
 * iterated (`for await`, `iterItems`, `toArray`), every item to the end.
 *
 * The standalone form of `client.news.listArticles`: a bundle that calls only this function
 * carries this operation only.
 * @example const page = await listArticles(transport);
 */
export const listArticles: PagedStandaloneFunction<'listArticles'> = /* @__PURE__ */ pagedStandalone(listArticlesRow);

/**
 * List insider trades of a stock. Returns the trades of a stock by its insiders (officers,
 * directors and large holders) as filed with the SEC, one page at a time. The response is
 * documented by the provider; the parameters are inferred from public clients and from
 * `listCongressTrades` (the parameter block of the provider's page is not shown). The order of
 * the rows and the maximum page size are not shown.
 *
 * Resolves with one page as `{ data }` (`nextCursor` is the next page number, `hasNextPage()`,
 * `getNextPage()`, `iterPages()`); iterated, every item to the end.
 *
 * The standalone form of `client.ownership.listInsiderTrades`: a bundle that calls only this
 * function carries this operation only.
 * @example const page = await listInsiderTrades(transport, { ticker: 'AAPL' });
 */
export const listInsiderTrades: PagedStandaloneFunction<'listInsiderTrades'> = /* @__PURE__ */ pagedStandalone(listInsiderTradesRow);

/**
 * Get the profile of a stock. Returns the profile of a stock. The operation is in the
 * provider's own description, but no reference page or sample shows the members of `data`: it
 * is typed as an open object, and any member an application reads is its own assumption.
 *
 * The standalone form of `client.stocks.getStockProfile`: a bundle that calls only this
 * function carries this operation only.
 * @example const data = await getStockProfile(transport, { ticker: 'AAPL' });
 */
export const getStockProfile: StandaloneFunction<'getStockProfile'> = /* @__PURE__ */ standalone(getStockProfileRow);

/**
 * Get the profile of an ETF. Returns the profile of an ETF. The operation is in the provider's
 * own description, but no reference page or sample shows the members of `data` (public clients
 * describe it as covering assets under management, fees, dividends and an industry breakdown):
 * it is typed as an open object, and any member an application reads is its own assumption.
 *
 * The standalone form of `client.etf.getEtfProfile`: a bundle that calls only this function
 * carries this operation only.
 * @example const data = await getEtfProfile(transport, { ticker: 'SPY' });
 */
export const getEtfProfile: StandaloneFunction<'getEtfProfile'> = /* @__PURE__ */ standalone(getEtfProfileRow);

/**
 * Get the price bars of a stock (OHLCV candles). Returns open, high, low, close, volume and
 * traded value bars of a stock over a window, one bar per `step` units of `interval`
 * (`interval=min&step=15` gives 15-minute bars), for one trading session and one price
 * adjustment. The order of the bars is not shown (ascending by time, inferred), nor whether
 * `t` is the start or the end of a bar. An older version of the provider's reference had
 * `session` `regular` or `all`, no `adjustment` and no `a`; this follows the current one.
 *
 * The standalone form of `client.marketdata.getCandles`: a bundle that calls only this
 * function carries this operation only.
 * @example const data = await getCandles(transport, { ticker: 'AAPL', interval: 'day', step: 1, from: 1733011200000 });
 */
export const getCandles: StandaloneFunction<'getCandles'> = /* @__PURE__ */ standalone(getCandlesRow);

/**
 * List the earnings reports released on a date. Returns the earnings reports of a date, one
 * row per stock, each with the `unique_id` that `getEarningsBacktest` takes. The response is
 * documented by the provider; the parameter name `date` is inferred from public clients. No
 * time of day (before or after the market) is given.
 *
 * The standalone form of `client.calendar.listEarningsCalendar`: a bundle that calls only this
 * function carries this operation only.
 * @example const data = await listEarningsCalendar(transport, { date: '2024-10-31' });
 */
export const listEarningsCalendar: StandaloneFunction<'listEarningsCalendar'> = /* @__PURE__ */ standalone(listEarningsCalendarRow);

/**
 * List the dividends of a date. Returns the dividends of a date, one row per stock. Whether
 * the date is matched against the ex-dividend date or the pay date is not shown; the
 * ex-dividend date is inferred.
 *
 * The standalone form of `client.calendar.listDividendsCalendar`: a bundle that calls only
 * this function carries this operation only.
 * @example const data = await listDividendsCalendar(transport, { date: '2024-11-08' });
 */
export const listDividendsCalendar: StandaloneFunction<'listDividendsCalendar'> = /* @__PURE__ */ standalone(listDividendsCalendarRow);

/**
 * List the initial public offerings of a date. Returns the initial public offerings of a date
 * with their exchange and offer price range. No company name, share count or final price is
 * given.
 *
 * The standalone form of `client.calendar.listIpoCalendar`: a bundle that calls only this
 * function carries this operation only.
 * @example const data = await listIpoCalendar(transport, { date: '2024-12-19' });
 */
export const listIpoCalendar: StandaloneFunction<'listIpoCalendar'> = /* @__PURE__ */ standalone(listIpoCalendarRow);

/**
 * List the stock splits of a date. Returns the corporate actions of a date: stock splits and
 * reverse stock splits with their ratio.
 *
 * The standalone form of `client.calendar.listCorporateActions`: a bundle that calls only this
 * function carries this operation only.
 * @example const data = await listCorporateActions(transport, { date: '2024-06-10' });
 */
export const listCorporateActions: StandaloneFunction<'listCorporateActions'> = /* @__PURE__ */ standalone(listCorporateActionsRow);
