import type { RelayStore } from '../RelayStore';
import type { Channel } from './channel';
import { catchUp, type PollOptions, poll, watchLocally } from './watchLocally';

/** How one channel shares its poller through a store. */
export interface SharedOptions {
  store: RelayStore;
  /** The filter's name in the store (a hash of the filter). */
  topic: string;
  /** This instance's lease token. */
  owner: string;
  leaseMs: number;
  readIntervalMs: number;
  backlogSize: number;
  base: Omit<PollOptions, 'onBatch' | 'onError' | 'since'>;
  onError(error: unknown): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Feeds a channel from a store shared by many instances. Every instance reads the filter's
 * stream and delivers it; the one that holds the lease also polls upstream and appends to the
 * stream, resuming after the stream's newest headline, so a new leader loses nothing. While the
 * store is unreachable the instance polls on its own; when it answers again, one catch-up poll
 * fills what this instance missed meanwhile. Returns the function that stops it.
 */
export function watchShared(channel: Channel, options: SharedOptions): () => void {
  const { store, topic, owner, leaseMs, base } = options;
  let stopped = false;
  let cursor: string | undefined;
  let leaseAt = 0;
  let stopPublishing: (() => void) | undefined;
  let stopLocal: (() => void) | undefined;

  const publish = async () => {
    const since = (await store.tail(topic, 1))[0]?.id ?? channel.lastId;
    stopPublishing = poll({
      ...base,
      since,
      onBatch: async (items) => {
        // A lost lease or an unreachable store: stop; the new leader (or the fallback) resumes.
        const kept = await store
          .publish(topic, owner, items, options.backlogSize)
          .catch(() => false);
        if (!kept) unpublish();
      },
      onStatus: (state, gap) => {
        if (gap) channel.reloadAll(`the feed could not reach back to headline ${since}; reload`);
        channel.setState(state);
      },
      onError: options.onError,
    });
  };
  const unpublish = () => {
    stopPublishing?.();
    stopPublishing = undefined;
    leaseAt = 0;
  };

  const tick = async () => {
    if (stopLocal) {
      await store.ping();
      stopLocal();
      stopLocal = undefined;
      await catchUp(channel, base, channel.lastId);
    }
    if (cursor === undefined) {
      const items = await store.tail(topic, options.backlogSize);
      channel.deliver(items);
      cursor = items.at(-1)?.cursor ?? '0';
      channel.ready();
    }
    if (Date.now() - leaseAt >= leaseMs / 3) {
      const held = await store.lease(topic, owner, leaseMs);
      leaseAt = Date.now();
      if (held && !stopPublishing) await publish();
      if (!held && stopPublishing) unpublish();
    }
    for (;;) {
      const items = await store.read(topic, cursor, 500);
      if (!items.length) break;
      cursor = items.at(-1)!.cursor;
      channel.deliver(items);
    }
    // The leader's own poller reports upstream health; a reader knows the stream flows.
    if (!stopPublishing) channel.setState('live');
  };

  void (async () => {
    while (!stopped) {
      try {
        await tick();
      } catch {
        // The store is unreachable: poll from here until it answers.
        unpublish();
        stopLocal ??= watchLocally(channel, base, channel.lastId, options.onError);
      }
      if (!stopped) await sleep(options.readIntervalMs);
    }
  })();

  return () => {
    stopped = true;
    stopLocal?.();
    if (stopPublishing) {
      unpublish();
      store.release(topic, owner).catch(() => {});
    }
  };
}
