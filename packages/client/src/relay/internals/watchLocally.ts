import type { Headline } from '@marketdata-sdk/types';
import type { WatchWiresParams, WireFeed } from '../../watchWires';
import type { Channel, RelayItem } from './channel';

/** What the relay polls with: the client's `news.watchWires`. */
export type Watch = (params: WatchWiresParams) => WireFeed;

/** The filter of one channel: the `listWires` parameters a subscriber may choose. */
export type WireFilter = Pick<WatchWiresParams, 'tab' | 'tickers' | 'industry'>;

/** A headline as the relay carries it. */
export const toItem = (h: Headline): RelayItem => ({ id: h.news_id, json: JSON.stringify(h) });

/** How one poller runs. */
export interface PollOptions {
  watch: Watch;
  filter: WireFilter;
  intervalMs: number;
  /** Resume after this headline (the feed pages back to it). */
  since?: string | undefined;
  /** Each batch of new headlines, oldest first. */
  onBatch(items: RelayItem[]): unknown;
  /** Each status of the feed (`gap` on the first poll when it could not reach `since`). */
  onStatus?(state: 'connecting' | 'live' | 'retrying', gap: boolean): void;
  /** The feed ended with an error that waiting cannot fix. */
  onError(error: unknown): void;
}

/** Runs one `watchWires` loop; returns the function that stops it. */
export function poll(options: PollOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  void (async () => {
    try {
      const feed = options.watch({
        ...options.filter,
        intervalMs: options.intervalMs,
        signal,
        ...(options.since === undefined ? {} : { since: options.since }),
        onStatus: (s) => {
          if (!signal.aborted) options.onStatus?.(s.state, s.gap === true);
        },
      });
      // A batch already polled is still handed on after a stop: a catch-up relies on it.
      for await (const batch of feed.batches()) await options.onBatch(batch.map(toItem));
    } catch (error) {
      if (!signal.aborted) options.onError(error);
    }
  })();
  return () => controller.abort();
}

/** Feeds a channel from this process's own poller, resuming after `since`. */
export function watchLocally(
  channel: Channel,
  base: Omit<PollOptions, 'onBatch' | 'onError' | 'since'>,
  since: string | undefined,
  onError: (error: unknown) => void,
): () => void {
  return poll({
    ...base,
    since,
    onBatch: (items) => channel.deliver(items),
    onStatus: (state, gap) => {
      if (state === 'live') {
        if (gap) channel.reloadAll(`the feed could not reach back to headline ${since}; reload`);
        channel.ready(gap ? undefined : since);
      }
      channel.setState(state);
    },
    onError,
  });
}

/** Polls once after `since` and delivers what is new; resolves when that poll has answered. */
export function catchUp(
  channel: Channel,
  base: Omit<PollOptions, 'onBatch' | 'onError' | 'since'>,
  since: string | undefined,
): Promise<void> {
  return new Promise((resolve) => {
    let stop = () => {};
    const finish = () => {
      stop();
      resolve();
    };
    stop = poll({
      ...base,
      since,
      onBatch: (items) => {
        channel.deliver(items);
        finish();
      },
      // The first poll's status comes just before its batch (if it has one): an empty poll
      // ends with the next task.
      onStatus: (state, gap) => {
        if (state === 'live' && gap)
          channel.reloadAll('the feed has a hole after an outage; reload');
        if (state !== 'connecting') setTimeout(finish, 0);
      },
      onError: finish,
    });
  });
}
