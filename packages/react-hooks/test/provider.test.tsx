import { createMarketDataClient } from '@marketdata-sdk/client';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { render, renderHook, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { useListWires } from '../src/generated/hooks';
import { MarketDataProvider, useMarketDataClient } from '../src/MarketDataProvider';

const client = createMarketDataClient({
  apiKey: 'sandbox',
  baseUrl: 'http://127.0.0.1:4010',
  dangerouslyAllowBrowser: true,
});

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function Wires() {
  const { data } = useListWires();
  return <p>{data?.data.length}</p>;
}

describe('MarketDataProvider', () => {
  test('gives its client to useMarketDataClient', () => {
    const { result } = renderHook(() => useMarketDataClient(), {
      wrapper: ({ children }) => (
        <MarketDataProvider client={client}>{children}</MarketDataProvider>
      ),
    });
    expect(result.current).toBe(client);
  });

  test('provides the QueryClient it is given', () => {
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useQueryClient(), {
      wrapper: ({ children }) => (
        <MarketDataProvider client={client} queryClient={queryClient}>
          {children}
        </MarketDataProvider>
      ),
    });
    expect(result.current).toBe(queryClient);
  });

  test('a hook outside the provider fails with a message that says what to do', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Catch>
        <Wires />
      </Catch>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(
      /no client found.*<MarketDataProvider client=/,
    );
    consoleError.mockRestore();
  });
});
