// Renders the hooks on the server from the installed packages (no bundler): the provider works
// and a pending query renders its loading state without touching the network.
import { createMarketDataClient } from '@marketdata-sdk/client';
import { MarketDataProvider, useListWires } from '@marketdata-sdk/react-hooks';
import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

function Wires() {
  const { isPending } = useListWires({ size: 5 });
  return createElement('p', null, isPending ? 'Loading headlines' : 'Loaded');
}

const client = createMarketDataClient({ apiKey: 'sandbox', baseUrl: 'http://127.0.0.1:9' });
const html = renderToString(
  createElement(
    MarketDataProvider,
    { client, queryClient: new QueryClient() },
    createElement(Wires),
  ),
);
console.log(JSON.stringify({ html, resolved: import.meta.resolve('@marketdata-sdk/react-hooks') }));
