export {
  type ArticlesInfiniteData,
  type ArticlesInfiniteOptions,
  type ArticlesInfiniteParams,
  type ArticlesInfiniteQueryOptions,
  articlesInfiniteQueryOptions,
  selectArticlesInfinite,
} from './articlesInfiniteQueryOptions';
export {
  type CongressTradesInfiniteData,
  type CongressTradesInfiniteOptions,
  type CongressTradesInfiniteParams,
  type CongressTradesInfiniteQueryOptions,
  congressTradesInfiniteQueryOptions,
  selectCongressTradesInfinite,
} from './congressTradesInfiniteQueryOptions';
export {
  type ArticlesInfiniteHookOptions,
  type CongressTradesInfiniteHookOptions,
  type InfiniteHookOptions,
  type InsiderTradesInfiniteHookOptions,
  useArticlesInfinite,
  useCongressTradesInfinite,
  useInsiderTradesInfinite,
  useWiresInfinite,
  type WiresInfiniteHookOptions,
} from './infiniteHooks';
export {
  type InsiderTradesInfiniteData,
  type InsiderTradesInfiniteOptions,
  type InsiderTradesInfiniteParams,
  type InsiderTradesInfiniteQueryOptions,
  insiderTradesInfiniteQueryOptions,
  selectInsiderTradesInfinite,
} from './insiderTradesInfiniteQueryOptions';
export type {
  LiveWiresState,
  LiveWiresStatus,
} from './internals/liveWiresReducer';
export type { MarketDataSource } from './internals/source';
export type { OperationArea, ParamsArg, QueryHookOptions } from './internals/types';
export {
  useArticles,
  useCandles,
  useCorporateActions,
  useDividendsCalendar,
  useEarningsCalendar,
  useEtfProfile,
  useInsiderTrades,
  useIpoCalendar,
  useStockProfile,
} from './liveHooks';
export {
  type MarketDataContextValue,
  MarketDataProvider,
  type MarketDataProviderProps,
  useMarketDataClient,
} from './MarketDataProvider';
export {
  type MarketDataQueries,
  type MarketDataQueriesOptions,
  type MarketDataQueryOptions,
  marketDataQueries,
  marketDataQueryOptions,
  useMarketDataQueries,
} from './marketDataQueryOptions';
export { useEarningsBacktest, useEconomicEvents, useTrades } from './marketHooks';
export { useArticle, useWire, useWires } from './newsHooks';
export { setMarketDataQueryDefaults } from './queryDefaults';
export {
  type InfiniteOperationId,
  type InfinitePageParams,
  type InfiniteParams,
  type InfiniteParamsKey,
  type MarketDataInfiniteQueryKey,
  type MarketDataQueryKey,
  marketDataKeys,
  type OperationParamsKey,
  type OperationQueryKey,
  queryKeyRoot,
} from './queryKeys';
export { useCongressTrades, useConsensus, useRatingsHistory } from './researchHooks';
export {
  createRetryPolicy,
  isRetryableByQuery,
  marketDataRetry,
  type RetryPolicyOptions,
} from './retryPolicy';
export { useSecuritySearch } from './securitiesHooks';
export { defaultStaleTimes } from './staleTimes';
export {
  useDividends,
  useEarnings,
  useEtfHoldings,
  useFinancialMetrics,
  useStatements,
} from './stocksHooks';
export {
  liveWiresKey,
  type UseLiveWiresParams,
  type UseLiveWiresResult,
  useLiveWires,
} from './useLiveWires';
export {
  selectWiresInfinite,
  type WiresInfiniteData,
  type WiresInfiniteOptions,
  type WiresInfiniteParams,
  type WiresInfiniteQueryOptions,
  wiresInfiniteQueryOptions,
} from './wiresInfiniteQueryOptions';
