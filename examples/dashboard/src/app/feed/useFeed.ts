import {
  useLiveWires,
  useWiresInfinite,
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
export function useFeed(filter: FeedFilter, pollIntervalMs: number) {
  const params = feedParams(filter);
  const history = useWiresInfinite({ ...params, size: 20 });
  const live = useLiveWires({ ...params, intervalMs: pollIntervalMs });
  const firstSeen = useRef(new Map<string, number>());

  const merged = useMemo(() => {
    const byId = new Map<string, Headline>();
    for (const h of live.headlines) byId.set(h.news_id, h);
    for (const h of history.data?.headlines ?? []) byId.set(h.news_id, h);
    return [...byId.values()].sort(
      (a, b) => b.publish_time - a.publish_time || b.news_id.localeCompare(a.news_id),
    );
  }, [history.data, live.headlines]);

  // The newest headline of the first page marks the start: anything published later is new.
  const key = JSON.stringify(params);
  const firstPage = history.data?.pages[0]?.data;
  if (firstPage && !firstSeen.current.has(key)) {
    firstSeen.current.set(key, Math.max(0, ...firstPage.map((h) => h.publish_time)));
  }
  const since = firstSeen.current.get(key) ?? Number.POSITIVE_INFINITY;
  const newIds = new Set(merged.filter((h) => h.publish_time > since).map((h) => h.news_id));

  return { history, live, headlines: merged, newIds };
}
