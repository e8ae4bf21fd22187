import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { MarketDataProvider } from '../src/MarketDataProvider';
import { useLiveWires } from '../src/useLiveWires';
import { createTestQueryClient, installSandbox, type SandboxContext } from './sandbox';

const path = '/news/v1/wire/page/history';

function Widget({ slot, intervalMs = 60_000 }: { slot: number; intervalMs?: number }) {
  const { headlines, status } = useLiveWires({ tab: 'important', intervalMs });
  return (
    <p data-testid={`widget-${slot}`}>
      {status} {headlines.length}
    </p>
  );
}

function Status({ enabled }: { enabled: boolean }) {
  return <p>{useLiveWires({ enabled }).status}</p>;
}

function wrapperFor({ client }: SandboxContext) {
  const queryClient = createTestQueryClient();
  return ({ children }: { children?: ReactNode }) => (
    <MarketDataProvider client={client} queryClient={queryClient}>
      {children}
    </MarketDataProvider>
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('useLiveWires is shared through the query cache', () => {
  test('three widgets with the same parameters send the requests of one', async () => {
    const context = installSandbox();
    render(
      <div>
        <Widget slot={1} />
        <Widget slot={2} />
        <Widget slot={3} />
      </div>,
      { wrapper: wrapperFor(context) },
    );
    // Three widgets mount and the sandbox answers in well under a second, but not on a loaded
    // machine: the wait is generous, and nothing below counts time.
    await waitFor(
      () => {
        for (const slot of [1, 2, 3]) {
          expect(screen.getByTestId(`widget-${slot}`).textContent).toMatch(/^live [1-9]/);
        }
      },
      { timeout: 10_000 },
    );
    await settle();
    // The first poll of a feed reads one page; the next is a minute away.
    expect(context.requestsTo(path)).toHaveLength(1);
    const texts = [1, 2, 3].map((slot) => screen.getByTestId(`widget-${slot}`).textContent);
    expect(new Set(texts).size).toBe(1);
  });

  test('the feed stops only when the last widget leaves', async () => {
    const context = installSandbox();
    const { rerender } = render(
      <div>
        <Widget slot={1} intervalMs={100} />
        <Widget slot={2} intervalMs={100} />
      </div>,
      { wrapper: wrapperFor(context) },
    );
    await waitFor(() => expect(screen.getByTestId('widget-1').textContent).toMatch(/^live/));
    rerender(
      <div>
        <Widget slot={1} intervalMs={100} />
      </div>,
    );
    const before = context.requestsTo(path).length;
    await waitFor(() => expect(context.requestsTo(path).length).toBeGreaterThan(before + 1));
    rerender(<div />);
    await settle();
    const stopped = context.requestsTo(path).length;
    await settle();
    expect(context.requestsTo(path)).toHaveLength(stopped);
  });
});

describe('the live status tells the truth', () => {
  test('polls that find nothing new are live, with updatedAt set', async () => {
    const context = installSandbox();
    const { result } = renderHook(() => useLiveWires({ tickers: 'SPY', intervalMs: 100 }), {
      wrapper: wrapperFor(context),
    });
    await waitFor(() => expect(result.current.status).toBe('live'));
    expect(result.current.headlines).toEqual([]);
    const first = result.current.updatedAt;
    expect(first).toEqual(expect.any(Number));
    await waitFor(() => expect(result.current.updatedAt).toBeGreaterThan(first!));
  });

  test('the first render, on a server too, says connecting when enabled and idle when not', () => {
    const context = installSandbox();
    const Wrapper = wrapperFor(context);
    expect(
      renderToString(
        <Wrapper>
          <Status enabled />
        </Wrapper>,
      ),
    ).toContain('connecting');
    expect(
      renderToString(
        <Wrapper>
          <Status enabled={false} />
        </Wrapper>,
      ),
    ).toContain('idle');
    const { result } = renderHook(() => useLiveWires(), { wrapper: Wrapper });
    expect(result.current.status).toBe('connecting');
  });

  test('a failed poll shows retrying with its error, then live again', async () => {
    const context = installSandbox();
    context.sandbox.faults.failNext(1, 'http-503');
    const seen: string[] = [];
    const { result } = renderHook(
      () => {
        const live = useLiveWires({ intervalMs: 100 });
        if (seen.at(-1) !== live.status) seen.push(live.status);
        return live;
      },
      { wrapper: wrapperFor(context) },
    );
    await waitFor(() => expect(result.current.status).toBe('live'), { timeout: 5_000 });
    expect(seen).toEqual(['connecting', 'retrying', 'live']);
  });

  test('after an error, retry() starts the feed again', async () => {
    const context = installSandbox();
    context.sandbox.faults.failNext(1, 'envelope-4011');
    const { result } = renderHook(() => useLiveWires({ intervalMs: 100 }), {
      wrapper: wrapperFor(context),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.name).toBe('AuthenticationError');
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('live'));
    expect(result.current.error).toBeNull();
    expect(result.current.headlines.length).toBeGreaterThan(0);
  });

  test('a maxItems that is not a positive integer is refused with its name', () => {
    const context = installSandbox();
    expect(() =>
      renderHook(() => useLiveWires({ maxItems: 0 }), { wrapper: wrapperFor(context) }),
    ).toThrow(/useLiveWires: option "maxItems" must be an integer >= 1 \(got 0\)/);
  });
});
