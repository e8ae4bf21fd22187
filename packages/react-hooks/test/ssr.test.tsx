import { createMarketDataClient } from '@marketdata-sdk/client';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { App, cacheScope, headlineParams, renderOnServer } from '../examples/ssr';
import { marketDataKeys } from '../src/queryKeys';
import { baseUrl, installSandbox } from './sandbox';

const path = '/news/v1/wire/page/history';

describe('server rendering', () => {
  test('prefetch, dehydrate, hydrate: the browser renders without a second request', async () => {
    const { client, requestsTo } = installSandbox();
    const { html, state } = await renderOnServer(client);
    expect(requestsTo(path)).toHaveLength(1);
    const page = state.queries[0]?.state.data as Awaited<ReturnType<typeof client.news.listWires>>;
    expect(page.data).toHaveLength(headlineParams.size);
    for (const headline of page.data) expect(html).toContain(escapeHtml(headline.title));

    const consoleError = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // The browser has its own client object; the named scope makes the server's data its own.
    const browserClient = createMarketDataClient({
      apiKey: 'sandbox',
      baseUrl,
      dangerouslyAllowBrowser: true,
    });
    const queryClient = new QueryClient();
    render(<App client={browserClient} queryClient={queryClient} state={state} />, {
      container,
      hydrate: true,
    });

    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      page.data.map((headline) => headline.title),
    );
    const key = marketDataKeys.query('listWires', headlineParams, cacheScope);
    await waitFor(() => expect(queryClient.getQueryState(key)?.fetchStatus).toBe('idle'));
    expect(queryClient.getQueryState(key)?.dataUpdatedAt).toBe(
      state.queries[0]?.state.dataUpdatedAt,
    );
    expect(requestsTo(path)).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}
