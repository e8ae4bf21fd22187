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
import type { Transport } from '../createTransport';
import { bindMethod, bindPagedMethod, type PagedMethod, type ParamsMethod } from '../internals/bindMethod';

/**
 * The news resource. The near-realtime news wire (headlines and bodies) and research articles
 * (list and bodies).
 */
export interface NewsResource {
  /**
   * List news wires. Returns news wires, latest first, without the content body (fetch it with
   * `getWireContent`). All parameters are optional. Page to earlier items by passing the
   * `news_id` of the last item as `start_id`. New items arrive many times a minute.
   *
   * Resolves with one page (`nextCursor`, `hasNextPage()`, `getNextPage()`, `iterPages()`);
   * iterated (`for await`, `iterItems`, `toArray`), every item to the end.
   * @example const page = await client.news.listWires();
   */
  listWires: PagedMethod<'listWires'>;
  /**
   * Get a news wire with its body. Returns one news wire with its content body, by the
   * `content_id` of a headline from `listWires`.
   * @example const data = await client.news.getWireContent({ content_id: '20241224153005a1b2c3' });
   */
  getWireContent: ParamsMethod<'getWireContent'>;
  /**
   * Get a research article with its body. Returns one article with its content body and author,
   * by the `content_id` of an article from `listArticles`.
   * @example const data = await client.news.getArticleContent({ content_id: 'US_ARTICLEd7c3a136cc8822f4' });
   */
  getArticleContent: ParamsMethod<'getArticleContent'>;
  /**
   * List research articles. Returns the latest research articles, newest first, without their
   * bodies (fetch a body with `getArticleContent` by the article's `content_id`). Page to older
   * articles by passing the `content_id` of the last article as `start_id`. There is no ticker,
   * tab or industry filter.
   *
   * Resolves with one page (`nextCursor`, `hasNextPage()`, `getNextPage()`, `iterPages()`);
   * iterated (`for await`, `iterItems`, `toArray`), every item to the end.
   * @example const page = await client.news.listArticles();
   */
  listArticles: PagedMethod<'listArticles'>;
}

/**
 * Creates the news resource over a transport.
 * @example const news = createNewsResource(createTransport({ apiKey }));
 */
export function createNewsResource(transport: Transport): NewsResource {
  return {
    listWires: bindPagedMethod(transport, listWiresRow),
    getWireContent: bindMethod(transport, getWireContentRow),
    getArticleContent: bindMethod(transport, getArticleContentRow),
    listArticles: bindPagedMethod(transport, listArticlesRow),
  };
}

/**
 * The ownership resource. Trades by US politicians, disclosed under the 2012 law on congressional
 * trading, and trades by company insiders as filed with the SEC.
 */
export interface OwnershipResource {
  /**
   * List trades by US politicians. Returns disclosed trades of a stock by US politicians (date,
   * type of trade and approximate dollar value), newest first, one page at a time. Rows carry no
   * ticker. The maximum page size is not shown.
   *
   * Resolves with one page as `{ data }` (`nextCursor` is the next page number, `hasNextPage()`,
   * `getNextPage()`, `iterPages()`); iterated, every item to the end.
   * @example const page = await client.ownership.listCongressTrades({ ticker: 'AAPL' });
   */
  listCongressTrades: PagedMethod<'listCongressTrades'>;
  /**
   * List insider trades of a stock. Returns the trades of a stock by its insiders (officers,
   * directors and large holders) as filed with the SEC, one page at a time. The response is
   * documented by the provider; the parameters are inferred from public clients and from
   * `listCongressTrades` (the parameter block of the provider's page is not shown). The order of
   * the rows and the maximum page size are not shown.
   *
   * Resolves with one page as `{ data }` (`nextCursor` is the next page number, `hasNextPage()`,
   * `getNextPage()`, `iterPages()`); iterated, every item to the end.
   * @example const page = await client.ownership.listInsiderTrades({ ticker: 'AAPL' });
   */
  listInsiderTrades: PagedMethod<'listInsiderTrades'>;
}

