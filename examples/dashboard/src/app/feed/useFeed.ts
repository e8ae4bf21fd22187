import {
  listWiresInfiniteQueryOptions,
  useLiveWires,
  useMarketDataClient,
  type WiresInfiniteParams,
} from '@marketdata-sdk/react-hooks';
import type { Headline } from '@marketdata-sdk/types';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { FeedFilter } from './FeedFilters';

/**
 * A feed left open all day stays this size: past `maxArrived` live arrivals, the oldest go and
 * the newest `keptArrivals` stay; the older history then continues right below them.
 */
export const feedBounds = { maxArrived: 200, keptArrivals: 150 };

/**
 * Keeps the newest `kept` of `byId` once it holds more than `max`, in place. Returns the id of the
 * oldest headline kept when it trimmed (the history continues after it), else `undefined`.
 */
export function trimArrivals(
  byId: Map<string, Headline>,
  max = feedBounds.maxArrived,
  kept = feedBounds.keptArrivals,
): string | undefined {
  if (byId.size <= max) return undefined;
  const newest = [...byId.values()]
    .sort((a, b) => b.publish_time - a.publish_time || b.news_id.localeCompare(a.news_id))
    .slice(0, kept);
  byId.clear();
  for (const h of newest) byId.set(h.news_id, h);
  return newest.at(-1)?.news_id;
}

/** The request parameters for a filter: empty filters are left out, not sent empty. */
export function feedParams(filter: FeedFilter): WiresInfiniteParams {
  return {
    ...(filter.tab && filter.tab !== 'all'
      ? { tab: filter.tab as WiresInfiniteParams['tab'] }
      : {}),
    ...(filter.industry ? { industry: filter.industry as WiresInfiniteParams['industry'] } : {}),
    ...(filter.tickers ? { tickers: filter.tickers } : {}),
  };
}

/** What the feed keeps of the live headlines of one filter. */
interface Arrivals {
  key: string;
  byId: Map<string, Headline>;
  /** The live list of the previous filter, still returned right after a change: skipped. */
  stale: Headline[];
  /** The live list last merged. */
  lastLive: Headline[];
  /** Trims so far (the merged list is recomputed on each). */
  trims: number;
  /** After a trim, the history starts below this headline. */
  olderThan?: string;
  /** A restarted feed's gap to fill: below `from` down to one of the `known` ids. */
  gap?: { from: string; known: Set<string> };
}

function freshArrivals(key: string, stale: Headline[]): Arrivals {
  return { key, byId: new Map(), stale, lastLive: stale, trims: 0 };
}

/**
 * History by infinite query plus new headlines from the live hook, merged newest first with
 * no duplicate. `newIds` are the headlines that arrived after the first page was shown. The
 * list stays bounded however long it runs (see {@link feedBounds}).
 */
