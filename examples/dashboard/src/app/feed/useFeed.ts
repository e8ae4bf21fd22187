import {
  useListWiresInfinite,
  useLiveWires,
  type WiresInfiniteParams,
} from '@marketdata-sdk/react-hooks';
import type { Headline } from '@marketdata-sdk/types';
import { useMemo, useRef } from 'react';
import type { FeedFilter } from './FeedFilters';

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

/**
 * History by infinite query plus new headlines from the live hook, merged newest first with
 * no duplicate. `newIds` are the headlines that arrived after the first page was shown.
 */
export function useFeed(filter: FeedFilter, pollIntervalMs: number, online = true) {
  const params = feedParams(filter);
  const key = JSON.stringify(params);
  const history = useListWiresInfinite({ ...params, size: 20 });
  // The feed pauses while the server is away and starts again when it answers.
  const live = useLiveWires({ ...params, intervalMs: pollIntervalMs, enabled: online });
  const firstSeen = useRef(new Map<string, number>());
  // Headlines that arrived live stay on screen across a pause of the feed (same filter only).
  // Right after a filter change the hook still holds the old feed's headlines: skip that list.
  const arrived = useRef({ key, byId: new Map<string, Headline>(), stale: live.headlines });
  if (arrived.current.key !== key) {
    arrived.current = { key, byId: new Map(), stale: live.headlines };
  }
  if (live.headlines !== arrived.current.stale) {
    for (const h of live.headlines) arrived.current.byId.set(h.news_id, h);
  }
  const arrivedCount = arrived.current.byId.size;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the arrived map grows in place; its size says when
  const merged = useMemo(() => {
    const byId = new Map<string, Headline>();
    for (const h of arrived.current.byId.values()) byId.set(h.news_id, h);
    for (const h of history.data?.headlines ?? []) byId.set(h.news_id, h);
    return [...byId.values()].sort(
      (a, b) => b.publish_time - a.publish_time || b.news_id.localeCompare(a.news_id),
    );
  }, [history.data, arrivedCount, key]);

  // The newest headline of the first page marks the start: anything published later is new.
  const firstPage = history.data?.pages[0]?.data;
  if (firstPage && !firstSeen.current.has(key)) {
    firstSeen.current.set(key, Math.max(0, ...firstPage.map((h) => h.publish_time)));
  }
  const since = firstSeen.current.get(key) ?? Number.POSITIVE_INFINITY;
  const newIds = new Set(merged.filter((h) => h.publish_time > since).map((h) => h.news_id));

  return { history, live, headlines: merged, newIds };
}