/**
 * Creates the ownership resource over a transport.
 * @example const ownership = createOwnershipResource(createTransport({ apiKey }));
 */
export function createOwnershipResource(transport: Transport): OwnershipResource {
  return {
    listCongressTrades: bindPagedMethod(transport, listCongressTradesRow),
    listInsiderTrades: bindPagedMethod(transport, listInsiderTradesRow),
  };
}

/**
 * The stocks resource. Per-stock earnings reports, financial statements, financial metrics,
 * dividends and the stock profile.
 */
export interface StocksResource {
  /**
   * List earnings reports of a stock. Returns the latest earnings reports of a stock, with
   * forecasts, surprises and the earnings call.
   * @example const data = await client.stocks.listEarnings({ ticker: 'AAPL' });
   */
  listEarnings: ParamsMethod<'listEarnings'>;
  /**
   * Get the financial statements of a stock. Returns the income statements, cash flow statements
   * and balance sheets of a stock, one element per period, each with the full tree of named
   * lines (values null where the report lacks them).
   * @example const data = await client.stocks.getFinancialStatements({ ticker: 'AAPL' });
   */
  getFinancialStatements: ParamsMethod<'getFinancialStatements'>;
  /**
   * Get the financial metrics of a stock. Returns key financial metrics of a stock:
   * profitability, growth, valuation and dividend ratios.
   * @example const data = await client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
   */
  getFinancialMetrics: ParamsMethod<'getFinancialMetrics'>;
  /**
   * List dividends of a stock. Returns the dividends of a stock. ETFs are not supported.
   * @example const data = await client.stocks.listDividends({ ticker: 'AAPL' });
   */
  listDividends: ParamsMethod<'listDividends'>;
  /**
   * Get the profile of a stock. Returns the profile of a stock. The operation is in the
   * provider's own description, but no reference page or sample shows the members of `data`: it
   * is typed as an open object, and any member an application reads is its own assumption.
   * @example const data = await client.stocks.getStockProfile({ ticker: 'AAPL' });
   */
  getStockProfile: ParamsMethod<'getStockProfile'>;
}

/**
 * Creates the stocks resource over a transport.
 * @example const stocks = createStocksResource(createTransport({ apiKey }));
 */
export function createStocksResource(transport: Transport): StocksResource {
  return {
    listEarnings: bindMethod(transport, listEarningsRow),
    getFinancialStatements: bindMethod(transport, getFinancialStatementsRow),
    getFinancialMetrics: bindMethod(transport, getFinancialMetricsRow),
    listDividends: bindMethod(transport, listDividendsRow),
    getStockProfile: bindMethod(transport, getStockProfileRow),
  };
}

/** The etf resource. The top 10 holdings of an ETF over time, and the ETF profile. */
export interface EtfResource {
  /**
   * List the holdings history of an ETF. Returns the top 10 holdings of an ETF on each known
   * date of change within the period. Only the top 10 holdings are returned.
   * @example const data = await client.etf.listEtfHoldings({ ticker: 'SPY' });
   */
  listEtfHoldings: ParamsMethod<'listEtfHoldings'>;
  /**
   * Get the profile of an ETF. Returns the profile of an ETF. The operation is in the provider's
   * own description, but no reference page or sample shows the members of `data` (public clients
   * describe it as covering assets under management, fees, dividends and an industry breakdown):
   * it is typed as an open object, and any member an application reads is its own assumption.
   * @example const data = await client.etf.getEtfProfile({ ticker: 'SPY' });
   */
  getEtfProfile: ParamsMethod<'getEtfProfile'>;
}

/**
 * Creates the etf resource over a transport.
 * @example const etf = createEtfResource(createTransport({ apiKey }));
 */
export function createEtfResource(transport: Transport): EtfResource {
  return {
    listEtfHoldings: bindMethod(transport, listEtfHoldingsRow),
    getEtfProfile: bindMethod(transport, getEtfProfileRow),
  };
}

