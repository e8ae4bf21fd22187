import { createMarketDataClient } from '@marketdata-sdk/client';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { useGetFinancialMetrics } from '../src/generated/hooks';
import { MarketDataProvider } from '../src/MarketDataProvider';
import { clientScope, marketDataKeys } from '../src/queryKeys';
import { baseUrl, createTestQueryClient, installSandbox } from './sandbox';

const metricsPath = '/securities/stock/financials';

describe('query keys name the client', () => {
  test('a second client with another key is not served the first client’s data', async () => {
    const { client, requestsTo } = installSandbox();
    const queryClient = createTestQueryClient();
    const other = createMarketDataClient({
      apiKey: 'another-key',
      baseUrl,
      maxRetries: 0,
      dangerouslyAllowBrowser: true,
    });
    let current = client;
    const { result, rerender } = renderHook(() => useGetFinancialMetrics({ ticker: 'AAPL' }), {
      wrapper: ({ children }: { children?: ReactNode }) => (
        <MarketDataProvider client={current} queryClient={queryClient}>
          {children}
        </MarketDataProvider>
      ),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requestsTo(metricsPath)).toHaveLength(1);

    current = other;
    rerender();
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(requestsTo(metricsPath)).toHaveLength(2));
    expect(requestsTo(metricsPath)[1]?.headers.get('authorization')).toBe('Bearer another-key');
  });

  test('no key material in any query key', async () => {
    const { client } = installSandbox({ apiKey: 'sandbox' });
    const queryClient = createTestQueryClient();
    const { result } = renderHook(() => useGetFinancialMetrics({ ticker: 'AAPL' }), {
      wrapper: ({ children }: { children?: ReactNode }) => (
        <MarketDataProvider client={client} queryClient={queryClient}>
          {children}
        </MarketDataProvider>
      ),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.queryKey));
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('sandbox');
  });

  test('a named scope shares the cache between two clients that stand for one account', async () => {
    const { client, requestsTo } = installSandbox();
    const twin = createMarketDataClient({
      apiKey: 'sandbox',
      baseUrl,
      dangerouslyAllowBrowser: true,
    });
    const queryClient = createTestQueryClient();
    const wrapper =
      (which: typeof client) =>
      ({ children }: { children?: ReactNode }) => (
        <MarketDataProvider client={which} queryClient={queryClient} scope="account">
          {children}
        </MarketDataProvider>
      );
    const first = renderHook(() => useGetFinancialMetrics({ ticker: 'AAPL' }), {
      wrapper: wrapper(client),
    });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    const second = renderHook(() => useGetFinancialMetrics({ ticker: 'AAPL' }), {
      wrapper: wrapper(twin),
    });
    expect(second.result.current.data).toEqual(first.result.current.data);
    expect(requestsTo(metricsPath)).toHaveLength(1);
  });

  test('a scope that is not a non-empty string is refused with its name', () => {
    const { client } = installSandbox();
    expect(() =>
      renderHook(() => null, {
        wrapper: ({ children }: { children?: ReactNode }) => (
          <MarketDataProvider client={client} scope="">
            {children}
          </MarketDataProvider>
        ),
      }),
    ).toThrow(/MarketDataProvider: scope must be a non-empty string/);
  });

  test('the default scope is the same for two clients of one key, made apart (a client per request)', async () => {
    const { client, requestsTo } = installSandbox();
    const options = { apiKey: 'sandbox', baseUrl, dangerouslyAllowBrowser: true } as const;
    // The server's client of one request, and the browser's, made later and elsewhere.
    const serverClient = createMarketDataClient(options);
    const browserClient = createMarketDataClient(options);
    const queryClient = createTestQueryClient();
    const wrapper =
      (which: typeof client) =>
      ({ children }: { children?: ReactNode }) => (
        <MarketDataProvider client={which} queryClient={queryClient}>
          {children}
        </MarketDataProvider>
      );
    const first = renderHook(() => useGetFinancialMetrics({ ticker: 'AAPL' }), {
      wrapper: wrapper(serverClient),
    });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    const second = renderHook(() => useGetFinancialMetrics({ ticker: 'AAPL' }), {
      wrapper: wrapper(browserClient),
    });
    expect(second.result.current.data).toEqual(first.result.current.data);
    expect(requestsTo(metricsPath)).toHaveLength(1);
    expect(clientScope(serverClient)).toBe(clientScope(browserClient));
    expect(clientScope(serverClient)).toMatch(new RegExp(`^${baseUrl}#[0-9a-z]+$`));
    expect(clientScope(serverClient)).not.toContain('sandbox');
    const key = marketDataKeys.query(
      'getFinancialMetrics',
      { ticker: 'AAPL' },
      clientScope(browserClient),
    );
    expect(queryClient.getQueryData(key)).toEqual(first.result.current.data);
    // Another key, or another base URL, is another scope.
    const other = createMarketDataClient({ ...options, apiKey: 'another-key' });
    expect(clientScope(other)).not.toBe(clientScope(serverClient));
  });
});
