import { useQueries, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, test } from 'vitest';
import { useGetFinancialMetrics, useListWires } from '../src/generated/hooks';
import { MarketDataProvider } from '../src/MarketDataProvider';
import { marketDataQueries, useMarketDataQueries } from '../src/marketDataQueryOptions';
import { marketDataKeys } from '../src/queryKeys';
import { createTestQueryClient, installSandbox, type SandboxContext } from './sandbox';

function wrapperFor({ client }: SandboxContext, queryClient = createTestQueryClient()) {
  return ({ children }: { children?: ReactNode }) => (
    <MarketDataProvider client={client} queryClient={queryClient}>
      {children}
    </MarketDataProvider>
  );
}

function Metrics() {
  const queries = useMarketDataQueries();
  const { data } = useSuspenseQuery(queries.getFinancialMetrics({ ticker: 'AAPL' }));
  return <p data-testid="metrics">{Object.keys(data).length}</p>;
}

describe('queryOptions factories', () => {
  test('work with useSuspenseQuery', async () => {
    const context = installSandbox();
    const expected = await context.client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    render(
      <Suspense fallback={<p>loading</p>}>
        <Metrics />
      </Suspense>,
      { wrapper: wrapperFor(context) },
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('metrics').textContent).toBe(String(Object.keys(expected).length)),
    );
  });

  test('work with useQueries, one request each', async () => {
    const context = installSandbox();
    const queries = marketDataQueries(context.client);
    const { result } = renderHook(
      () =>
        useQueries({
          queries: ['AAPL', 'MSFT'].map((ticker) => queries.getFinancialMetrics({ ticker })),
        }),
      { wrapper: wrapperFor(context) },
    );
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    const direct = await Promise.all(
      ['AAPL', 'MSFT'].map((ticker) => context.client.stocks.getFinancialMetrics({ ticker })),
    );
    expect(result.current.map((query) => query.data)).toEqual(direct);
    expect(context.requestsTo('/securities/stock/financials')).toHaveLength(4);
  });

  test('a prefetched query is used without a second request', async () => {
    const context = installSandbox();
    const queryClient = createTestQueryClient();
    await queryClient.prefetchQuery(
      marketDataQueries(context.client).getFinancialMetrics({ ticker: 'NVDA' }),
    );
    const { result } = renderHook(() => useGetFinancialMetrics({ ticker: 'NVDA' }), {
      wrapper: wrapperFor(context, queryClient),
    });
    expect(result.current.isSuccess).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(context.requestsTo('/securities/stock/financials')).toHaveLength(1);
  });

  test('getQueryData on a factory key returns what the hook fetched', async () => {
    const context = installSandbox();
    const queryClient = createTestQueryClient();
    const { result } = renderHook(() => useListWires({ size: 3 }), {
      wrapper: wrapperFor(context, queryClient),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const cached = queryClient.getQueryData(
      marketDataQueries(context.client).listWires({ size: 3 }).queryKey,
    );
    expect(cached?.data.map((headline) => headline.news_id)).toEqual(
      result.current.data?.data.map((headline) => headline.news_id),
    );
  });

  test('invalidating an area refetches the mounted queries of that area only', async () => {
    const context = installSandbox();
    const queryClient = createTestQueryClient();
    const { result } = renderHook(
      () => ({
        wires: useListWires({ size: 3 }),
        metrics: useGetFinancialMetrics({ ticker: 'AAPL' }),
      }),
      { wrapper: wrapperFor(context, queryClient) },
    );
    await waitFor(() =>
      expect(result.current.wires.isSuccess && result.current.metrics.isSuccess).toBe(true),
    );
    await queryClient.invalidateQueries({ queryKey: marketDataKeys.area('news') });
    expect(context.requestsTo('/news/v1/wire/page/history')).toHaveLength(2);
    expect(context.requestsTo('/securities/stock/financials')).toHaveLength(1);
  });

  test('query functions pass TanStack’s signal: cancelling aborts the request', async () => {
    const context = installSandbox({ headers: { 'X-Sandbox-Fault': 'latency;ms=2000' } });
    const queryClient = createTestQueryClient();
    const { result } = renderHook(
      () => ({ query: useListWires({ size: 3 }), queryClient: useQueryClient() }),
      { wrapper: wrapperFor(context, queryClient) },
    );
    await waitFor(() => expect(context.requests).toHaveLength(1));
    await result.current.queryClient.cancelQueries({ queryKey: marketDataKeys.all });
    await waitFor(() => expect(context.requests[0]?.signal.aborted).toBe(true));
    expect(result.current.query.error).toBeNull();
  });
});

describe('hook options', () => {
  test('an option given as undefined keeps the operation default', async () => {
    const context = installSandbox();
    const { result } = renderHook(
      () => useGetFinancialMetrics({ ticker: 'AAPL' }, { staleTime: undefined }),
      {
        wrapper: wrapperFor(context),
      },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.isStale).toBe(false);
  });

  test('an option given a value wins over the default', async () => {
    const context = installSandbox();
    const { result } = renderHook(
      () => useGetFinancialMetrics({ ticker: 'AAPL' }, { staleTime: 0 }),
      {
        wrapper: wrapperFor(context),
      },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.isStale).toBe(true);
  });
});
