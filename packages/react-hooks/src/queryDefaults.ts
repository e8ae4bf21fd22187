import type { OperationId } from '@marketdata-sdk/client';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { operationKey } from './queryKeys';
import { marketDataRetry } from './retryPolicy';
import { defaultStaleTimes } from './staleTimes';

const registered = new WeakSet<QueryClient>();

/**
 * Registers the package's defaults on a QueryClient with `setQueryDefaults`, once per
 * QueryClient and per operation: the retry policy (`marketDataRetry`) and the operation's stale
 * time (`defaultStaleTimes`). A default applies only where you set none: an option in the
 * QueryClient's `defaultOptions.queries`, or in a `setQueryDefaults` that covers the operation
 * (made before this call, or after it on a key as broad or broader), or on the query itself,
 * wins. `MarketDataProvider` and every hook of this package call it on the QueryClient they
 * use; call it yourself for a QueryClient used without them (a server prefetching with
 * `marketDataQueries`).
 *
 * @example
 * ```ts
 * const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
 * setMarketDataQueryDefaults(queryClient); // stale times only: your retry: false stays
 * await queryClient.prefetchQuery(marketDataQueries(client).listWires({ size: 5 }));
 * ```
 */
export function setMarketDataQueryDefaults(queryClient: QueryClient): void {
  if (registered.has(queryClient)) return;
  registered.add(queryClient);
  const global = queryClient.getDefaultOptions().queries ?? {};
  for (const operationId of Object.keys(defaultStaleTimes) as OperationId[]) {
    const key = operationKey(operationId);
    const yours = queryClient.getQueryDefaults(key);
    const defaults: { retry?: typeof marketDataRetry; staleTime?: number } = {};
    if (global.retry === undefined && yours.retry === undefined) defaults.retry = marketDataRetry;
    if (global.staleTime === undefined && yours.staleTime === undefined) {
      defaults.staleTime = defaultStaleTimes[operationId];
    }
    if (defaults.retry !== undefined || defaults.staleTime !== undefined) {
      queryClient.setQueryDefaults(key, defaults);
    }
  }
}

/**
 * @internal Registers the package's defaults on the QueryClient the calling hook uses, wherever
 * its `QueryClientProvider` sits (above the `MarketDataProvider`, inside it, or given to it).
 */
export function useMarketDataQueryDefaults(): void {
  setMarketDataQueryDefaults(useQueryClient());
}
