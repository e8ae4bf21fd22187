import { InvalidParamError } from '@marketdata-sdk/client';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import {
  selectWiresInfinite,
  useListCongressTradesInfinite,
  useListWiresInfinite,
} from '../src/generated/infinite';
import { MarketDataProvider } from '../src/MarketDataProvider';
import { createTestQueryClient, installSandbox, type SandboxContext } from './sandbox';

function wrapperFor({ client }: SandboxContext) {
  const queryClient = createTestQueryClient();
  return ({ children }: { children?: ReactNode }) => (
    <MarketDataProvider client={client} queryClient={queryClient}>
      {children}
    </MarketDataProvider>
  );
}

/** Loads pages until the hook says there are no more (bounded, so a bug cannot loop forever). */
async function loadAll(result: {
  current: { hasNextPage: boolean; isFetching: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  for (let round = 0; round < 500 && result.current.hasNextPage; round += 1) {
    await result.current.fetchNextPage();
    await waitFor(() => expect(result.current.isFetching).toBe(false));
  }
}

describe('useListWiresInfinite', () => {
  test('reaches the end of the history with every headline once, newest first', async () => {
    const context = installSandbox({ wireHistoryHours: 1 });
    const everything: string[] = [];
    for await (const headline of context.client.news.listWires({ tab: 'all', size: 50 })) {
      everything.push(headline.news_id);
    }
    const { result } = renderHook(() => useListWiresInfinite({ tab: 'all', size: 50 }), {
      wrapper: wrapperFor(context),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await loadAll(result);

    const data = result.current.data!;
    const ids = data.headlines.map((headline) => headline.news_id);
    expect(result.current.hasNextPage).toBe(false);
    expect(data.pages.length).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(everything);
    const times = data.headlines.map((headline) => headline.publish_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('the first page sends no start_id; each next one starts at the last id', async () => {
    const context = installSandbox();
    const { result } = renderHook(() => useListWiresInfinite({ size: 10 }), {
      wrapper: wrapperFor(context),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // Reading `data` before the next page subscribes this hook to its changes (tracked props).
    expect(result.current.data?.pages).toHaveLength(1);
    await result.current.fetchNextPage();
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));

    const sent = context
      .requestsTo('/news/v1/wire/page/history')
      .map((request) => new URL(request.url).searchParams.get('start_id'));
    const firstPage = result.current.data!.pages[0]!;
    expect(sent).toEqual([null, firstPage.data.at(-1)!.news_id]);
    expect(result.current.data!.pageParams).toEqual([undefined, firstPage.data.at(-1)!.news_id]);
  });

  test('maxPages keeps only the most recent pages', async () => {
    const context = installSandbox();
    const { result } = renderHook(() => useListWiresInfinite({ size: 5 }, { maxPages: 2 }), {
      wrapper: wrapperFor(context),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    for (let page = 0; page < 3; page += 1) {
      await result.current.fetchNextPage();
      await waitFor(() => expect(result.current.isFetching).toBe(false));
    }
    expect(context.requestsTo('/news/v1/wire/page/history')).toHaveLength(4);
    expect(result.current.data?.pages).toHaveLength(2);
    expect(result.current.data?.headlines).toHaveLength(10);
  });
});

describe('useListWiresInfinite after new headlines arrive', () => {
  test('a refetch walks the pages again from the newest: no gap, no duplicate', async () => {
    const context = installSandbox();
    const { result } = renderHook(() => useListWiresInfinite({ size: 10 }), {
      wrapper: wrapperFor(context),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages).toHaveLength(1);
    for (let page = 0; page < 2; page += 1) {
      await result.current.fetchNextPage();
      await waitFor(() => expect(result.current.isFetching).toBe(false));
    }
    const before = result.current.data!.headlines.map((headline) => headline.news_id);

    context.clock.advance(60_000);
    await result.current.refetch();
    await waitFor(() => expect(result.current.isFetching).toBe(false));

    const latest: string[] = [];
    for await (const headline of context.client.news.listWires({ size: 10 })) {
      latest.push(headline.news_id);
      if (latest.length === 30) break;
    }
    const after = result.current.data!.headlines.map((headline) => headline.news_id);
    expect(after).toEqual(latest);
    // The new headlines come first, then the old ones in the same order, shifted down.
    const shift = after.indexOf(before[0]!);
    expect(shift).toBeGreaterThan(0);
    expect(after.slice(shift)).toEqual(before.slice(0, after.length - shift));
  });
});

describe('selectWiresInfinite', () => {
  test('keeps the first occurrence of each news_id across overlapping pages', async () => {
    const { client } = installSandbox();
    const page = await client.news.listWires({ size: 6 });
    const overlapping = { ...page, data: page.data.slice(3) };
    const selected = selectWiresInfinite({
      pages: [page, overlapping],
      pageParams: [undefined, page.data[2]!.news_id],
    });
    expect(selected.headlines.map((headline) => headline.news_id)).toEqual(
      page.data.map((headline) => headline.news_id),
    );
    expect(selected.pages).toHaveLength(2);
  });
});

describe('useListCongressTradesInfinite', () => {
  test('pages by number and ends on a short page', async () => {
    const context = installSandbox();
    const ticker = await tickerWithCongressTrades(context);
    const all = await context.client.request('listCongressTrades', { ticker, size: 50, page: 1 });
    const size = Math.max(1, Math.ceil(all.length / 3));
    const { result } = renderHook(() => useListCongressTradesInfinite({ ticker, size }), {
      wrapper: wrapperFor(context),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await loadAll(result);

    const data = result.current.data!;
    expect(result.current.hasNextPage).toBe(false);
    expect(data.trades).toEqual(all);
    expect(data.pageParams).toEqual(data.pages.map((_, index) => index + 1));
    expect(data.pages.at(-1)!.data.length).toBeLessThan(size);
  });
});

describe('infinite queries and errors', () => {
  test('an unknown ticker fails once with InvalidParamError, not retried', async () => {
    const context = installSandbox({ maxRetries: 2 });
    const { result } = renderHook(() => useListCongressTradesInfinite({ ticker: 'ZZZZQ' }), {
      wrapper: wrapperFor(context),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(InvalidParamError);
    expect(result.current.error?.statusCode).toBe(4012);
    expect(context.requestsTo('/ownership/congress')).toHaveLength(1);
  });
});

/** A ticker of the sandbox universe with some Congress trades, found through the API itself. */
async function tickerWithCongressTrades({ client }: SandboxContext): Promise<string> {
  for (const ticker of ['NVDA', 'AAPL', 'MSFT', 'TSLA', 'AMZN', 'META', 'GOOGL']) {
    const trades = await client.request('listCongressTrades', { ticker, size: 50 }).catch(() => []);
    if (trades.length >= 3 && trades.length < 50) return ticker;
  }
  throw new Error('no ticker with Congress trades in the sandbox');
}
