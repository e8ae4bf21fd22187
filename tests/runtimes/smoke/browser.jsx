// Chromium: the hooks render headlines from the sandbox, and the smoke runs in the page.
import { createMarketDataClient } from '@marketdata-sdk/client';
import { MarketDataProvider, useListWires } from '@marketdata-sdk/react-hooks';
import { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { smoke } from './smoke.mjs';

const { baseUrl, params } = JSON.parse(decodeURIComponent(location.hash.slice(1)));
const client = createMarketDataClient({
  apiKey: 'sandbox',
  baseUrl,
  dangerouslyAllowBrowser: true,
});

function Headlines() {
  const { data, error } = useListWires({ size: 5 });
  if (error) return <p id="error">{error.message}</p>;
  return (
    <ul id="headlines">
      {data?.data.map((h) => (
        <li key={h.news_id}>{h.title}</li>
      ))}
    </ul>
  );
}

createRoot(document.getElementById('root')).render(
  <MarketDataProvider client={client} queryClient={new QueryClient()}>
    <Headlines />
  </MarketDataProvider>,
);
window.smokeResult = smoke({ baseUrl, params });
