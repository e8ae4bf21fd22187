import { useLiveWires, useMarketDataClient } from '@marketdata-sdk/react-hooks';
import type { Headline } from '@marketdata-sdk/types';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { FeedFilter } from './FeedFilters';
import { feedHistoryOptions, feedParams } from './firstPage';

/** Newest first: by publish time, then by id (the order of the API's pages). */
const newestFirst = (a: Headline, b: Headline) =>
  b.publish_time - a.publish_time || b.news_id.localeCompare(a.news_id);

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
  const newest = [...byId.values()].sort(newestFirst).slice(0, kept);
  byId.clear();
  for (const h of newest) byId.set(h.news_id, h);
  return newest.at(-1)?.news_id;
}

/**
 * The feed's list: the history's pages plus the live arrivals, newest first, once per id. A live
 * feed opens with the latest headlines (the relay's snapshot, the first poll's page), most of
 * them older than the history's first page: those belong to the history's next pages and show
 * when they load ("Load older headlines"), not below the first page right after it showed. So
 * an arrival shows when it is no older than `floor`, the oldest headline the history held when
 * it first answered (a headline once shown stays when a refetch moves it to a later page).
 * Until the history answers, no arrival shows (the first page comes whole, with no shift), unless
 * `all` says they all belong on screen (the history failed, or it continues below them).
 */
export function mergeFeed(
  arrivals: Iterable<Headline>,
  history: readonly Headline[] | undefined,
  { floor, all = false }: { floor?: Headline | undefined; all?: boolean } = {},
): Headline[] {
  const byId = new Map<string, Headline>();
  if (history !== undefined || all) {
    for (const h of arrivals) {
      if (all || floor === undefined || newestFirst(h, floor) <= 0) byId.set(h.news_id, h);
    }
  }
  for (const h of history ?? []) byId.set(h.news_id, h);
  return [...byId.values()].sort(newestFirst);
}

export { feedParams } from './firstPage';

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
  /** The oldest headline of the history's first answer (see `mergeFeed`), once it answered. */
  floor?: { headline: Headline | undefined };
}

/**
 * The arrivals of the filters shown lately, kept when the feed unmounts: Back to the feed draws
 * the list it left at once (and returns to the same place), not the history alone first.
 */
const recentArrivals = new Map<string, Arrivals>();
const recentFilters = 8;

function arrivalsOf(key: string, stale: Headline[]): Arrivals {
  let arrivals = recentArrivals.get(key);
  recentArrivals.delete(key);
  if (arrivals) arrivals.stale = stale;
  else arrivals = { key, byId: new Map(), stale, lastLive: stale, trims: 0 };
  recentArrivals.set(key, arrivals);
  const oldest = recentArrivals.keys().next().value;
  if (recentArrivals.size > recentFilters && oldest !== undefined) recentArrivals.delete(oldest);
  return arrivals;
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
  const arrived = useRef<Arrivals>(undefined as unknown as Arrivals);
  if (arrived.current?.key !== key) arrived.current = arrivalsOf(key, live.headlines);
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

  // The history: the newest pages at first (asked for by the app's entry on a first load, see
  // `startFeedFirstLoad`); after a trim, the pages below the oldest arrival kept.
  const base = feedHistoryOptions(client, filter);
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
  // The oldest headline of the history's first answer for this filter (see `mergeFeed`).
  if (history.data && !current.floor) current.floor = { headline: history.data.headlines.at(-1) };
  const floor = current.floor?.headline;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the arrived map grows in place; its size says when
  const merged = useMemo(
    () =>
      mergeFeed(arrived.current.byId.values(), history.data?.headlines, {
        floor,
        // After a trim the arrivals are the top of the list and the history continues below.
        all: history.isError || olderThan !== undefined,
      }),
    [history.data, history.isError, floor, olderThan, arrivedCount, key, trims, filled],
  );

  // The newest headline of the first page marks the start: anything published later is new.
  const firstPage = history.data?.pages[0]?.data;
  if (firstPage && !firstSeen.current.has(key)) {
    firstSeen.current.set(key, Math.max(0, ...firstPage.map((h) => h.publish_time)));
  }
  const since = firstSeen.current.get(key) ?? Number.POSITIVE_INFINITY;
  const newIds = new Set(merged.filter((h) => h.publish_time > since).map((h) => h.news_id));

  return { history, live, headlines: merged, newIds, source: onRelay ? 'relay' : 'polling' };
}
