export {
  type CongressTradesInfiniteData,
  type CongressTradesInfiniteOptions,
  type CongressTradesInfiniteParams,
  type CongressTradesInfiniteQueryOptions,
  congressTradesInfiniteQueryOptions,
  selectCongressTradesInfinite,
} from './congressTradesInfiniteQueryOptions';
export {
  type InfiniteHookOptions,
  useCongressTradesInfinite,
  useWiresInfinite,
} from './infiniteHooks';
export type {
  LiveWiresState,
  LiveWiresStatus,
} from './internals/liveWiresReducer';
export type { OperationArea, ParamsArg, QueryHookOptions } from './internals/types';
export {
  MarketDataProvider,
  type MarketDataProviderProps,
  useMarketDataClient,
} from './MarketDataProvider';
export {
  type MarketDataQueries,
  type MarketDataQueryOptions,
  marketDataQueries,
  marketDataQueryOptions,
  useMarketDataQueries,
} from './marketDataQueryOptions';
export { useEarningsBacktest, useEconomicEvents, useTrades } from './marketHooks';
export { useArticle, useWire, useWires } from './newsHooks';
export {
  type InfiniteOperationId,
  type InfinitePageParams,
  type MarketDataInfiniteQueryKey,
  type MarketDataQueryKey,
  marketDataKeys,
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
export { type UseLiveWiresParams, useLiveWires } from './useLiveWires';
export {
  selectWiresInfinite,
  type WiresInfiniteData,
  type WiresInfiniteOptions,
  type WiresInfiniteParams,
  type WiresInfiniteQueryOptions,
  wiresInfiniteQueryOptions,
} from './wiresInfiniteQueryOptions';
