import { InvalidParamError, ResponseParseError } from '@marketdata-sdk/client';
import { operationIds, staleTimeSeconds } from '@marketdata-sdk/types/internal';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { useGetFinancialMetrics, useListEarnings, useListWires } from '../src/generated/hooks';
import { useListCongressTradesInfinite } from '../src/generated/infinite';
import { MarketDataProvider } from '../src/MarketDataProvider';
import { marketDataQueries, useMarketDataQueries } from '../src/marketDataQueryOptions';
import { setMarketDataQueryDefaults } from '../src/queryDefaults';
import { marketDataKeys } from '../src/queryKeys';
import { installSandbox, type SandboxContext } from './sandbox';

function wrapperFor({ client }: SandboxContext, queryClient: QueryClient) {
  return ({ children }: { children?: ReactNode }) => (
    <MarketDataProvider client={client} queryClient={queryClient}>
      {children}
    </MarketDataProvider>
  );
}

const metricsPath = '/securities/stock/financials';

describe('default stale times', () => {
  test("every operation's default stale time is the spec's x-stale-time", () => {
    const queryClient = new QueryClient();
    setMarketDataQueryDefaults(queryClient);
    const seconds: Record<string, number> = staleTimeSeconds;
    for (const operationId of operationIds) {
      expect(
        queryClient.getQueryDefaults(marketDataKeys.operation(operationId)).staleTime,
        operationId,
      ).toBe(seconds[operationId]! * 1_000);
    }
    expect(seconds.listTrades).toBeLessThan(seconds.getFinancialStatements!);
  });
});

describe("the SDK's query defaults apply only where the app set none", () => {
  test('without app defaults: the stale time of the operation and the retry policy', async () => {
    const context = installSandbox();
    context.sandbox.faults.failNext(1, 'truncate');
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useListWires({ size: 3 }, { retryDelay: 0 }), {
      wrapper: wrapperFor(context, queryClient),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.isStale).toBe(false);
    expect(context.requests).toHaveLength(2); // the truncated body, then the retry
  });

  test("the QueryClient's defaultOptions win: retry: false sends one request", async () => {
    const context = installSandbox();
    context.sandbox.faults.failNext(1, 'truncate');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useListWires({ size: 3 }), {
      wrapper: wrapperFor(context, queryClient),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ResponseParseError);
    expect(context.requests).toHaveLength(1);
  });

  test("the QueryClient's defaultOptions win: staleTime 0 makes data stale at once", async () => {
    const context = installSandbox();
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 0 } } });
    const { result } = renderHook(() => useGetFinancialMetrics({ ticker: 'AAPL' }), {
      wrapper: wrapperFor(context, queryClient),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.isStale).toBe(true);
  });

  test('setQueryDefaults on an area wins, registered before or after the provider', async () => {
    const context = installSandbox();
    const before = new QueryClient();
    before.setQueryDefaults(marketDataKeys.area('stocks'), { staleTime: 0 });
    const first = renderHook(() => useGetFinancialMetrics({ ticker: 'AAPL' }), {
      wrapper: wrapperFor(context, before),
    });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    expect(first.result.current.isStale).toBe(true);

    const after = new QueryClient();
    render(<MarketDataProvider client={context.client} queryClient={after} />);
    after.setQueryDefaults(marketDataKeys.area('stocks'), { staleTime: 0 });
    const second = renderHook(() => useGetFinancialMetrics({ ticker: 'MSFT' }), {
      wrapper: wrapperFor(context, after),
    });
    await waitFor(() => expect(second.result.current.isSuccess).toBe(true));
    expect(second.result.current.isStale).toBe(true);
  });

  test('fetchQuery with the factory follows the app defaults (retry: false: one request)', async () => {
    const context = installSandbox();
    context.sandbox.faults.failNext(1, 'truncate');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    setMarketDataQueryDefaults(queryClient);
    await expect(
      queryClient.fetchQuery(marketDataQueries(context.client).listWires({ size: 3 })),
    ).rejects.toBeInstanceOf(ResponseParseError);
    expect(context.requests).toHaveLength(1);
  });

  test('a QueryClientProvider above the provider gets the defaults too', async () => {
    const context = installSandbox();
    const queryClient = new QueryClient();
    const { result } = renderHook(
      () => useQuery(useMarketDataQueries().getFinancialMetrics({ ticker: 'NVDA' })),
      {
        wrapper: ({ children }) => (
          <QueryClientProvider client={queryClient}>
            <MarketDataProvider client={context.client}>{children}</MarketDataProvider>
          </QueryClientProvider>
        ),
      },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.isStale).toBe(false);
    expect(context.requestsTo(metricsPath)).toHaveLength(1);
  });

  test('a QueryClientProvider inside the provider gets the defaults too: a 4012 is one request', async () => {
    const context = installSandbox();
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <MarketDataProvider client={context.client}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MarketDataProvider>
    );
    const { result } = renderHook(
      () => ({
        hook: useListEarnings({ ticker: 'ZZZZQ' }),
        factory: useQuery(useMarketDataQueries().listEarnings({ ticker: 'ZZZZQ', size: 2 })),
        infinite: useListCongressTradesInfinite({ ticker: 'ZZZZQ' }),
        metrics: useGetFinancialMetrics({ ticker: 'NVDA' }),
      }),
      { wrapper },
    );
    await waitFor(() => {
      expect(result.current.hook.error).toBeInstanceOf(InvalidParamError);
      expect(result.current.factory.error).toBeInstanceOf(InvalidParamError);
      expect(result.current.infinite.error).toBeInstanceOf(InvalidParamError);
      expect(result.current.metrics.isSuccess).toBe(true);
    });
    expect(result.current.hook.failureCount).toBe(1);
    expect(result.current.factory.failureCount).toBe(1);
    expect(result.current.infinite.failureCount).toBe(1);
    expect(context.requestsTo('/securities/stock/financials/earnings')).toHaveLength(2);
    expect(result.current.metrics.isStale).toBe(false); // the operation's stale time applies
  });
});
