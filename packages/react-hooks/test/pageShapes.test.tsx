import type { MarketDataClient } from '@marketdata-sdk/client';
import {
  dehydrate,
  HydrationBoundary,
  QueryClient,
  type UseInfiniteQueryResult,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import {
  useListArticles,
  useListCongressTrades,
  useListInsiderTrades,
  useListWires,
} from '../src/generated/hooks';
import {
  useListArticlesInfinite,
  useListCongressTradesInfinite,
  useListInsiderTradesInfinite,
  useListWiresInfinite,
} from '../src/generated/infinite';
import { MarketDataProvider } from '../src/MarketDataProvider';
import { marketDataQueries, useMarketDataQueries } from '../src/marketDataQueryOptions';
import { createTestQueryClient, installSandbox } from './sandbox';

// A paged list's hook holds what the client's method resolves to, as it serializes: the page's
// enumerable members (`{ data: [...] }` for a list the service answers bare, the payload as is
// otherwise), never its methods, so the cache stays plain JSON for hydration.

interface PagedCase {
  /** The named hook, its query options through `useQuery`, and the infinite hook. */
  use: () => {
    hook: UseQueryResult<unknown, Error>;
    options: UseQueryResult<unknown, Error>;
    infinite: UseInfiniteQueryResult<{ pages: unknown[] }, Error>;
  };
  /** The same call through the client's resource method. */
  direct: (client: MarketDataClient) => Promise<unknown>;
}

const trades = { ticker: 'AAPL', size: 3 };

const cases: Record<string, PagedCase> = {
  listWires: {
    use: () => ({
      hook: useListWires({ tab: 'all', size: 3 }),
      options: useQuery(useMarketDataQueries().listWires({ tab: 'all', size: 3 })),
      infinite: useListWiresInfinite({ tab: 'all', size: 3 }),
    }),
    direct: (client) => client.news.listWires({ tab: 'all', size: 3 }),
  },
  listArticles: {
    use: () => ({
      hook: useListArticles({ size: 3 }),
      options: useQuery(useMarketDataQueries().listArticles({ size: 3 })),
      infinite: useListArticlesInfinite({ size: 3 }),
    }),
    direct: (client) => client.news.listArticles({ size: 3 }),
  },
  listCongressTrades: {
    use: () => ({
      hook: useListCongressTrades(trades),
      options: useQuery(useMarketDataQueries().listCongressTrades(trades)),
      infinite: useListCongressTradesInfinite(trades),
    }),
    direct: (client) => client.ownership.listCongressTrades(trades),
  },
  listInsiderTrades: {
    use: () => ({
      hook: useListInsiderTrades(trades),
      options: useQuery(useMarketDataQueries().listInsiderTrades(trades)),
      infinite: useListInsiderTradesInfinite(trades),
    }),
    direct: (client) => client.ownership.listInsiderTrades(trades),
  },
};

describe("a paged list's hooks hold the client's page as it serializes", () => {
  test.each(Object.entries(cases))('%s', async (_name, paged) => {
    const context = installSandbox();
    const expected = JSON.parse(JSON.stringify(await paged.direct(context.client)));
    expect(expected.data.length, 'the sandbox has rows for it').toBeGreaterThan(0);

    const { result } = renderHook(paged.use, {
      wrapper: ({ children }) => (
        <MarketDataProvider client={context.client} queryClient={createTestQueryClient()}>
          {children}
        </MarketDataProvider>
      ),
    });
    await waitFor(() => {
      expect(result.current.hook.isSuccess).toBe(true);
      expect(result.current.options.isSuccess).toBe(true);
      expect(result.current.infinite.isSuccess).toBe(true);
    });

    const { hook, options, infinite } = result.current;
    expect(hook.data).toEqual(expected);
    expect(options.data).toEqual(expected);
    expect(infinite.data?.pages[0]).toEqual(expected);
    // Plain data: an object of the base prototype whose own members are all it holds.
    for (const data of [hook.data, infinite.data?.pages[0]]) {
      expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
      expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    }
  });
});

describe('a bare-list page through server rendering', () => {
  test('prefetched, dehydrated as JSON and hydrated: the hooks read it without a request', async () => {
    const context = installSandbox();
    const expected = JSON.parse(
      JSON.stringify(await context.client.ownership.listCongressTrades(trades)),
    );
    const server = new QueryClient();
    const queries = marketDataQueries(context.client, { scope: 'app' });
    await server.prefetchQuery(queries.listCongressTrades(trades));
    await server.prefetchInfiniteQuery(queries.listCongressTradesInfinite(trades));
    const sentBefore = context.requestsTo('/ownership/congress').length;
    const state = JSON.parse(JSON.stringify(dehydrate(server)));

    const { result } = renderHook(
      () => ({
        hook: useListCongressTrades(trades, { staleTime: Number.POSITIVE_INFINITY }),
        infinite: useListCongressTradesInfinite(trades, { staleTime: Number.POSITIVE_INFINITY }),
      }),
      {
        wrapper: ({ children }) => (
          <MarketDataProvider
            client={context.client}
            queryClient={createTestQueryClient()}
            scope="app"
          >
            <HydrationBoundary state={state}>{children}</HydrationBoundary>
          </MarketDataProvider>
        ),
      },
    );
    expect(result.current.hook.data).toEqual(expected);
    expect(result.current.infinite.data?.pages).toEqual([expected]);
    expect(result.current.infinite.data?.trades).toEqual(expected.data);
    expect(result.current.infinite.hasNextPage).toBe(expected.data.length === trades.size);
    expect(context.requestsTo('/ownership/congress')).toHaveLength(sentBefore);
  });
});