/** The securities resource. Search of securities by ticker or company name. */
export interface SecuritiesResource {
  /**
   * Search securities by ticker or name. Returns the securities whose ticker or company name
   * matches the query, ordered by relevance.
   * @example const data = await client.securities.searchSecurities({ query: 'apple' });
   */
  searchSecurities: ParamsMethod<'searchSecurities'>;
}

/**
 * Creates the securities resource over a transport.
 * @example const securities = createSecuritiesResource(createTransport({ apiKey }));
 */
export function createSecuritiesResource(transport: Transport): SecuritiesResource {
  return {
    searchSecurities: bindMethod(transport, searchSecuritiesRow),
  };
}

/** The ratings resource. Analyst ratings history and the consensus rating and target price. */
export interface RatingsResource {
  /**
   * List the analyst ratings history of a stock. Returns research publications about a stock:
   * the publication date, the firm, the rating action and the target prices. The status fields
   * of the envelope are not shown in the provider's sample.
   * @example const data = await client.ratings.listRatingsHistory({ ticker: 'AAPL' });
   */
  listRatingsHistory: ParamsMethod<'listRatingsHistory'>;
  /**
   * Get the analyst consensus of a stock. Returns the current rating and target price averaged
   * across all analysts' opinions; `data` is null when no analyst rates the stock. The status
   * fields of the envelope are not shown in the provider's sample. An old version of the
   * provider's reference calls the parameter `stock`.
   * @example const data = await client.ratings.getConsensus({ ticker: 'AAPL' });
   */
  getConsensus: ParamsMethod<'getConsensus'>;
}

/**
 * Creates the ratings resource over a transport.
 * @example const ratings = createRatingsResource(createTransport({ apiKey }));
 */
export function createRatingsResource(transport: Transport): RatingsResource {
  return {
    listRatingsHistory: bindMethod(transport, listRatingsHistoryRow),
    getConsensus: bindMethod(transport, getConsensusRow),
  };
}

/**
 * The marketdata resource. Time and sales of a stock for the current trading day, and price bars
 * (candles) over any window.
 */
export interface MarketdataResource {
  /**
   * List the latest trades of a stock (time and sales). Returns the requested number of trades
   * printed immediately before the end timestamp `to`, ordered by time ascending. Data covers
   * the current trading day only; historical ticks are not available.
   * @example const data = await client.marketdata.listTrades({ ticker: 'AAPL', count: 3, to: 1735065000000 });
   */
  listTrades: ParamsMethod<'listTrades'>;
  /**
   * Get the price bars of a stock (OHLCV candles). Returns open, high, low, close, volume and
   * traded value bars of a stock over a window, one bar per `step` units of `interval`
   * (`interval=min&step=15` gives 15-minute bars), for one trading session and one price
   * adjustment. The order of the bars is not shown (ascending by time, inferred), nor whether
   * `t` is the start or the end of a bar. An older version of the provider's reference had
   * `session` `regular` or `all`, no `adjustment` and no `a`; this follows the current one.
   * @example const data = await client.marketdata.getCandles({ ticker: 'AAPL', interval: 'day', step: 1, from: 1733011200000 });
   */
  getCandles: ParamsMethod<'getCandles'>;
}

/**
 * Creates the marketdata resource over a transport.
 * @example const marketdata = createMarketdataResource(createTransport({ apiKey }));
 */
export function createMarketdataResource(transport: Transport): MarketdataResource {
  return {
    listTrades: bindMethod(transport, listTradesRow),
    getCandles: bindMethod(transport, getCandlesRow),
  };
}

/**
 * The calendar resource. The economic events, earnings, dividends, IPO and corporate-actions
 * (splits) calendars, and earnings backtesting summaries.
 */
