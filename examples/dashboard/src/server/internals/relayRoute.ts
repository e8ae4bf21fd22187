import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createMarketDataClient } from '@marketdata-sdk/client';
import { createWireRelay, type WireRelay } from '@marketdata-sdk/client/relay';
import type { Upstream } from './upstream';

/** Where the main job serves the wire relay's Server-Sent Events. */
export const relayPath = '/relay/wires';

/**
 * The wire relay over this server's upstream: its one poller per filter calls the API through
 * `upstream.handle`, which adds the key (sandbox or live), so no key is configured here and none
 * reaches a browser.
 */
export function createUpstreamRelay(upstream: Upstream, intervalMs: number): WireRelay {
  const client = createMarketDataClient({
    apiKey: 'added-by-the-upstream',
    // Never reached: `fetch` hands every request to the upstream (a loopback name keeps the
    // client's check for plain http quiet).
    baseUrl: 'http://127.0.0.1',
    fetch: (url, init) => upstream.handle(new Request(url, init)),
  });
  return createWireRelay({ client, intervalMs });
}

/**
 * Writes a Web `Response` to a Node response as its body comes (a stream of events cannot be
 * buffered); when the browser goes away, the body is cancelled and the relay lets it go.
 */
export async function streamWebResponse(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as never), res).catch(() => {});
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
