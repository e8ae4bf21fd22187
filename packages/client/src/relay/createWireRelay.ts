import type { Logger } from '../internals/log';
import { checkOptions, isFn, num } from '../internals/options';
import type { WatchWiresParams, WireFeed } from '../watchWires';
import { Channel, type Subscriber } from './internals/channel';
import { filterName, LAST_EVENT_ID_PARAM, readFilter, topicOf } from './internals/filters';
import { type Frame, heartbeatFrame, reloadFrame, retryFrame } from './internals/sse';
import { watchLocally } from './internals/watchLocally';
import { watchShared } from './internals/watchShared';
import type { RelayStore } from './RelayStore';

/** Options of {@link createWireRelay}. */
export interface WireRelayOptions {
  /** The client that polls (its key stays on the server): anything with `news.watchWires`. */
  client: { news: { watchWires(params?: WatchWiresParams): WireFeed } };
  /** Shares one poller per filter across instances (e.g. {@link createRedisRelayStore}); without it, one per instance. */
  store?: RelayStore;
  /** Pause between upstream polls in milliseconds (default 5000). */
  intervalMs?: number;
  /** Headlines kept per filter for resuming with `Last-Event-ID` (default 500). */
  backlogSize?: number;
  /** Headlines a new subscriber without `Last-Event-ID` gets first, newest last (default 50). */
  snapshotSize?: number;
  /**
   * Events queued for one subscriber; a subscriber that falls further behind gets `reload` and
   * is closed (default 1000). Keep it above the largest burst: a poll's page, or a catch-up.
   */
  bufferSize?: number;
  /** Milliseconds between heartbeat comments on every stream (default 15000). */
  heartbeatMs?: number;
  /** Most distinct filters polled at once; one more answers 503 (default 100). */
  maxFilters?: number;
  /** Most open streams; one more answers 503 (default 10000). */
  maxSubscribers?: number;
  /** With a store: how long a leader's lease lasts unless renewed, the longest takeover (default 5000 ms). */
  leaseMs?: number;
  /** With a store: milliseconds between reads of the shared stream (default 200). */
  readIntervalMs?: number;
  /** Where the relay says why a feed ended (a `warn` per failed filter). */
  logger?: Logger;
}

/** A running relay: a `Request → Response` handler with its counters and a way to stop it. */
export interface WireRelay {
  /** Answers a `GET` with a stream of Server-Sent Events (`?tab=&tickers=&industry=`). */
  (request: Request): Promise<Response>;
  /** Open streams, and distinct filters being watched. */
  stats(): { subscribers: number; filters: number };
  /** Closes every stream and stops every poller. */
  close(): Promise<void>;
}

const int = (min: number, max = 1e7) => num(min, max, 1);

function refuse(status: number, message: string): Response {
  return new Response(JSON.stringify({ error: message }), {
    status,
    headers: {
      'content-type': 'application/json',
      ...(status === 503 ? { 'retry-after': '5' } : {}),
    },
  });
}

/**
 * Creates a relay of live headlines over Server-Sent Events: one `watchWires` poller per
 * distinct filter, however many subscribers share it, started with the first and stopped after
 * the last. Every `headline` event carries its `news_id` as the event id; a subscriber that
 * reconnects with `Last-Event-ID` gets what it missed, once and in order, from a bounded backlog,
 * or a `reload` event when the backlog does not reach back that far. A `status` event reports
 * `connecting`, `live` or `retrying`; an `end` event closes the stream when the feed cannot go on.
 * Filters are checked by `listWires`'s rules (400 naming the parameter); too many filters or
 * streams answer 503 with the reason. The API key never leaves the client.
 *
 * @example
 * const relay = createWireRelay({ client: createMarketDataClient() });
 * Bun.serve({ fetch: (request) => relay(request) }); // GET /?tab=important → text/event-stream
 */
