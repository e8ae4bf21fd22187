import {
  type MarketDataError,
  type WatchWiresParams,
  type WireFeed,
  type WireFeedStatus,
  watchWires,
} from '@marketdata-sdk/client';
import { listWires } from '@marketdata-sdk/types/internal';
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { connectingState, type LiveWiresState, prepend } from './liveWiresReducer';
import { relayFeed } from './relayFeed';
import type { MarketDataSource } from './source';

/** The feed parameters that make one shared feed (part of its query key). */
export type LiveFeedParams = Pick<
  WatchWiresParams,
  'tab' | 'tickers' | 'industry' | 'size' | 'intervalMs'
> & {
  /** Read the feed from a wire relay at this URL instead of polling. */
  relayUrl?: string;
};

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
  /** Stops following the query cache (see `subscribeLiveFeed`). */
  unwatch?: () => void;
  /**
   * Starts (or restarts) the poll loop. With `resume`, the new loop picks up after the newest
   * headline held (`since`), so a restart leaves no hole, or marks one with `gap`.
   */
  start(resume?: boolean): void;
}

const feedsByQueryClient = new WeakMap<QueryClient, Map<string, LiveFeed>>();
let subscriberCount = 0;

function openFeed(
  source: MarketDataSource,
  { relayUrl, ...params }: WatchWiresParams & { relayUrl?: string },
): WireFeed {
  if (relayUrl !== undefined) return relayFeed(relayUrl, params);
  if ('call' in source) {
    const list = (listParams: object, options?: object) =>
      source.call(listWires, listParams, options).then((result) => result.data);
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
      start(resume) {
        created.stop?.();
        const controller = new AbortController();
        created.stop = () => controller.abort();
        const since = resume
          ? queryClient.getQueryData<LiveWiresState>(queryKey)?.headlines[0]?.news_id
          : undefined;
        const write = (update: (state: LiveWiresState) => LiveWiresState) => {
          if (controller.signal.aborted) return;
          queryClient.setQueryData<LiveWiresState>(queryKey, (state) =>
            update(state ?? connectingState),
          );
        };
        write((state) => ({ ...connectingState, headlines: state.headlines, gap: state.gap }));
        const onStatus = (status: WireFeedStatus) =>
          write((state) => ({
            ...state,
            status: status.state,
            error: status.lastError ?? null,
            consecutiveFailures: status.consecutiveFailures,
            updatedAt: status.lastSuccessAt ?? state.updatedAt,
            gap: state.gap || status.gap === true,
          }));
        void (async () => {
          try {
            const feedParams = {
              ...params,
              signal: controller.signal,
              onStatus,
              ...(since === undefined ? {} : { since }),
            };
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
    // When the app removes the feed's query (`queryClient.clear()`, `removeQueries`) while
    // components watch it, the feed starts over as on a fresh mount, and the hooks follow the
    // new query, rather than polling into a query nobody sees.
    created.unwatch = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'removed' || hashKey(event.query.queryKey) !== hash) return;
      queueMicrotask(() => {
        if (created.subscribers > 0 && feeds.get(hash) === created) created.start();
      });
    });
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
      if (shared.subscribers > 0) shared.start(true);
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
        shared.unwatch?.();
        feeds.delete(hash);
        queryClient.removeQueries({ queryKey, exact: true });
      }, 0);
    },
  };
}
