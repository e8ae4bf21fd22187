/**
 * The subscribers of the wire-relay suite, in one process. `relay` mode: `count` SSE streams
 * spread over `urls`, parsed with eventsource-parser. `poll` mode (the baseline, today's shape):
 * `count` clients, each with its own `watchWires` poller against the sandbox server. Every
 * headline published upstream between `startAt` and `endAt` is timed from its `publish_time` to
 * its receipt by each subscriber; prints one JSON line.
 *
 * argv[2]: a JSON `SubscribersConfig`.
 */
import { get } from 'node:http';
import { createMarketDataClient } from '@marketdata-sdk/client';
import { createParser } from 'eventsource-parser';

interface SubscribersConfig {
  mode: 'relay' | 'poll';
  urls: string[];
  baseUrl: string;
  apiKey: string;
  count: number;
  intervalMs: number;
  startAt: number;
  endAt: number;
  /** Time left after `endAt` for the last headlines to arrive. */
  graceMs: number;
}

const config = JSON.parse(process.argv[2] ?? '{}') as SubscribersConfig;
/** Per headline id: its publish time and each receipt time. */
const seen = new Map<string, { published: number; receipts: number[] }>();
let polls = 0;
let connected = 0;
let reloads = 0;

function receive(id: string, published: number): void {
  if (published < config.startAt || published > config.endAt) return;
  let entry = seen.get(id);
  if (!entry) {
    entry = { published, receipts: [] };
    seen.set(id, entry);
  }
  entry.receipts.push(Date.now());
}

function subscribeRelay(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const parser = createParser({
      onEvent: (event) => {
        if (event.event === 'reload') reloads++;
        if (event.event !== 'headline') return;
        // The id is the event's; the time is read without parsing the whole headline.
        const published = /"publish_time":(\d+)/.exec(event.data)?.[1];
        receive(event.id ?? '', Number(published));
      },
    });
    const request = get(url, { agent: false }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => parser.feed(chunk));
      connected++;
      resolve();
    });
    request.on('error', reject);
  });
}

function startPoller(signal: AbortSignal): void {
  const client = createMarketDataClient({
    apiKey: config.apiKey,
    baseUrl: config.baseUrl,
    fetch: (url, init) => {
      polls++;
      return fetch(url, init);
    },
  });
  void (async () => {
    // Spread the pollers' phases over one interval, as independent viewers would be.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * config.intervalMs));
    try {
      for await (const h of client.news.watchWires({ intervalMs: config.intervalMs, signal }))
        receive(h.news_id, h.publish_time);
    } catch {}
  })();
  connected++;
}

const controller = new AbortController();
const rssBefore = process.memoryUsage().rss;
if (config.mode === 'relay') {
  // Fifty at a time: a thousand one after another take longer than the lead on a busy machine.
  for (let i = 0; i < config.count; i += 50) {
    const batch = Array.from({ length: Math.min(50, config.count - i) }, (_, j) =>
      subscribeRelay(`${config.urls[(i + j) % config.urls.length]}/?tab=all`),
    );
    await Promise.all(batch);
  }
} else {
  for (let i = 0; i < config.count; i++) startPoller(controller.signal);
}
const connectedAt = Date.now();
await new Promise((resolve) => setTimeout(resolve, Math.max(0, config.startAt - Date.now())));
const pollsAtStart = polls;
await new Promise((resolve) => setTimeout(resolve, Math.max(0, config.endAt - Date.now())));
const pollsInWindow = polls - pollsAtStart;
globalThis.gc?.();
const rssDuring = process.memoryUsage().rss;
await new Promise((resolve) => setTimeout(resolve, config.graceMs));
controller.abort();
// Only headlines published once every subscriber was listening can reach them all.
const headlines = [...seen.values()]
  .filter(({ published }) => published >= connectedAt)
  .map(({ published, receipts }) => ({
    received: receipts.length,
    allDelayMs: Math.max(...receipts) - published,
    delaysMs: receipts.map((at) => at - published),
  }));
console.log(
  JSON.stringify({
    connected,
    reloads,
    lateStart: connectedAt > config.startAt,
    pollsInWindow,
    rssBefore,
    rssDuring,
    headlines,
  }),
);
process.exit(0);