export function createWireRelay(options: WireRelayOptions): WireRelay {
  checkOptions('createWireRelay', options ?? {}, [
    [
      'client',
      (c: WireRelayOptions['client']) => isFn(c?.news?.watchWires),
      'a client with news.watchWires',
    ],
    ['store', (s: RelayStore) => isFn(s?.lease) && isFn(s?.publish), 'a RelayStore'],
    ['intervalMs', int(100), 'an integer >= 100'],
    ['backlogSize', int(1, 100_000), 'an integer from 1 to 100000'],
    ['snapshotSize', int(0, 100_000), 'an integer from 0 to 100000'],
    ['bufferSize', int(1, 100_000), 'an integer from 1 to 100000'],
    ['heartbeatMs', int(100), 'an integer >= 100'],
    ['maxFilters', int(1), 'an integer >= 1'],
    ['maxSubscribers', int(1), 'an integer >= 1'],
    ['leaseMs', int(100), 'an integer >= 100'],
    ['readIntervalMs', int(10), 'an integer >= 10'],
  ]);
  if (options.client === undefined)
    throw new TypeError('createWireRelay: option "client" is required');
  const {
    client,
    store,
    logger,
    intervalMs = 5000,
    backlogSize = 500,
    snapshotSize = 50,
    bufferSize = 1000,
    heartbeatMs = 15_000,
    maxFilters = 100,
    maxSubscribers = 10_000,
    leaseMs = 5000,
    readIntervalMs = 200,
  } = options;
  const owner = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const watch = (params: WatchWiresParams) => client.news.watchWires(params);
  const channels = new Map<string, { channel: Channel; stop: () => void; members: number }>();
  let subscribers = 0;
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  const open = (name: string, filter: ReturnType<typeof readFilter>, lastEventId?: string) => {
    const channel = new Channel({ backlogSize, snapshotSize });
    const base = { watch, filter, intervalMs };
    const onError = (error: unknown) => {
      logger?.warn?.('wire relay: the feed of a filter ended', {
        filter: name,
        error: String(error),
      });
      channel.fail(error);
      close(name);
    };
    let stop = () => {};
    if (!store) stop = watchLocally(channel, base, lastEventId, onError);
    else {
      let stopped = false;
      stop = () => {
        stopped = true;
      };
      void topicOf(name).then((topic) => {
        if (stopped) return;
        stop = watchShared(channel, {
          store,
          topic,
          owner,
          leaseMs,
          readIntervalMs,
          backlogSize,
          base,
          onError,
        });
        entry.stop = stop;
      });
    }
    const entry = { channel, stop, members: 0 };
    channels.set(name, entry);
    return entry;
  };
  const close = (name: string) => {
    const entry = channels.get(name);
    if (!entry) return;
    channels.delete(name);
    entry.stop();
  };

  const beat = () => {
    for (const { channel } of channels.values()) channel.broadcast(heartbeatFrame);
  };

  const relay = async (request: Request): Promise<Response> => {
    if (request.method !== 'GET')
      return refuse(405, `method ${request.method} is not allowed; subscribe with GET`);
    let filter: ReturnType<typeof readFilter>;
    const query = new URL(request.url).searchParams;
    try {
      filter = readFilter(query);
    } catch (error) {
      return refuse(400, (error as Error).message);
    }
    const lastEventId =
      request.headers.get('last-event-id') || query.get(LAST_EVENT_ID_PARAM) || undefined;
    if (subscribers >= maxSubscribers)
      return refuse(
        503,
        `the relay serves its maximum of ${maxSubscribers} streams; try again later`,
      );
    const name = filterName(filter);
    let entry = channels.get(name);
    if (!entry) {
      if (channels.size >= maxFilters)
        return refuse(
          503,
          `the relay watches its maximum of ${maxFilters} distinct filters; try again later or use a filter already watched`,
        );
      entry = open(name, filter, lastEventId);
    }
    const { channel } = entry;
    const member = entry;
    member.members++;
    subscribers++;
    heartbeat ??= setInterval(beat, heartbeatMs);
    let subscriber: Subscriber & { closed: boolean };
    const leave = () => {
      if (subscriber.closed) return;
      subscriber.closed = true;
      subscribers--;
      channel.leave(subscriber);
      // The last one out stops the poller (a stream still waiting for the backlog counts too).
      if (--member.members === 0 && channels.get(name) === member) close(name);
      if (!subscribers && heartbeat) {
        clearInterval(heartbeat);
        heartbeat = undefined;
      }
    };
    const body = new ReadableStream<Frame>(
      {
        start(controller) {
          subscriber = {
            closed: false,
            push(data) {
              if (subscriber.closed) return;
              if ((controller.desiredSize ?? 1) <= 0) {
                controller.enqueue(
                  reloadFrame('this stream fell too far behind; reconnect and reload'),
                );
                controller.close();
                leave();
                return;
              }
              controller.enqueue(data);
            },
            close() {
              if (subscriber.closed) return;
              controller.close();
              leave();
            },
          };
          controller.enqueue(retryFrame(2000));
        },
        cancel: () => leave(),
      },
      new CountQueuingStrategy({ highWaterMark: bufferSize }),
    );
    request.signal?.addEventListener('abort', () => leave(), { once: true });
    channel.join(subscriber!, lastEventId);
    return new Response(body as ReadableStream<Uint8Array>, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      },
    });
  };

  return Object.assign(relay, {
    stats: () => ({ subscribers, filters: channels.size }),
    async close() {
      for (const [name, { channel }] of [...channels]) {
        for (const subscriber of [...channel.subscribers]) subscriber.close();
        close(name);
      }
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = undefined;
    },
  });
}
