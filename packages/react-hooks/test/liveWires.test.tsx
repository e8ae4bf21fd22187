import type { QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { type ReactNode, StrictMode } from 'react';
import { describe, expect, test } from 'vitest';
import { MarketDataProvider } from '../src/MarketDataProvider';
import { marketDataKeys } from '../src/queryKeys';
import { useLiveWires } from '../src/useLiveWires';
import { createTestQueryClient, installSandbox, renderWithClient } from './sandbox';
import { server } from './server';

const path = '/news/v1/wire/page/history';
let renders = 0;

function LiveWires({ maxItems }: { maxItems?: number }) {
  renders += 1;
  const { headlines, status, error } = useLiveWires({
    intervalMs: 100,
    size: 50,
    ...(maxItems === undefined ? {} : { maxItems }),
  });
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="error">{error ? `${error.name} ${error.statusCode}` : ''}</p>
      <ol>
        {headlines.map((headline) => (
          <li key={headline.news_id} data-id={headline.news_id}>
            {headline.title}
          </li>
        ))}
      </ol>
    </div>
  );
}

const shownIds = () =>
  screen.queryAllByRole('listitem').map((item) => item.getAttribute('data-id') ?? '');

/** Waits until the feed has polled again at least `count` times. */
async function polls(requestsTo: (suffix: string) => Request[], count: number) {
  const start = requestsTo(path).length;
  await waitFor(() => expect(requestsTo(path).length).toBeGreaterThanOrEqual(start + count));
}

