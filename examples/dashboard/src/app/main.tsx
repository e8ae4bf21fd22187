import '@fontsource-variable/inter';
import './styles.css';
import { createMarketDataClient } from '@marketdata-sdk/client';
import { MarketDataProvider } from '@marketdata-sdk/react-hooks';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readSettings } from './settings';

// No key in the browser: the server that serves this page adds it (or runs the sandbox).
const client = createMarketDataClient({ baseUrl: window.location.origin });
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } },
});
const settings = readSettings();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <MarketDataProvider client={client} queryClient={queryClient}>
      <App settings={settings} />
    </MarketDataProvider>
  </StrictMode>,
);
