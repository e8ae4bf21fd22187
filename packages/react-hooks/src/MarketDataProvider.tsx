import type { MarketDataClient } from '@marketdata-sdk/client';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';

const MarketDataClientContext = createContext<MarketDataClient | null>(null);
MarketDataClientContext.displayName = 'MarketDataClientContext';

/** Props of {@link MarketDataProvider}. */
export interface MarketDataProviderProps {
  /** The client every hook below calls; made with `createMarketDataClient()`. */
  client: MarketDataClient;
  /** A QueryClient to provide as well; omit it when a `QueryClientProvider` is already above. */
  queryClient?: QueryClient;
  /** The components that use the hooks. */
  children?: ReactNode;
}

/**
 * Makes a Market Data client available to the hooks of this package.
 *
 * @example
 * ```tsx
 * const client = createMarketDataClient({ baseUrl: '/api' });
 * const queryClient = new QueryClient();
 *
 * <MarketDataProvider client={client} queryClient={queryClient}>
 *   <App />
 * </MarketDataProvider>;
 * ```
 */
export function MarketDataProvider({ client, queryClient, children }: MarketDataProviderProps) {
  const inner = (
    <MarketDataClientContext.Provider value={client}>{children}</MarketDataClientContext.Provider>
  );
  if (queryClient === undefined) return inner;
  return <QueryClientProvider client={queryClient}>{inner}</QueryClientProvider>;
}

/**
 * The client given to the nearest {@link MarketDataProvider}.
 *
 * @throws Error when no `MarketDataProvider` is above the calling component.
 * @example
 * ```tsx
 * const client = useMarketDataClient();
 * const onClick = () => client.news.getWire(contentId);
 * ```
 */
export function useMarketDataClient(): MarketDataClient {
  const client = useContext(MarketDataClientContext);
  if (client === null) {
    throw new Error(
      'useMarketDataClient: no client found. Wrap the component in ' +
        '<MarketDataProvider client={createMarketDataClient(...)}> from @marketdata-sdk/react-hooks.',
    );
  }
  return client;
}
