import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMarketDataClient } from '@marketdata-sdk/client';
import { createWireRelay, type RelayStore, type WireRelay } from '@marketdata-sdk/client/relay';
import type { Upstream } from './upstream';

/** Where the main job serves the wire relay's Server-Sent Events. */
export const relayPath = '/relay/wires';

/** Options of {@link createUpstreamRelay}. */
export interface UpstreamRelayOptions {
  /** Milliseconds between the pollers' calls upstream. */
  intervalMs: number;
  /**
   * This server's own origin (`http://127.0.0.1:4010`), read when a poll is sent: the sandbox
   * builds the headlines' cover image URLs from the request's origin, so the relay's requests
   * carry the address a browser reaches, as the proxied API's do.
   */
  origin: () => string;
  /** Shares one poller per filter with every process on the same store (Redis mode). */
  store?: RelayStore;
}

/**
 * The wire relay over this server's upstream: its one poller per filter calls the API through
 * `upstream.handle`, which adds the key (sandbox or live), so no key is configured here and none
 * reaches a browser.
 */
export function createUpstreamRelay(upstream: Upstream, options: UpstreamRelayOptions): WireRelay {
  const { intervalMs, origin, store } = options;
  const client = createMarketDataClient({
    apiKey: 'added-by-the-upstream',
    // A placeholder: every request is readdressed to this server's origin and handed to the
    // upstream (a loopback name keeps the client's check for plain http quiet).
    baseUrl: 'http://127.0.0.1',
    fetch: (input, init) => {
      const url = new URL(String(input));
      return upstream.handle(new Request(new URL(url.pathname + url.search, origin()), init));
    },
  });
  return createWireRelay({ client, intervalMs, ...(store ? { store } : {}) });
}

/**
 * Writes a Web `Response` to a Node response as its body comes (a stream of events cannot be
 * buffered); when the browser goes away, the body is cancelled and the relay lets it go. Frames
 * queued in one turn of the event loop (a subscriber's first 50 headlines) leave in one write, so
 * the browser's `EventSource` dispatches them together and the feed gets them as one batch,
 * not a few at a time from the oldest.
 */
export async function streamWebResponse(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const cancel = () => void reader.cancel().catch(() => {});
  res.once('close', cancel);
  let corked = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (!corked) {
        corked = true;
        res.cork();
        setImmediate(() => {
          corked = false;
          res.uncork();
        });
      }
      if (!res.write(value)) {
        await new Promise<void>((resolve) => {
          const go = () => {
            res.off('drain', go);
            res.off('close', go);
            resolve();
          };
          res.once('drain', go);
          res.once('close', go);
        });
      }
      if (res.destroyed) break;
    }
    if (!res.destroyed) res.end();
  } catch {
    res.destroy();
  } finally {
    res.off('close', cancel);
  }
}

/** Serves one relay request. */
export async function serveRelay(
  relay: WireRelay,
  req: IncomingMessage,
  res: ServerResponse,
  request: Request,
): Promise<void> {
  const controller = new AbortController();
  req.once('close', () => controller.abort());
  await streamWebResponse(res, await relay(new Request(request, { signal: controller.signal })));
}
