import { createTransport } from '@marketdata-sdk/client';
import { skipToken } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode, useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { useGetFinancialMetrics, useGetWireContent, useListWires } from '../src/generated/hooks';
import { useListCongressTradesInfinite, useListWiresInfinite } from '../src/generated/infinite';
import { MarketDataProvider, useMarketDataClient } from '../src/MarketDataProvider';
import {
  baseUrl,
  createTestQueryClient,
  installSandbox,
  renderWithClient,
  type SandboxContext,
} from './sandbox';

const metricsPath = '/securities/stock/financials';

function wrapperFor({ client }: SandboxContext, queryClient = createTestQueryClient()) {
  return ({ children }: { children?: ReactNode }) => (
    <MarketDataProvider client={client} queryClient={queryClient}>
      {children}
    </MarketDataProvider>
  );
}

/** A widget whose ticker is unknown until the user picks one. */
function MetricsPicker() {
  const [ticker, setTicker] = useState<string | undefined>(undefined);
  const { data, fetchStatus } = useGetFinancialMetrics(ticker ? { ticker } : skipToken);
  return (
    <div>
      <button type="button" onClick={() => setTicker('NVDA')}>
        pick
      </button>
      <p data-testid="fetch">{fetchStatus}</p>
      <p data-testid="metrics">{data ? 'loaded' : 'none'}</p>
    </div>
  );
}

describe('hooks wait for their parameters with skipToken', () => {
  test('a named hook stays idle with skipToken and fetches once the parameters exist', async () => {
    const context = installSandbox();
    renderWithClient(<MetricsPicker />, context.client);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.getByTestId('fetch').textContent).toBe('idle');
    expect(context.requestsTo(metricsPath)).toHaveLength(0);

    screen.getByRole('button').click();
    await waitFor(() => expect(screen.getByTestId('metrics').textContent).toBe('loaded'));
    expect(context.requestsTo(metricsPath)).toHaveLength(1);
  });

  test('skipToken never shows the data of a real query', async () => {
    const context = installSandbox();
    const queryClient = createTestQueryClient();
    const first = renderHook(() => useListWires(), { wrapper: wrapperFor(context, queryClient) });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    const skipped = renderHook(() => useListWires(skipToken), {
      wrapper: wrapperFor(context, queryClient),
    });
    expect(skipped.result.current.data).toBeUndefined();
    expect(skipped.result.current.fetchStatus).toBe('idle');
  });

  test('useGetWireContent and the infinite hooks accept skipToken', async () => {
    const context = installSandbox();
    const { result } = renderHook(
      () => ({
        wire: useGetWireContent(skipToken),
        trades: useListCongressTradesInfinite(skipToken),
        wires: useListWiresInfinite(skipToken),
      }),
      { wrapper: wrapperFor(context) },
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(result.current.wire.fetchStatus).toBe('idle');
    expect(result.current.trades.fetchStatus).toBe('idle');
    expect(result.current.wires.fetchStatus).toBe('idle');
    expect(context.requests).toHaveLength(0);
  });
});

function Trades() {
  const { data } = useListCongressTradesInfinite({ ticker: 'NVDA' }, { throwOnError: true });
  return <p>{data?.trades.length}</p>;
}

function UsesClient() {
  useMarketDataClient();
  return null;
}

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <p role="alert">{`${this.state.error.name}: ${this.state.error.message}`}</p>
    ) : (
      this.props.children
    );
  }
}

describe('infinite hooks take every useInfiniteQuery option', () => {
  test('select receives the flattened data, meta reaches the query', async () => {
    const context = installSandbox();
    const queryClient = createTestQueryClient();
    const { result } = renderHook(
      () =>
        useListWiresInfinite(
          { size: 5 },
          {
            select: (data) => data.headlines.map((headline) => headline.news_id),
            meta: { screen: 'feed' },
            refetchOnMount: false,
          },
        ),
      { wrapper: wrapperFor(context, queryClient) },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const page = await context.client.news.listWires({ size: 5 });
    expect(result.current.data).toEqual(page.data.map((headline) => headline.news_id));
    const [query] = queryClient.getQueryCache().getAll();
    expect(query?.meta).toEqual({ screen: 'feed' });
  });

  test('placeholderData shows until the first page arrives', async () => {
    const context = installSandbox({ headers: { 'X-Sandbox-Fault': 'latency;ms=200' } });
    const placeholder = { pages: [{ data: [] }], pageParams: [1] };
    const { result } = renderHook(
      () => useListCongressTradesInfinite({ ticker: 'NVDA' }, { placeholderData: placeholder }),
      { wrapper: wrapperFor(context) },
    );
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.trades).toEqual([]);
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
  });

  test('throwOnError sends the typed error to the error boundary', async () => {
    const context = installSandbox({ apiKey: 'wrong-key' });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Catch>
        <Trades />
      </Catch>,
      { wrapper: wrapperFor(context) },
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/^AuthenticationError: /),
    );
    consoleError.mockRestore();
  });
});

describe('the provider takes what the hooks need', () => {
  test('a transport from createTransport is enough for the hooks', async () => {
    const context = installSandbox();
    const transport = createTransport({
      apiKey: 'sandbox',
      baseUrl,
      maxRetries: 0,
      dangerouslyAllowBrowser: true,
    });
    const queryClient = createTestQueryClient();
    const { result } = renderHook(
      () => ({
        metrics: useGetFinancialMetrics({ ticker: 'AAPL' }),
        wires: useListWiresInfinite(),
      }),
      {
        wrapper: ({ children }: { children?: ReactNode }) => (
          <MarketDataProvider client={transport} queryClient={queryClient}>
            {children}
          </MarketDataProvider>
        ),
      },
    );
    await waitFor(() => expect(result.current.metrics.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.wires.isSuccess).toBe(true));
    expect(result.current.metrics.data).toEqual(
      await context.client.stocks.getFinancialMetrics({ ticker: 'AAPL' }),
    );
  });

  test('useMarketDataClient says what to do when the provider holds a transport', () => {
    const transport = createTransport({ baseUrl: '/api' });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Catch>
        <MarketDataProvider client={transport}>
          <UsesClient />
        </MarketDataProvider>
      </Catch>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(
      /holds a transport, not a client.*createMarketDataClient/,
    );
    consoleError.mockRestore();
  });
});
