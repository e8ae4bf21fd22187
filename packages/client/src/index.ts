/**
 * `@marketdata-sdk/client`: a typed client for the Market Data, News and Research API.
 * openapi-fetch underneath; resources, typed errors, retries, rate limiting, paging and a live
 * news feed on top.
 */

export type {
  ArticleAuthor,
  ArticleContent,
  ArticleSummary,
  BalanceSheetLine,
  CashflowStatementLine,
  CongressTrade,
  Consensus,
  Dividend,
  EarningsBacktest,
  EarningsReport,
  EconomicEvent,
  EconomicEventImportance,
  EtfHolding,
  EtfHoldingsRecord,
  FinancialMetrics,
  FinancialStatements,
  Headline,
  HeadlineImportance,
  IncomeStatementLine,
  paths,
  RatingRecord,
  Security,
  StatementLine,
  StatementPeriod,
  Tag,
  TradeTick,
  WireContent,
  WireIndustry,
  WiresPage,
  WireTab,
} from '@marketdata-sdk/types';
export {
  createMarketDataClient,
  type LiveNewsResource,
  type MarketDataClient,
} from './createMarketDataClient';
export {
  createRateLimiter,
  type RateLimiter,
  type RateLimitOptions,
  type RateLimitStore,
} from './createRateLimiter';
export {
  type CacheableCall,
  type CallSettings,
  type ClientOptions,
  createTransport,
  DEFAULT_BASE_URL,
  type FetchOptions,
  type RequestOptions,
  type ResponseCache,
  type Transport,
  type TransportOptions,
  type WithResponse,
} from './createTransport';
export { backtestEarningsEvent, type EarningsEventLike } from './earnings';
export {
  AbortError,
  type AnyMarketDataError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  HttpError,
  InternalServerError,
  InvalidParamError,
  MarketDataError,
  type MarketDataErrorFields,
  type MarketDataErrorName,
  NetworkError,
  NotFoundError,
  ParamValidationError,
  PermissionDeniedError,
  RateLimitError,
  ResponseParseError,
  TimeoutError,
} from './errors';
// The resources are the spec's areas: generated, and re-exported whole so that an added area
// needs no edit here (the one exception to named re-exports): per area `createNewsResource`,
// `NewsResource`, …, and `MarketDataResources`. The standalone functions are the `/functions`
// entry.
export * from './generated/resources';
export type {
  MethodArgs,
  Page,
  PageItem,
  PagePromise,
  ResponsePromise,
} from './internals/bindMethod';
export type { Logger, LogLevel } from './internals/log';
export type { IterateOptions, PageCursor } from './paging';
export type {
  HasRequestId,
  OperationId,
  OperationParams,
  OperationResult,
  ParamsArg,
  WithRequestId,
} from './types';
export {
  type WatchWiresParams,
  type WireFeed,
  type WireFeedStatus,
  type WiresLoader,
  watchWires,
} from './watchWires';
