import { skipToken } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import {
  useGetCandles,
  useGetEarningsBacktest,
  useGetEtfProfile,
  useListArticles,
  useListCorporateActions,
  useListEarningsCalendar,
} from '../src/generated/hooks';
import { useListArticlesInfinite, useListInsiderTradesInfinite } from '../src/generated/infinite';
import { MarketDataProvider } from '../src/MarketDataProvider';
import { createTestQueryClient, installSandbox, type SandboxContext, startMs } from './sandbox';

function wrapperFor({ client }: SandboxContext) {
  const queryClient = createTestQueryClient();
  return ({ children }: { children?: ReactNode }) => (
    <MarketDataProvider client={client} queryClient={queryClient}>
      {children}
    </MarketDataProvider>
  );
}

async function loadAll(result: {
  current: { hasNextPage: boolean; isFetching: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  for (let round = 0; round < 100 && result.current.hasNextPage; round += 1) {
    await result.current.fetchNextPage();
    await waitFor(() => expect(result.current.isFetching).toBe(false));
  }
}

describe('useListArticlesInfinite', () => {
  test('pages by start_id to the end: every listed article once, as the client iterates them', async () => {
    const context = installSandbox();
    const everything: string[] = [];
    for await (const article of context.client.news.listArticles({ size: 50 })) {
      everything.push(article.content_id);
    }
    const { result } = renderHook(() => useListArticlesInfinite({ size: 50 }), {
      wrapper: wrapperFor(context),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await loadAll(result);
    const ids = result.current.data!.articles.map((article) => article.content_id);
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.data!.pages.length).toBeGreaterThan(1);
    expect(ids).toEqual(everything);
    const sent = context
      .requestsTo('/news/v1/article/page/history')
      .map((request) => new URL(request.url).searchParams.get('start_id'));
    expect(sent.slice(0, 2)).toEqual([null, ids[49]]);
  });
});

describe('useListInsiderTradesInfinite', () => {
  test('loads pages from 1 until a short page, holding every trade of listInsiderTrades', async () => {
    const context = installSandbox();
    const all = [];
    for await (const trade of context.client.ownership.listInsiderTrades({
      ticker: 'AAPL',
      size: 25,
    })) {
      all.push(trade);
    }
    const { result } = renderHook(
      () => useListInsiderTradesInfinite({ ticker: 'AAPL', size: 25 }),
      {
        wrapper: wrapperFor(context),
      },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await loadAll(result);
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.data!.trades).toEqual(all);
    const pages = context
      .requestsTo('/ownership/insider')
      .map((request) => Number(new URL(request.url).searchParams.get('page') ?? 1));
    expect(pages.slice(0, 3)).toEqual([1, 2, 3]);
  });
});

describe('the named hooks of the nine further operations', () => {
  test('an earnings calendar row feeds useGetEarningsBacktest', async () => {
    const context = installSandbox();
    const [report] = await context.client.stocks.listEarnings({ ticker: 'AAPL', size: 1 });
    const { result } = renderHook(
      () => {
        const calendar = useListEarningsCalendar({ date: report!.release_date });
        const event = calendar.data?.find((row) => row.ticker === 'AAPL');
        return useGetEarningsBacktest(event ? { unique_id: event.unique_id } : skipToken);
      },
      { wrapper: wrapperFor(context) },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.headline).toContain('AAPL');
  });

  test('useGetCandles, useListArticles, useListCorporateActions and useGetEtfProfile return their payloads', async () => {
    const context = installSandbox();
    const wrapper = wrapperFor(context);
    const from = startMs - 3_600_000;
    const candles = renderHook(
      () => useGetCandles({ ticker: 'AAPL', interval: 'min', step: 5, from }),
      { wrapper },
    );
    const articles = renderHook(() => useListArticles({ size: 3 }), { wrapper });
    const splits = renderHook(() => useListCorporateActions({ date: '2024-06-10' }), { wrapper });
    const profile = renderHook(() => useGetEtfProfile({ ticker: 'SPY' }), { wrapper });
    await waitFor(() => expect(candles.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(articles.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(splits.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(profile.result.current.isSuccess).toBe(true));
    expect(candles.result.current.data!.length).toBeGreaterThan(5);
    expect(articles.result.current.data!.data).toHaveLength(3);
    expect(splits.result.current.data).toContainEqual(
      expect.objectContaining({ ticker: 'NVDA', ratio: '10:1' }),
    );
    expect(profile.result.current.data).toMatchObject({ ticker: 'SPY' });
  });
});
