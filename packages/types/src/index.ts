/**
 * TypeScript types for the Market Data, News and Research API, generated from its OpenAPI 3.1
 * spec, plus the value lists of its enums and the spec version.
 *
 * @example
 * ```ts
 * import type { paths, Headline } from '@marketdata-sdk/types';
 * type WiresQuery = paths['/news/v1/wire/page/history']['get']['parameters']['query'];
 * ```
 */
export type { components, operations, paths } from './generated/openapi';
export type {
  ArticleAuthor,
  ArticleContent,
  BalanceSheetLine,
  BalanceSheetLineName,
  BalanceSheetPeriod,
  CashflowStatementLine,
  CashflowStatementLineName,
  CashflowStatementPeriod,
  CongressTrade,
  Consensus,
  Dividend,
  EarningsBacktest,
  EarningsReport,
  EconomicEvent,
  ErrorEnvelope,
  EtfHolding,
  EtfHoldingsRecord,
  FinancialMetrics,
  FinancialStatements,
  GetArticleContentResponse,
  GetConsensusResponse,
  GetEarningsBacktestResponse,
  GetFinancialMetricsResponse,
  GetFinancialStatementsResponse,
  GetWireContentResponse,
  Headline,
  IncomeStatementLine,
  IncomeStatementLineName,
  IncomeStatementPeriod,
  ListCongressTradesResponse,
  ListDividendsResponse,
  ListEarningsResponse,
  ListEconomicEventsResponse,
  ListEtfHoldingsResponse,
  ListRatingsHistoryResponse,
  ListTradesResponse,
  ListWiresResponse,
  RatingRecord,
  SearchSecuritiesResponse,
  Security,
  StatementLine,
  StatementPeriod,
  StatementPeriodCode,
  Tag,
  TradeTick,
  WireContent,
  WireIndustry,
  WiresPage,
  WireTab,
} from './schemas';
export {
  balanceSheetLineNames,
  cashflowStatementLineNames,
  incomeStatementLineNames,
  statementPeriods,
  wireIndustries,
  wireTabs,
} from './values';
export { specVersion } from './version';
