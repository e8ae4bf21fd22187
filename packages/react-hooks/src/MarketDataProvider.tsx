import type { MarketDataClient } from '@marketdata-sdk/client';
import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { checkScope, defaultScope, type MarketDataSource } from './internals/source';
import { setMarketDataQueryDefaults } from './queryDefaults';

/** What the hooks read from the provider: the client or transport, and its cache scope. */
export interface MarketDataContextValue {
  /** The client (or transport) every hook calls. */
  readonly source: MarketDataSource;
  /** The last element of every query key of this provider's hooks. */
  readonly scope: string;
}

const MarketDataContext = createContext<MarketDataContextValue | null>(null);
MarketDataContext.displayName = 'MarketDataContext';

/** Props of {@link MarketDataProvider}. */
export interface MarketDataProviderProps {
  /**
   * What every hook below calls: a client from `createMarketDataClient()`, or a transport from
   * `createTransport()`, which is all the hooks need and keeps the bundle smaller.
   */
  client: MarketDataSource;
  /** A QueryClient to provide as well; omit it when a `QueryClientProvider` is already above. */
  queryClient?: QueryClient;
  /**
   * The cache scope: the last element of every query key, so that two clients (another key,
   * the sandbox and the live service) never share cached data. Default: one scope per client
   * object. Name it when two client objects stand for the same account, such as the server's
   * client and the browser's proxy client of a server-rendered page (use the same name with
   * `marketDataQueries(client, { scope })` on the server). Never put the key itself here.
   */
  scope?: string;
  /** The components that use the hooks. */
  children?: ReactNode;
}

/** Registers the package's query defaults on the QueryClient in context, if there is one. */
function QueryDefaults({ children }: { children?: ReactNode }) {
  const queryClient = useContext(QueryClientContext);
  if (queryClient !== undefined) setMarketDataQueryDefaults(queryClient);
  return children;
}

/**
 * Makes a Market Data client available to the hooks of this package, and registers the
 * package's query defaults (retry policy, stale times) on the QueryClient where you set none
 * (see `setMarketDataQueryDefaults`).
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
export function MarketDataProvider({
  client,
  queryClient,
  scope,
  children,
}: MarketDataProviderProps) {
  const value = useMemo(
    () => ({
      source: client,
      scope: checkScope(scope, 'MarketDataProvider') ?? defaultScope(client),
    }),
    [client, scope],
  );
  const inner = (
    <MarketDataContext.Provider value={value}>
      <QueryDefaults>{children}</QueryDefaults>
    </MarketDataContext.Provider>
  );
  if (queryClient === undefined) return inner;
  return <QueryClientProvider client={queryClient}>{inner}</QueryClientProvider>;
}

/** @internal The provider's client (or transport) and scope, for the hooks of this package. */
export function useMarketDataContext(caller: string): MarketDataContextValue {
  const value = useContext(MarketDataContext);
  if (value === null) {
    throw new Error(
      `${caller}: no client found. Wrap the component in ` +
        '<MarketDataProvider client={createMarketDataClient(...)}> from @marketdata-sdk/react-hooks.',
    );
  }
  return value;
}

/**
 * The client given to the nearest {@link MarketDataProvider}.
 *
 * @throws Error when no `MarketDataProvider` is above the calling component, or when it was
 * given a transport rather than a client.
 * @example
 * ```tsx
 * const client = useMarketDataClient();
 * const onClick = () => client.news.getWireContent({ content_id: contentId });
 * ```
 */
export function useMarketDataClient(): MarketDataClient {
  const { source } = useMarketDataContext('useMarketDataClient');
  if ('call' in source) {
    throw new Error(
      'useMarketDataClient: the MarketDataProvider holds a transport, not a client. Give it ' +
        'createMarketDataClient(...) to use the client in components.',
    );
  }
  return source;
}