export function useFeed(
  filter: FeedFilter,
  pollIntervalMs: number,
  online = true,
  relayUrl?: string,
) {
  const params = feedParams(filter);
  const key = JSON.stringify(params);
  // Served by the main job: one relay stream instead of a poller per tab. A relay that refuses
  // the stream (a 503 at its limits, a proxy that drops event streams) leaves the feed polling.
  const [relayRefused, setRelayRefused] = useState(false);
  const onRelay = relayUrl !== undefined && !relayRefused;
  // The feed pauses while the server is away and starts again when it answers.
  const live = useLiveWires({
    ...params,
    intervalMs: pollIntervalMs,
    enabled: online,
    ...(onRelay ? { relayUrl } : {}),
  });
  useEffect(() => {
    if (onRelay && live.status === 'error') setRelayRefused(true);
  }, [onRelay, live.status]);
  const firstSeen = useRef(new Map<string, number>());
  // Headlines that arrived live stay on screen across a pause of the feed (same filter only).
  // Right after a filter change the hook still holds the old feed's headlines: skip that list.
  const arrived = useRef(freshArrivals(key, live.headlines));
  if (arrived.current.key !== key) arrived.current = freshArrivals(key, live.headlines);
  const shownHistory = useRef<Headline[]>([]);
  const current = arrived.current;
  if (live.headlines !== current.stale && live.headlines !== current.lastLive) {
    current.lastLive = live.headlines;
    // A feed that started again (after an outage) begins with the newest page only: when none
    // of it was known, the headlines published in between are fetched below (`gap`).
    const knownIds = new Set([
      ...current.byId.keys(),
      ...shownHistory.current.map((h) => h.news_id),
    ]);
    const oldestLive = live.headlines.at(-1);
    if (knownIds.size > 0 && oldestLive && !live.headlines.some((h) => knownIds.has(h.news_id))) {
      current.gap = { from: oldestLive.news_id, known: knownIds };
    }
    for (const h of live.headlines) current.byId.set(h.news_id, h);
    const oldestKept = trimArrivals(current.byId);
    if (oldestKept !== undefined) {
      current.olderThan = oldestKept;
      current.trims += 1;
    }
  }
  const arrivedCount = current.byId.size;
  const { olderThan, trims, gap } = current;
  const client = useMarketDataClient();
  const [filled, onFilled] = useReducer((n: number) => n + 1, 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: params are the key's
  useEffect(() => {
    if (!gap) return;
    const target = arrived.current;
    let cancelled = false;
    void (async () => {
      const found: Headline[] = [];
      let met = false;
      try {
        let startId = gap.from;
        for (let page = 0; page < 4 && !met; page++) {
          const { data } = await client.news.listWires({ ...params, size: 50, start_id: startId });
          for (const h of data) {
            if (gap.known.has(h.news_id)) {
              met = true;
              break;
            }
            found.push(h);
          }
          if (data.length < 50) met = true;
          startId = data.at(-1)?.news_id ?? startId;
        }
      } catch {
        // Unreachable again: what was fetched is kept, and the history continues below it.
      }
      if (cancelled || arrived.current !== target) return;
      for (const h of found) target.byId.set(h.news_id, h);
      if (!met) {
        // Too many to fetch: the older headlines are left for "Load older headlines", right
        // below the oldest one fetched, so the list stays one unbroken run.
        const from = found.at(-1) ?? target.byId.get(gap.from);
        if (from) {
          for (const [id, h] of target.byId) {
            if (h.publish_time < from.publish_time) target.byId.delete(id);
          }
          target.olderThan = from.news_id;
          target.trims += 1;
        }
      }
      const oldestKept = trimArrivals(target.byId);
      if (oldestKept !== undefined) {
        target.olderThan = oldestKept;
        target.trims += 1;
      }
      target.gap = undefined;
      onFilled();
    })();
    return () => {
      cancelled = true;
    };
  }, [gap, client]);

  // The history: the newest pages at first; after a trim, the pages below the oldest arrival kept.
  const base = listWiresInfiniteQueryOptions(client, { ...params, size: 20 });
  const history = useInfiniteQuery(
    olderThan === undefined
      ? base
      : {
          ...base,
          queryKey: [...base.queryKey, { olderThan }] as unknown as typeof base.queryKey,
          initialPageParam: olderThan,
        },
  );
  shownHistory.current = history.data?.headlines ?? [];

  // biome-ignore lint/correctness/useExhaustiveDependencies: the arrived map grows in place; its size says when
  const merged = useMemo(() => {
    const byId = new Map<string, Headline>();
    for (const h of arrived.current.byId.values()) byId.set(h.news_id, h);
    for (const h of history.data?.headlines ?? []) byId.set(h.news_id, h);
    return [...byId.values()].sort(
      (a, b) => b.publish_time - a.publish_time || b.news_id.localeCompare(a.news_id),
    );
  }, [history.data, arrivedCount, key, trims, filled]);

  // The newest headline of the first page marks the start: anything published later is new.
  const firstPage = history.data?.pages[0]?.data;
  if (firstPage && !firstSeen.current.has(key)) {
    firstSeen.current.set(key, Math.max(0, ...firstPage.map((h) => h.publish_time)));
  }
  const since = firstSeen.current.get(key) ?? Number.POSITIVE_INFINITY;
  const newIds = new Set(merged.filter((h) => h.publish_time > since).map((h) => h.news_id));

  return { history, live, headlines: merged, newIds, source: onRelay ? 'relay' : 'polling' };
}
