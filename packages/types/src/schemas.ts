import type { components } from './generated/openapi';

type Schemas = components['schemas'];

/** An item of the wires list: a news wire without its content body. */
export type Headline = Schemas['Headline'];
/**
 * A headline's `news_important`: 1 for an important headline, 0 otherwise. Inferred by
 * observation (the provider does not document it), and it may be absent.
 */
export type HeadlineImportance = NonNullable<Schemas['Headline']['news_important']>;
/** A ticker symbol identified in a content item. */
export type Tag = Schemas['Tag'];
/** One page of the wires list (`start_id`, `size` and the headlines in `data`). */
export type WiresPage = Schemas['WiresPage'];
/** A news wire with its content body. */
export type WireContent = Schemas['WireContent'];
/** A research article with its content body and author. */
export type ArticleContent = Schemas['ArticleContent'];
/** The author of an article. */
export type ArticleAuthor = Schemas['ArticleAuthor'];
/** A category of the wires list (`tab`). */
export type WireTab = Schemas['WireTab'];
/** An industry filter of the wires list (`industry`). */
export type WireIndustry = Schemas['WireIndustry'];
/** A trade by a US politician. */
export type CongressTrade = Schemas['CongressTrade'];
/** One earnings report of a stock. */
export type EarningsReport = Schemas['EarningsReport'];
/** The income statements, cash flow statements and balance sheets of a stock. */
export type FinancialStatements = Schemas['FinancialStatements'];
/** The members every statement period has (`period`, `start_date`, `end_date`). */
export type StatementPeriod = Schemas['StatementPeriod'];
/** Which periods the statements endpoint returns (`period`, 0 to 4). */
export type StatementPeriodCode = Schemas['StatementPeriodCode'];
/** The members every statement line has (`name`, `value`). */
export type StatementLine = Schemas['StatementLine'];
/** A line of the income statement, with its child lines. */
export type IncomeStatementLine = Schemas['IncomeStatementLine'];
/** A line of the cash flow statement, with its child lines. */
export type CashflowStatementLine = Schemas['CashflowStatementLine'];
/** A line of the balance sheet, with its child lines. */
export type BalanceSheetLine = Schemas['BalanceSheetLine'];
/** One period of the income statement with its lines. */
export type IncomeStatementPeriod = Schemas['IncomeStatementPeriod'];
/** One period of the cash flow statement with its lines. */
export type CashflowStatementPeriod = Schemas['CashflowStatementPeriod'];
/** One period of the balance sheet with its lines. */
export type BalanceSheetPeriod = Schemas['BalanceSheetPeriod'];
/** A line name of the income statement. */
export type IncomeStatementLineName = Schemas['IncomeStatementLineName'];
/** A line name of the cash flow statement. */
export type CashflowStatementLineName = Schemas['CashflowStatementLineName'];
/** A line name of the balance sheet. */
export type BalanceSheetLineName = Schemas['BalanceSheetLineName'];
/** Key financial metrics of a stock. */
export type FinancialMetrics = Schemas['FinancialMetrics'];
/** One dividend of a stock. */
export type Dividend = Schemas['Dividend'];
/** The top 10 holdings of an ETF on one date. */
export type EtfHoldingsRecord = Schemas['EtfHoldingsRecord'];
/** One holding of an ETF. */
export type EtfHolding = Schemas['EtfHolding'];
/** A security found by search. */
export type Security = Schemas['Security'];
/** One analyst research publication about a stock. */
export type RatingRecord = Schemas['RatingRecord'];
/** The analyst consensus rating and target price of a stock. */
export type Consensus = Schemas['Consensus'];
/** One printed trade (time and sales). */
export type TradeTick = Schemas['TradeTick'];
/** An economic event on the calendar. */
export type EconomicEvent = Schemas['EconomicEvent'];
/** Importance of an economic event: 1, 2 or 3, low to high (documented by the provider). */
export type EconomicEventImportance = Schemas['EconomicEvent']['importance'];
/** Earnings backtest summary of an earnings event. */
export type EarningsBacktest = Schemas['EarningsBacktest'];
/** An item of the article list: an article without its body (`cover_image` is an object). */
export type ArticleSummary = Schemas['ArticleSummary'];
/** The cover image of an article in the article list: `{ src, type }`. */
export type ArticleCoverImage = Schemas['ArticleCoverImage'];
/** The author of an article as the article list gives it (no `account_id`). */
export type ArticleListAuthor = Schemas['ArticleListAuthor'];
/** One page of the article list (`start_id`, `size` and the articles in `data`). */
export type ArticlesPage = Schemas['ArticlesPage'];
/** A trade of a stock by one of its insiders, as filed with the SEC. */
export type InsiderTrade = Schemas['InsiderTrade'];
/** The profile of a stock: an open object, its members are not documented. */
export type StockProfile = Schemas['StockProfile'];
/** The profile of an ETF: an open object, its members are not documented. */
export type EtfProfile = Schemas['EtfProfile'];
/** One price bar: `t` (ms), `o`, `h`, `l`, `c`, `v` (volume), `a` (traded value). */
export type Candle = Schemas['Candle'];
/** The unit of a candle (`interval`): `min`, `day`, `week`, `month`, `year`. */
export type CandleInterval = Schemas['CandleInterval'];
/** The trading session of candles (`session`). */
export type CandleSession = Schemas['CandleSession'];
/** The price adjustment of candles (`adjustment`). */
export type CandleAdjustment = Schemas['CandleAdjustment'];
/** One earnings report on the earnings calendar, with the `unique_id` backtesting takes. */
export type EarningsCalendarEntry = Schemas['EarningsCalendarEntry'];
/** One dividend on the dividends calendar. */
export type DividendsCalendarEntry = Schemas['DividendsCalendarEntry'];
/** One initial public offering on the IPO calendar. */
export type IpoCalendarEntry = Schemas['IpoCalendarEntry'];
/** One corporate action (a stock split or reverse split) on the calendar. */
export type CorporateAction = Schemas['CorporateAction'];
/** The error body: HTTP 200 with a non-zero `status_code` (4011, 4012, 4014). */
export type ErrorEnvelope = Schemas['ErrorEnvelope'];
/** Success envelope of `listWires`. */
export type ListWiresResponse = Schemas['ListWiresResponse'];
/** Success envelope of `getWireContent`. */
export type GetWireContentResponse = Schemas['GetWireContentResponse'];
/** Success envelope of `getArticleContent`. */
export type GetArticleContentResponse = Schemas['GetArticleContentResponse'];
/** Success envelope of `listCongressTrades`. */
export type ListCongressTradesResponse = Schemas['ListCongressTradesResponse'];
/** Success envelope of `listEarnings`. */
export type ListEarningsResponse = Schemas['ListEarningsResponse'];
/** Success envelope of `getFinancialStatements`. */
export type GetFinancialStatementsResponse = Schemas['GetFinancialStatementsResponse'];
/** Success envelope of `getFinancialMetrics`. */
export type GetFinancialMetricsResponse = Schemas['GetFinancialMetricsResponse'];
/** Success envelope of `listDividends`. */
export type ListDividendsResponse = Schemas['ListDividendsResponse'];
/** Success envelope of `listEtfHoldings`. */
export type ListEtfHoldingsResponse = Schemas['ListEtfHoldingsResponse'];
/** Success envelope of `searchSecurities`. */
export type SearchSecuritiesResponse = Schemas['SearchSecuritiesResponse'];
/** Success envelope of `listRatingsHistory` (status fields optional: not shown by the provider). */
export type ListRatingsHistoryResponse = Schemas['ListRatingsHistoryResponse'];
/** Success envelope of `getConsensus`; `data` is null when no analyst rates the stock. */
export type GetConsensusResponse = Schemas['GetConsensusResponse'];
/** Success envelope of `listTrades`. */
export type ListTradesResponse = Schemas['ListTradesResponse'];
/** Success envelope of `listEconomicEvents`. */
export type ListEconomicEventsResponse = Schemas['ListEconomicEventsResponse'];
/** Success envelope of `getEarningsBacktest`. */
export type GetEarningsBacktestResponse = Schemas['GetEarningsBacktestResponse'];
/** Success envelope of `listArticles`. */
export type ListArticlesResponse = Schemas['ListArticlesResponse'];
/** Success envelope of `listInsiderTrades`. */
export type ListInsiderTradesResponse = Schemas['ListInsiderTradesResponse'];
/** Success envelope of `getStockProfile`. */
export type GetStockProfileResponse = Schemas['GetStockProfileResponse'];
/** Success envelope of `getEtfProfile`. */
export type GetEtfProfileResponse = Schemas['GetEtfProfileResponse'];
/** Success envelope of `getCandles`. */
export type GetCandlesResponse = Schemas['GetCandlesResponse'];
/** Success envelope of `listEarningsCalendar`. */
export type ListEarningsCalendarResponse = Schemas['ListEarningsCalendarResponse'];
/** Success envelope of `listDividendsCalendar`. */
export type ListDividendsCalendarResponse = Schemas['ListDividendsCalendarResponse'];
/** Success envelope of `listIpoCalendar`. */
export type ListIpoCalendarResponse = Schemas['ListIpoCalendarResponse'];
/** Success envelope of `listCorporateActions`. */
export type ListCorporateActionsResponse = Schemas['ListCorporateActionsResponse'];
