import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { MarketDataProvider } from '../src/MarketDataProvider';
import { useSearchSecurities } from '../src/securitiesHooks';
import { createTestQueryClient, installSandbox, type SandboxContext } from './sandbox';

const path = '/securities/search';

function wrapperFor({ client }: SandboxContext) {
  const queryClient = createTestQueryClient();
  return ({ children }: { children?: ReactNode }) => (
    <MarketDataProvider client={client} queryClient={queryClient}>
      {children}
    </MarketDataProvider>
  );
}

describe('useSearchSecurities', () => {
  test('stays idle for a blank query', async () => {
    const context = installSandbox();
    const { result } = renderHook(() => useSearchSecurities({ query: '   ' }), {
      wrapper: wrapperFor(context),
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.isPending).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(context.requestsTo(path)).toHaveLength(0);
  });

  test('keeps the previous results while the next query loads', async () => {
    const context = installSandbox();
    const expectedA = await context.client.securities.searchSecurities({ query: 'App' });
    const expectedM = await context.client.securities.searchSecurities({ query: 'Micro' });
    const { result, rerender } = renderHook(({ text }) => useSearchSecurities({ query: text }), {
      wrapper: wrapperFor(context),
      initialProps: { text: 'App' },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(expectedA);

    rerender({ text: 'Micro' });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data).toEqual(expectedA);
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.data).toEqual(expectedM);
    expect(context.requestsTo(path)).toHaveLength(4);
  });

  test('clearing the box drops the previous results: a blank query has no data', async () => {
    const context = installSandbox();
    const { result, rerender } = renderHook(({ text }) => useSearchSecurities({ query: text }), {
      wrapper: wrapperFor(context),
      initialProps: { text: 'apple' },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.length).toBeGreaterThan(0);

    rerender({ text: '  ' });
    expect(result.current.data).toBeUndefined();
    expect(result.current.isPlaceholderData).toBe(false);
    expect(result.current.isPending).toBe(true);
    expect(result.current.fetchStatus).toBe('idle');
    expect(context.requestsTo(path)).toHaveLength(1);
  });
});
