import {
  type Headline,
  MarketDataError,
  type WatchWiresParams,
  type WireFeed,
  type WireFeedStatus,
} from '@marketdata-sdk/client';

type RelayMessage = { data: string };

/**
 * A live feed read from a wire relay (`@marketdata-sdk/client/relay`) with the platform's
 * `EventSource`, shaped as the client's `watchWires` feed: the same statuses, batches oldest
 * first. The `EventSource` reconnects by itself with `Last-Event-ID`, and the relay replays what
 * was missed once; a `reload` event reports `gap`. `since` resumes after a headline.
 */
export function relayFeed(relayUrl: string, params: WatchWiresParams): WireFeed {
  async function* batches(): AsyncGenerator<Headline[]> {
    const { signal, onStatus, since, tab, tickers, industry } = params;
    const Source = globalThis.EventSource;
    if (!Source)
      throw new MarketDataError(
        'useLiveWires: "relayUrl" needs EventSource (a browser, or a polyfill on globalThis.EventSource)',
      );
    const url = new URL(relayUrl, globalThis.location?.href);
    const query = { tab, tickers, industry, lastEventId: since };
    for (const [name, value] of Object.entries(query))
      if (value !== undefined) url.searchParams.set(name, String(value));
    let queue: Headline[] = [];
    let failure: MarketDataError | undefined;
    let wake: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let status: WireFeedStatus = { state: 'connecting', consecutiveFailures: 0 };
    const report = (next: Partial<WireFeedStatus>) => {
      status = { ...status, ...next };
      onStatus?.(status);
    };
    // Headlines of one chunk arrive as separate events: hand them on together.
    const notify = () => {
      timer = undefined;
      wake?.();
    };
    const soon = () => {
      timer ??= setTimeout(notify, 0);
    };
    const events = new Source(url.href);
    const on = (type: string, listener: (event: RelayMessage) => void) =>
      events.addEventListener(type, listener as never);
    on('headline', (event) => {
      queue.push(JSON.parse(event.data) as Headline);
      soon();
    });
    on('status', (event) => {
      const { state } = JSON.parse(event.data) as { state: WireFeedStatus['state'] };
      if (state === 'live')
        report({ state, consecutiveFailures: 0, lastError: undefined, lastSuccessAt: Date.now() });
      else report({ state });
    });
    on('reload', () => report({ gap: true }));
    on('end', (event) => {
      const { name, message } = JSON.parse(event.data) as { name: string; message: string };
      failure = new MarketDataError(`${name}: ${message}`);
      events.close();
      soon();
    });
    events.addEventListener('error', () => {
      if (failure) return;
      if (events.readyState === Source.CLOSED) {
        failure = new MarketDataError(
          `the relay at ${url.origin}${url.pathname} refused the stream (check the URL and the filter) or cannot be reached`,
        );
        soon();
        return;
      }
      const lastError = new MarketDataError(
        `the stream from the relay at ${url.origin}${url.pathname} broke; reconnecting`,
      );
      report({ state: 'retrying', consecutiveFailures: status.consecutiveFailures + 1, lastError });
    });
    const abort = () => {
      events.close();
      notify();
    };
    signal?.addEventListener('abort', abort, { once: true });
    report({});
    try {
      while (!signal?.aborted) {
        if (queue.length) {
          const batch = queue;
          queue = [];
          yield batch;
        } else if (failure) throw failure;
        else await new Promise<void>((resolve) => (wake = resolve));
      }
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      events.close();
    }
  }
  return {
    batches,
    async *[Symbol.asyncIterator]() {
      for await (const batch of batches()) yield* batch;
    },
  };
}
