export {
  type ArticlesInfiniteHookOptions,
  type CongressTradesInfiniteHookOptions,
  type InfiniteHookOptions,
  type InsiderTradesInfiniteHookOptions,
  useListArticlesInfinite,
  useListCongressTradesInfinite,
  useListInsiderTradesInfinite,
  useListWiresInfinite,
  type WiresInfiniteHookOptions,
} from './infiniteHooks';
export type {
  LiveWiresState,
  LiveWiresStatus,
} from './internals/liveWiresReducer';
export type { MarketDataSource } from './internals/source';
export type { OperationArea, ParamsArg, QueryHookOptions } from './internals/types';
export {
  type ArticlesInfiniteData,
  type ArticlesInfiniteOptions,
  type ArticlesInfiniteParams,
  type ArticlesInfiniteQueryOptions,
  listArticlesInfiniteQueryOptions,
  selectArticlesInfinite,
} from './listArticlesInfiniteQueryOptions';
export {
  type CongressTradesInfiniteData,
  type CongressTradesInfiniteOptions,
  type CongressTradesInfiniteParams,
  type CongressTradesInfiniteQueryOptions,
  listCongressTradesInfiniteQueryOptions,
  selectCongressTradesInfinite,
} from './listCongressTradesInfiniteQueryOptions';
export {
  type InsiderTradesInfiniteData,
  type InsiderTradesInfiniteOptions,
  type InsiderTradesInfiniteParams,
  type InsiderTradesInfiniteQueryOptions,
  listInsiderTradesInfiniteQueryOptions,
  selectInsiderTradesInfinite,
} from './listInsiderTradesInfiniteQueryOptions';
export {
  listWiresInfiniteQueryOptions,
  selectWiresInfinite,
  type WiresInfiniteData,
  type WiresInfiniteOptions,
  type WiresInfiniteParams,
  type WiresInfiniteQueryOptions,
} from './listWiresInfiniteQueryOptions';
export {
  useGetCandles,
  useGetEtfProfile,
  useGetStockProfile,
  useListArticles,
  useListCorporateActions,
  useListDividendsCalendar,
  useListEarningsCalendar,
  useListInsiderTrades,
  useListIpoCalendar,
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
export { useGetEarningsBacktest, useListEconomicEvents, useListTrades } from './marketHooks';
export { useGetArticleContent, useGetWireContent, useListWires } from './newsHooks';
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
export { useGetConsensus, useListCongressTrades, useListRatingsHistory } from './researchHooks';
export {
  createRetryPolicy,
  isRetryableByQuery,
  marketDataRetry,
  type RetryPolicyOptions,
} from './retryPolicy';
export { useSearchSecurities } from './securitiesHooks';
export { defaultStaleTimes } from './staleTimes';
export {
  useGetFinancialMetrics,
  useGetFinancialStatements,
  useListDividends,
  useListEarnings,
  useListEtfHoldings,
} from './stocksHooks';
export {
  liveWiresKey,
  type UseLiveWiresParams,
  type UseLiveWiresResult,
  useLiveWires,
} from './useLiveWires';