describe('useLiveWires', () => {
  test('shows new headlines on top as the sandbox clock advances, at most one render per poll', async () => {
    const { client, clock, requestsTo } = installSandbox();
    const initial = await client.news.listWires({ size: 50 });
    renderWithClient(<LiveWires maxItems={500} />, client);

    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('live'));
    expect(shownIds()).toEqual(initial.data.map((headline) => headline.news_id));
    await polls(requestsTo, 2);

    const rendersBefore = renders;
    const pollsBefore = requestsTo(path).length;
    act(() => clock.advance(60_000));
    await waitFor(() => expect(shownIds().length).toBeGreaterThan(initial.data.length));
    const after = await client.news.listWires({ size: 50 });
    const fresh = after.data.filter(
      (headline) => !initial.data.some((old) => old.news_id === headline.news_id),
    );
    expect(fresh.length).toBeGreaterThan(0);
    // Newest first, each headline once, the new ones above the old ones.
    expect(shownIds()).toEqual([...fresh, ...initial.data].map((headline) => headline.news_id));
    expect(renders - rendersBefore).toBeGreaterThanOrEqual(1);
    expect(renders - rendersBefore).toBeLessThanOrEqual(requestsTo(path).length - pollsBefore);
  });

  test('keeps at most maxItems headlines, the newest', async () => {
    const { client, clock } = installSandbox();
    renderWithClient(<LiveWires maxItems={4} />, client);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('live'));
    const latest = await client.news.listWires({ size: 4 });
    expect(shownIds()).toEqual(latest.data.map((headline) => headline.news_id));

    act(() => clock.advance(60_000));
    const newer = await client.news.listWires({ size: 4 });
    await waitFor(() => expect(shownIds()).toEqual(newer.data.map((headline) => headline.news_id)));
  });

  test('stops polling when the component unmounts', async () => {
    const { client, clock, requestsTo } = installSandbox();
    const { unmount } = renderWithClient(<LiveWires />, client);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('live'));
    await polls(requestsTo, 3);

    unmount();
    const atUnmount = requestsTo(path).length;
    clock.advance(60_000);
    // Ten polling intervals later, nothing more was asked.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requestsTo(path).length).toBeLessThanOrEqual(atUnmount + 1);
    const settled = requestsTo(path).length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requestsTo(path).length).toBe(settled);
  });

  test('a refused key ends the feed with a typed error', async () => {
    const { client } = installSandbox({ apiKey: 'not-the-key' });
    renderWithClient(<LiveWires />, client);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('error'));
    expect(screen.getByTestId('error').textContent).toBe('AuthenticationError 4011');
  });

  test('stays idle without a request while disabled, and starts when enabled', async () => {
    const { client, requestsTo } = installSandbox();
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <MarketDataProvider client={client} queryClient={queryClient}>
        {children}
      </MarketDataProvider>
    );
    const { result, rerender } = renderHook(
      ({ enabled }) => useLiveWires({ enabled, intervalMs: 100 }),
      { wrapper, initialProps: { enabled: false } },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.status).toBe('idle');
    expect(requestsTo(path)).toHaveLength(0);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.status).toBe('live'));
    expect(result.current.headlines.length).toBeGreaterThan(0);
  });

  test('a filter change starts a new feed with only matching headlines', async () => {
    const { client, requestsTo } = installSandbox();
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <MarketDataProvider client={client} queryClient={queryClient}>
        {children}
      </MarketDataProvider>
    );
    const { result, rerender } = renderHook(
      ({ tickers }: { tickers?: string }) =>
        useLiveWires({ intervalMs: 100, ...(tickers === undefined ? {} : { tickers }) }),
      { wrapper, initialProps: {} },
    );
    await waitFor(() => expect(result.current.status).toBe('live'));
    rerender({ tickers: 'NVDA' });
    await waitFor(() => {
      expect(result.current.status).toBe('live');
      expect(result.current.headlines.length).toBeGreaterThan(0);
      for (const headline of result.current.headlines) {
        expect(headline.tag_list.map((tag) => tag.code)).toContain('NVDA');
      }
    });
    const filtered = requestsTo(path).filter(
      (request) => new URL(request.url).searchParams.get('tickers') === 'NVDA',
    );
    expect(filtered.length).toBeGreaterThan(0);
  });

  test('under StrictMode the double effect leaves one feed and no duplicate', async () => {
    const { client, clock } = installSandbox();
    render(
      <StrictMode>
        <MarketDataProvider client={client} queryClient={createTestQueryClient()}>
          <LiveWires maxItems={500} />
        </MarketDataProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('live'));
    act(() => clock.advance(60_000));
    const latest = await client.news.listWires({ size: 50 });
    await waitFor(() => expect(shownIds()[0]).toBe(latest.data[0]?.news_id));
    const ids = shownIds();
    expect(new Set(ids).size).toBe(ids.length);
  });

  test.each([
    ['queryClient.clear()', (queryClient: QueryClient) => queryClient.clear()],
    [
      'removeQueries of every market data key',
      (queryClient: QueryClient) => queryClient.removeQueries({ queryKey: marketDataKeys.all }),
    ],
  ])('keeps following the feed after %s', async (_name, remove) => {
    const { client, clock } = installSandbox();
    const { queryClient } = renderWithClient(<LiveWires maxItems={500} />, client);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('live'));

    act(() => remove(queryClient));
    act(() => clock.advance(60_000));
    const latest = await client.news.listWires({ size: 50 });
    // The feed starts over, as on a fresh mount: the latest page, and what comes next.
    await waitFor(() => expect(shownIds()).toEqual(latest.data.map((h) => h.news_id)));
    act(() => clock.advance(60_000));
    const newer = await client.news.listWires({ size: 1 });
    await waitFor(() => expect(shownIds()[0]).toBe(newer.data[0]?.news_id));
    expect(screen.getByTestId('status').textContent).toBe('live');
  });

  test('retry() after an error resumes after the newest headline shown: nothing published meanwhile is lost', async () => {
    const { client, clock, requestsTo } = installSandbox();
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <MarketDataProvider client={client} queryClient={queryClient}>
        {children}
      </MarketDataProvider>
    );
    const { result } = renderHook(
      () => useLiveWires({ intervalMs: 100, size: 10, maxItems: 500 }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.status).toBe('live'));
    const before = result.current.headlines.map((h) => h.news_id);
    expect(before).toHaveLength(10);

    // The next poll gets a 404 (a wrong base URL, say): the feed ends at once.
    server.use(http.get(`*${path}`, () => new HttpResponse(null, { status: 404 }), { once: true }));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => clock.advance(20 * 60_000)); // several pages of 10 are published meanwhile
    const published: string[] = [];
    for await (const headline of client.news.listWires({ size: 50 })) {
      if (headline.news_id === before[0]) break;
      published.push(headline.news_id);
    }
    expect(published.length).toBeGreaterThan(20);

    const polled = requestsTo(path).length;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.headlines.length).toBe(published.length + 10));
    expect(result.current.headlines.map((h) => h.news_id)).toEqual([...published, ...before]);
    expect(result.current.gap).toBe(false);
    expect(result.current.status).toBe('live');
    expect(requestsTo(path).length - polled).toBeGreaterThan(1); // it paged back
  });

  test('retry() says gap when more was published than it may catch up with', async () => {
    const { client, clock } = installSandbox();
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <MarketDataProvider client={client} queryClient={queryClient}>
        {children}
      </MarketDataProvider>
    );
    const { result } = renderHook(() => useLiveWires({ intervalMs: 100, size: 2, maxItems: 500 }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('live'));
    expect(result.current.gap).toBe(false);
    server.use(http.get(`*${path}`, () => new HttpResponse(null, { status: 404 }), { once: true }));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => clock.advance(6 * 60 * 60_000)); // far more than 20 pages of 2

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.gap).toBe(true));
    expect(result.current.headlines).toHaveLength(42); // 20 pages of 2, then the 2 shown before
    expect(result.current.status).toBe('live');
  });
});