export interface CalendarResource {
  /**
   * List economic events on a date. Returns the economic events (for example GDP releases and
   * employment reports) on a date.
   * @example const data = await client.calendar.listEconomicEvents({ date: '2024-12-06' });
   */
  listEconomicEvents: ParamsMethod<'listEconomicEvents'>;
  /**
   * Get the earnings backtest of an earnings event. Returns summary statistics of how the stock
   * price performed after earnings beat forecasts, for one earnings event.
   * @example const data = await client.calendar.getEarningsBacktest({ unique_id: 'US_EARNINGS_AAPL_2024Q4' });
   */
  getEarningsBacktest: ParamsMethod<'getEarningsBacktest'>;
  /**
   * List the earnings reports released on a date. Returns the earnings reports of a date, one
   * row per stock, each with the `unique_id` that `getEarningsBacktest` takes. The response is
   * documented by the provider; the parameter name `date` is inferred from public clients. No
   * time of day (before or after the market) is given.
   * @example const data = await client.calendar.listEarningsCalendar({ date: '2024-10-31' });
   */
  listEarningsCalendar: ParamsMethod<'listEarningsCalendar'>;
  /**
   * List the dividends of a date. Returns the dividends of a date, one row per stock. Whether
   * the date is matched against the ex-dividend date or the pay date is not shown; the
   * ex-dividend date is inferred.
   * @example const data = await client.calendar.listDividendsCalendar({ date: '2024-11-08' });
   */
  listDividendsCalendar: ParamsMethod<'listDividendsCalendar'>;
  /**
   * List the initial public offerings of a date. Returns the initial public offerings of a date
   * with their exchange and offer price range. No company name, share count or final price is
   * given.
   * @example const data = await client.calendar.listIpoCalendar({ date: '2024-12-19' });
   */
  listIpoCalendar: ParamsMethod<'listIpoCalendar'>;
  /**
   * List the stock splits of a date. Returns the corporate actions of a date: stock splits and
   * reverse stock splits with their ratio.
   * @example const data = await client.calendar.listCorporateActions({ date: '2024-06-10' });
   */
  listCorporateActions: ParamsMethod<'listCorporateActions'>;
}

/**
 * Creates the calendar resource over a transport.
 * @example const calendar = createCalendarResource(createTransport({ apiKey }));
 */
export function createCalendarResource(transport: Transport): CalendarResource {
  return {
    listEconomicEvents: bindMethod(transport, listEconomicEventsRow),
    getEarningsBacktest: bindMethod(transport, getEarningsBacktestRow),
    listEarningsCalendar: bindMethod(transport, listEarningsCalendarRow),
    listDividendsCalendar: bindMethod(transport, listDividendsCalendarRow),
    listIpoCalendar: bindMethod(transport, listIpoCalendarRow),
    listCorporateActions: bindMethod(transport, listCorporateActionsRow),
  };
}

/** Every resource of the spec, by area (spec tag). */
export interface MarketDataResources {
  /** The near-realtime news wire (headlines and bodies) and research articles (list and bodies). */
  readonly news: NewsResource;
  /**
   * Trades by US politicians, disclosed under the 2012 law on congressional trading, and trades
   * by company insiders as filed with the SEC.
   */
  readonly ownership: OwnershipResource;
  /**
   * Per-stock earnings reports, financial statements, financial metrics, dividends and the stock
   * profile.
   */
  readonly stocks: StocksResource;
  /** The top 10 holdings of an ETF over time, and the ETF profile. */
  readonly etf: EtfResource;
  /** Search of securities by ticker or company name. */
  readonly securities: SecuritiesResource;
  /** Analyst ratings history and the consensus rating and target price. */
  readonly ratings: RatingsResource;
  /**
   * Time and sales of a stock for the current trading day, and price bars (candles) over any
   * window.
   */
  readonly marketdata: MarketdataResource;
  /**
   * The economic events, earnings, dividends, IPO and corporate-actions (splits) calendars, and
   * earnings backtesting summaries.
   */
  readonly calendar: CalendarResource;
}

/** Creates every resource over one transport. */
export function createResources(transport: Transport): MarketDataResources {
  return {
    news: createNewsResource(transport),
    ownership: createOwnershipResource(transport),
    stocks: createStocksResource(transport),
    etf: createEtfResource(transport),
    securities: createSecuritiesResource(transport),
    ratings: createRatingsResource(transport),
    marketdata: createMarketdataResource(transport),
    calendar: createCalendarResource(transport),
  };
}
