import { createMarketDataClient } from '@marketdata-sdk/client';
import { MarketDataProvider } from '@marketdata-sdk/react-hooks';
import { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { Wires } from './Wires';

// Same-origin proxy that adds the key server-side, so the browser holds no key.
const client = createMarketDataClient({ baseUrl: `${window.location.origin}/api` });
const queryClient = new QueryClient();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <MarketDataProvider client={client} queryClient={queryClient}>
      <Wires />
    </MarketDataProvider>,
  );
}
