// The named query hooks are the spec's operations: generated, and re-exported whole so that an
// added operation needs no edit here (the exception to named re-exports). The hooks with
// behaviour of their own (`useSearchSecurities`) are written by hand and named below.
export * from './generated/hooks';
// The infinite queries of the operations that page, generated likewise.
export * from './generated/infinite';
export type { InfiniteOptions } from './internals/infiniteQuery';
export type {
  LiveWiresState,
  LiveWiresStatus,
} from './internals/liveWiresReducer';
export type { MarketDataSource } from './internals/source';
export type { OperationArea, ParamsArg, QueryData, QueryHookOptions } from './internals/types';
export type { InfiniteHookOptions } from './internals/useInfiniteOperation';
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
export { setMarketDataQueryDefaults } from './queryDefaults';
export {
  clientScope,
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
export {
  createRetryPolicy,
  isRetryableByQuery,
  marketDataRetry,
  type RetryPolicyOptions,
} from './retryPolicy';
export { useSearchSecurities } from './securitiesHooks';
export { defaultStaleTimes } from './staleTimes';
export {
  liveWiresKey,
  type UseLiveWiresParams,
  type UseLiveWiresResult,
  useLiveWires,
} from './useLiveWires';
