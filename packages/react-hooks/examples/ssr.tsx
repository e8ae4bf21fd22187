/**
 * Server rendering with the hooks: prefetch on a server QueryClient, dehydrate, send the state
 * with the HTML, hydrate in the browser without fetching again.
 *
 * Run it against a local sandbox: `npx -y pnpm@12.21.0 --filter @marketdata-sdk/react-hooks example:ssr`
 */
import { createMarketDataClient, type MarketDataClient } from '@marketdata-sdk/client';
import {
  MarketDataProvider,
  marketDataQueries,
  setMarketDataQueryDefaults,
  useListWires,
} from '@marketdata-sdk/react-hooks';
import {
  type DehydratedState,
  dehydrate,
  HydrationBoundary,
  QueryClient,
} from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';

/** The parameters both sides use: the same parameters make the same query key. */
export const headlineParams = { tab: 'all', size: 5 } as const;

/**
 * The cache scope both sides name: the server's client (with the key) and the browser's
 * (through a proxy) are two objects for one account, so their data may be shared.
 */
export const cacheScope = 'marketdata-app';

/** A widget: one line, the data comes from the cache the server filled. */
export function Headlines() {
  const { data, isPending } = useListWires(headlineParams);
  if (isPending) return <p>Loading…</p>;
  return (
    <ul>
      {data?.data.map((headline) => (
        <li key={headline.news_id}>{headline.title}</li>
      ))}
    </ul>
  );
}

/** Props of {@link App}. */
export interface AppProps {
  /** The Market Data client of this side (server or browser). */
  client: MarketDataClient;
  /** The QueryClient of this side: one per request on the server, one per page in the browser. */
  queryClient: QueryClient;
  /** What the server prefetched. */
  state: DehydratedState;
}

/** The same tree renders on the server and hydrates in the browser. */
export function App({ client, queryClient, state }: AppProps) {
  return (
    <MarketDataProvider client={client} queryClient={queryClient} scope={cacheScope}>
      <HydrationBoundary state={state}>
        <Headlines />
      </HydrationBoundary>
    </MarketDataProvider>
  );
}

/** Server side: prefetch, dehydrate and render; the state travels as JSON with the HTML. */
export async function renderOnServer(
  client: MarketDataClient,
): Promise<{ html: string; state: DehydratedState }> {
  const queryClient = new QueryClient();
  setMarketDataQueryDefaults(queryClient); // the package's retry policy and stale times
  const queries = marketDataQueries(client, { scope: cacheScope });
  await queryClient.prefetchQuery(queries.listWires(headlineParams));
  const state = dehydrate(queryClient);
  const html = renderToString(<App client={client} queryClient={queryClient} state={state} />);
  queryClient.clear();
  return { html, state: JSON.parse(JSON.stringify(state)) as DehydratedState };
}

/*
 * Browser side, in the page's script:
 *
 *   const state = JSON.parse(document.getElementById('__STATE__').textContent);
 *   const client = createMarketDataClient({ baseUrl: '/api' }); // a proxy adds the key
 *   hydrateRoot(document.getElementById('root'), (
 *     <App client={client} queryClient={new QueryClient()} state={state} />
 *   ));
 */

async function main() {
  const { startSandboxServer } = await import('@marketdata-sdk/fixtures/node');
  const sandbox = await startSandboxServer({ port: 0 });
  try {
    const client = createMarketDataClient({ apiKey: 'sandbox', baseUrl: sandbox.url });
    const { html, state } = await renderOnServer(client);
    console.log(html);
    console.log(`${state.queries.length} query dehydrated, ${JSON.stringify(state).length} bytes`);
  } finally {
    await sandbox.close();
  }
}

if (typeof process !== 'undefined' && process.argv[1]?.endsWith('ssr.tsx')) {
  void main();
}
