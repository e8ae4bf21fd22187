/**
 * One wire relay instance of the wire-relay suite: `createWireRelay` over a client of the
 * sandbox server, with a Redis store when `redisUrl` is set, on a `node:http` server of its own.
 * Sends `{ type: 'ready', url }`, answers `{ type: 'stats' }` with its upstream polls so far and
 * its memory, and exits on `{ type: 'stop' }` or when the parent goes away.
 *
 * argv[2]: a JSON `RelayServerConfig`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createMarketDataClient } from '@marketdata-sdk/client';
import { createRedisRelayStore, createWireRelay } from '@marketdata-sdk/client/relay';
import { createClient } from 'redis';

interface RelayServerConfig {
  baseUrl: string;
  apiKey: string;
  redisUrl: string | null;
  intervalMs: number;
}

const config = JSON.parse(process.argv[2] ?? '{}') as RelayServerConfig;
const send = (message: object) => process.send?.(message);
let polls = 0;
const client = createMarketDataClient({
  apiKey: config.apiKey,
  baseUrl: config.baseUrl,
  fetch: (url, init) => {
    // The relay calls one operation, the wires list.
    polls++;
    return fetch(url, init);
  },
});
const redis = config.redisUrl
  ? await createClient({ url: config.redisUrl, disableOfflineQueue: true })
      .on('error', () => {})
      .connect()
  : undefined;
const relay = createWireRelay({
  client,
  ...(redis ? { store: createRedisRelayStore({ redis: redis as never }) } : {}),
  intervalMs: config.intervalMs,
  maxSubscribers: 100_000,
  // Live delivery is measured: a new stream starts with no history.
  snapshotSize: 0,
});
const server = createServer(async (req, res) => {
  const controller = new AbortController();
  req.once('close', () => controller.abort());
  const lastEventId = req.headers['last-event-id'];
  const response = await relay(
    new Request(`http://127.0.0.1${req.url ?? '/'}`, {
      headers: typeof lastEventId === 'string' ? { 'last-event-id': lastEventId } : {},
      signal: controller.signal,
    }),
  );
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.flushHeaders();
  if (response.body) await pipeline(Readable.fromWeb(response.body as never), res).catch(() => {});
  else res.end();
});
server.keepAliveTimeout = 0;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const stop = async () => {
  await relay.close();
  server.closeAllConnections();
  server.close();
  await redis?.quit().catch(() => {});
  process.exit(0);
};
process.on('disconnect', () => void stop());
process.on('message', (message: { type?: string }) => {
  if (message.type === 'stop') void stop();
  if (message.type === 'stats') {
    globalThis.gc?.();
    const { subscribers } = relay.stats();
    send({ type: 'stats', polls, rss: process.memoryUsage().rss, subscribers });
  }
});
send({ type: 'ready', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
