import {
  type MarketDataError,
  type WatchWiresParams,
  type WireFeed,
  type WireFeedStatus,
  watchWires,
} from '@marketdata-sdk/client';
import { operationRows } from '@marketdata-sdk/types/internal';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { connectingState, type LiveWiresState, prepend } from './liveWiresReducer';
import type { MarketDataSource } from './source';

/** The feed parameters that make one shared feed (part of its query key). */
export type LiveFeedParams = Pick<
  WatchWiresParams,
  'tab' | 'tickers' | 'industry' | 'size' | 'intervalMs'
>;

/** One running feed shared by every component that asks for the same key. */
interface LiveFeed {
  /** Components subscribed now. */
  subscribers: number;
  /** Most headlines any of them keeps. */
  maxItems: Map<number, number>;
  /** Stops the running poll loop, if one runs. */
  stop?: () => void;
  /** A stop deferred by one tick, so that a remount (StrictMode) keeps the same feed. */
  pendingStop?: ReturnType<typeof setTimeout>;
  /** Starts (or restarts) the poll loop. */
  start(): void;
}

const feedsByQueryClient = new WeakMap<QueryClient, Map<string, LiveFeed>>();
let subscriberCount = 0;

function openFeed(source: MarketDataSource, params: WatchWiresParams): WireFeed {
  if ('call' in source) {
    const list = (listParams: object, options?: object) =>
      source.call(operationRows.listWires, listParams, options).then((result) => result.data);
    return watchWires(list as never, params);
  }
  return source.news.watchWires(params);
}

function largest(values: Map<number, number>): number {
  let max = 0;
  for (const value of values.values()) max = Math.max(max, value);
  return max;
}

/**
 * Subscribes a component to the shared feed of a key: the first subscriber starts it, the last
 * one to leave stops it. The feed writes its state into the query cache under `queryKey`.
 * Returns the unsubscribe function and a restart for `retry()`.
 */
export function subscribeLiveFeed(
  queryClient: QueryClient,
  queryKey: QueryKey,
  hash: string,
  source: MarketDataSource,
  params: LiveFeedParams,
  maxItems: number,
): { unsubscribe: () => void; restart: () => void } {
  let feeds = feedsByQueryClient.get(queryClient);
  if (feeds === undefined) {
    feeds = new Map();
    feedsByQueryClient.set(queryClient, feeds);
  }
  let feed = feeds.get(hash);
  if (feed === undefined) {
    const created: LiveFeed = {
      subscribers: 0,
      maxItems: new Map(),
      start() {
        created.stop?.();
        const controller = new AbortController();
        created.stop = () => controller.abort();
        const write = (update: (state: LiveWiresState) => LiveWiresState) => {
          if (controller.signal.aborted) return;
          queryClient.setQueryData<LiveWiresState>(queryKey, (state) =>
            update(state ?? connectingState),
          );
        };
        write((state) => ({ ...connectingState, headlines: state.headlines }));
        const onStatus = (status: WireFeedStatus) =>
          write((state) => ({
            ...state,
            status: status.state,
            error: status.lastError ?? null,
            consecutiveFailures: status.consecutiveFailures,
            updatedAt: status.lastSuccessAt ?? state.updatedAt,
          }));
        void (async () => {
          try {
            const feedParams = { ...params, signal: controller.signal, onStatus };
            for await (const batch of openFeed(source, feedParams).batches()) {
              write((state) => ({
                ...state,
                headlines: prepend(state.headlines, batch, largest(created.maxItems)),
              }));
            }
          } catch (error) {
            write((state) => ({ ...state, status: 'error', error: error as MarketDataError }));
          }
        })();
      },
    };
    feed = created;
    feeds.set(hash, feed);
  }
  const shared = feed;
  subscriberCount += 1;
  const id = subscriberCount;
  shared.maxItems.set(id, maxItems);
  shared.subscribers += 1;
  if (shared.pendingStop !== undefined) {
    clearTimeout(shared.pendingStop);
    shared.pendingStop = undefined;
  } else if (shared.subscribers === 1) {
    shared.start();
  }
  return {
    restart: () => {
      if (shared.subscribers > 0) shared.start();
    },
    unsubscribe: () => {
      shared.maxItems.delete(id);
      shared.subscribers -= 1;
      if (shared.subscribers > 0) return;
      shared.pendingStop = setTimeout(() => {
        shared.pendingStop = undefined;
        if (shared.subscribers > 0) return;
        shared.stop?.();
        shared.stop = undefined;
        feeds.delete(hash);
        queryClient.removeQueries({ queryKey, exact: true });
      }, 0);
    },
  };
}
