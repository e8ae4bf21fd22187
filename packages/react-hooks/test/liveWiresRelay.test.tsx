/**
 * useLiveWires with `relayUrl`: the hook reads a wire relay's Server-Sent Events through an
 * `EventSource` (the `eventsource` package, routed to the relay handler in-process); the relay
 * polls the sandbox (MSW) on a manual clock.
 */
import { createWireRelay, type WireRelay } from '@marketdata-sdk/client/relay';
import { renderHook, waitFor } from '@testing-library/react';
import { EventSource } from 'eventsource';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { MarketDataProvider } from '../src/MarketDataProvider';
import { useLiveWires } from '../src/useLiveWires';
import { createTestQueryClient, installSandbox, type SandboxContext } from './sandbox';

const relays: WireRelay[] = [];
const original = globalThis.EventSource;
afterEach(async () => {
  for (const relay of relays.splice(0)) await relay.close();
  globalThis.EventSource = original;
});

/** A relay over the sandbox, and `EventSource` wired to it; returns what a test needs. */
function setup() {
  const context = installSandbox();
  const relay = createWireRelay({ client: context.client, intervalMs: 100 });
  relays.push(relay);
  const opened: string[] = [];
  globalThis.EventSource = class extends EventSource {
    constructor(url: string | URL) {
      super(url, {
        fetch: (input, init) => {
          const headers = new Headers(init?.headers as HeadersInit);
          opened.push(`${input} ${headers.get('last-event-id') ?? ''}`.trim());
          return relay(new Request(input, { ...init, headers }));
        },
      });
    }
  } as never;
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <MarketDataProvider client={context.client} queryClient={queryClient}>
      {children}
    </MarketDataProvider>
  );
  return { context, relay, opened, wrapper };
}

describe('useLiveWires({ relayUrl })', () => {
  test('shows the relay feed live, every headline once, and follows it across a dropped stream', async () => {
    const { context, relay, opened, wrapper } = setup();
    const { result } = renderHook(
      () => useLiveWires({ relayUrl: 'http://relay.test/wires', tab: 'important', maxItems: 200 }),
      { wrapper },
    );
    expect(result.current.status).toBe('connecting');
    await waitFor(() => expect(result.current.status).toBe('live'));
    await waitFor(() => expect(result.current.headlines).toHaveLength(50));
    expect(opened).toEqual(['http://relay.test/wires?tab=important']);
    // Important wires are a few in a hundred: the clock moves on until a new one is out.
    const newer = await advanceToNewImportant(context, result.current.headlines[0]!.news_id);
    await waitFor(() => expect(result.current.headlines[0]!.news_id).toBe(newer));
    // The relay goes away (a deploy): the EventSource reconnects with Last-Event-ID.
    await relay.close();
    const newest = await advanceToNewImportant(context, newer);
    await waitFor(
      () => {
        expect(result.current.headlines[0]!.news_id).toBe(newest);
        expect(result.current.status).toBe('live');
      },
      { timeout: 10_000 },
    );
    const ids = result.current.headlines.map((h) => h.news_id);
    expect(ids).toEqual(await newestImportant(context, ids.length));
    expect(result.current.status).toBe('live');
    expect(result.current.gap).toBe(false);
    // It came back once, resuming after the newest headline it had shown.
    expect(opened).toHaveLength(2);
    expect(opened[1]).toMatch(/^http:\/\/relay\.test\/wires\?tab=important \S+$/);
  });

  test('ends in error when the relay refuses the filter, or the service refuses it', async () => {
    const { wrapper } = setup();
    const refused = renderHook(
      () => useLiveWires({ relayUrl: 'http://relay.test/wires', tab: 'nope' as never }),
      { wrapper },
    );
    await waitFor(() => expect(refused.result.current.status).toBe('error'));
    expect(refused.result.current.error?.message).toMatch(/relay.*refused the stream/);
    const upstream = renderHook(
      () => useLiveWires({ relayUrl: 'http://relay.test/wires', tickers: 'not a ticker!' }),
      { wrapper },
    );
    await waitFor(() => expect(upstream.result.current.status).toBe('error'));
    expect(upstream.result.current.error?.message).toMatch(/^InvalidParamError: .*tickers/);
  });
});

/** Moves the clock on by half hours until an important wire newer than `shown` is out; its id. */
async function advanceToNewImportant(context: SandboxContext, shown: string): Promise<string> {
  for (let step = 0; step < 96; step++) {
    context.clock.advance(30 * 60_000);
    const [newest] = await newestImportant(context);
    if (newest !== shown) return newest!;
  }
  throw new Error(`no important wire after ${shown} in two days of the clock`);
}

async function newestImportant({ client }: SandboxContext, n = 1): Promise<string[]> {
  const ids: string[] = [];
  for await (const h of client.news.listWires({ size: 50, tab: 'important' })) {
    ids.push(h.news_id);
    if (ids.length === n) break;
  }
  return ids;
}
