import '@fontsource-variable/inter';
import './styles.css';
import { createMarketDataClient } from '@marketdata-sdk/client';
import { MarketDataProvider } from '@marketdata-sdk/react-hooks';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadFeedView } from './App';
import { ConnectionContext, createConnectionMonitor } from './connection';
import { startFeedFirstLoad } from './feed/firstPage';
import { parseRoute } from './router';
import { readSettings } from './settings';

// Every request of the app goes through the monitor: one connection state for the whole app.
const connection = createConnectionMonitor();
// No key in the browser: the server that serves this page adds it (or runs the sandbox).
const client = createMarketDataClient({
  baseUrl: window.location.origin,
  fetch: connection.fetch,
});
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } },
});
connection.attach(queryClient);
const settings = readSettings();
// The news view's code and its first page load side by side, not one after the other.
startFeedFirstLoad(client, queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <ConnectionContext.Provider value={connection}>
        <MarketDataProvider client={client} queryClient={queryClient}>
          <App settings={settings} />
        </MarketDataProvider>
      </ConnectionContext.Provider>
    </StrictMode>,
  );
// The news view draws once its code is in (a failed load is the view's error, as before).
if (parseRoute(window.location.hash).view === 'feed') void preloadFeedView().then(render, render);
else render();
