import type { WatchWiresParams } from '@marketdata-sdk/client';
import { hashKey, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { definedOnly } from './internals/definedOnly';
import { type LiveFeedParams, subscribeLiveFeed } from './internals/liveFeeds';
import { connectingState, idleState, type LiveWiresState } from './internals/liveWiresReducer';
import { useMarketDataContext } from './MarketDataProvider';
import { queryKeyRoot } from './queryKeys';

/** Parameters of {@link useLiveWires}: the feed's filters and polling, and the history bound. */
export interface UseLiveWiresParams {
  /** The wire tab to watch (default `all`). */
  tab?: WatchWiresParams['tab'];
  /** Only headlines tagged with these tickers. */
  tickers?: WatchWiresParams['tickers'];
  /** Only headlines of this industry. */
  industry?: WatchWiresParams['industry'];
  /** Headlines asked for per poll (the client's default when omitted). */
  size?: WatchWiresParams['size'];
  /** Milliseconds between polls (default the client's, 5000; at least 100). */
  intervalMs?: number;
  /** Most headlines kept, newest first (default 100; an integer >= 1). */
  maxItems?: number;
  /** Set to false to stop watching without unmounting (default true). */
  enabled?: boolean;
  /**
   * Read the feed from a wire relay (`@marketdata-sdk/client/relay`) at this URL, e.g. `/wires`,
   * with the browser's `EventSource`, instead of polling: one poller on the server for every
   * viewer. Same states and the same exactly-once guarantee; `size` and `intervalMs` are the
   * relay's then.
   */
  relayUrl?: string;
}

/** What {@link useLiveWires} returns: the shared feed's state and a way to restart it. */
export interface UseLiveWiresResult extends LiveWiresState {
  /**
   * Starts the feed again after `error` (every component on this feed follows). It resumes
   * after the newest headline shown, so the headlines published meanwhile arrive too (up to 20
   * pages of `size`; beyond that `gap` turns `true`).
   */
  retry(): void;
}

/** The query key of a shared live feed: under `listWires`, apart from the list's own keys. */
export function liveWiresKey(params: LiveFeedParams, scope: string) {
  return [queryKeyRoot, 'news', 'listWires', 'live', definedOnly(params), scope] as const;
}

/**
 * Live news wires over the client's `news.watchWires` (or a wire relay's stream with
 * `relayUrl`), shared through the query cache: any
 * number of components with the same parameters share one feed, so one set of requests. Newest
 * first, at most `maxItems`, at most one render per poll. `status` says where the feed stands
 * (`connecting` from the first render, `live` after every successful poll, empty or not,
 * `retrying`, `error`, or `idle` when disabled); `updatedAt` is the time of the last successful
 * poll; `retry()` restarts a feed that ended, resuming after the newest headline shown (`gap`
 * says when it could not catch up). The feed stops when the last component using it unmounts or
 * is disabled; new parameters watch a new feed. Removing its query (`queryClient.clear()`)
 * starts it over, and the hook follows.
 *
 * @example
 * ```tsx
 * const { headlines, status, error, retry } = useLiveWires({ tab: 'important', maxItems: 50 });
 * ```
 */
export function useLiveWires(params: UseLiveWiresParams = {}): UseLiveWiresResult {
  const { source, scope } = useMarketDataContext('useLiveWires');
  const queryClient = useQueryClient();
  const {
    tab,
    tickers,
    industry,
    size,
    intervalMs,
    relayUrl,
    maxItems = 100,
    enabled = true,
  } = params;
  if (!Number.isInteger(maxItems) || maxItems < 1) {
    throw new RangeError(
      `useLiveWires: option "maxItems" must be an integer >= 1 (got ${String(maxItems)})`,
    );
  }
  if (relayUrl !== undefined && (typeof relayUrl !== 'string' || !relayUrl)) {
    throw new TypeError(
      `useLiveWires: option "relayUrl" must be a non-empty URL string (got ${typeof relayUrl})`,
    );
  }
  const feedParams: LiveFeedParams = definedOnly({
    tab,
    tickers,
    industry,
    size,
    intervalMs,
    relayUrl,
  });
  const queryKey = liveWiresKey(feedParams, scope);
  const hash = hashKey(queryKey);
  const { data } = useQuery<LiveWiresState>({
    queryKey,
    queryFn: skipToken,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  // After the app cleared the cache, the feed writes into a new query: render to follow it.
  const [, follow] = useReducer((count: number) => count + 1, 0);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'added' && hashKey(event.query.queryKey) === hash) follow();
      }),
    [queryClient, hash],
  );

  const restartRef = useRef<() => void>(() => {});
  const keyRef = useRef({ queryKey, feedParams });
  keyRef.current = { queryKey, feedParams };
  useEffect(() => {
    if (!enabled) return;
    const current = keyRef.current;
    const subscription = subscribeLiveFeed(
      queryClient,
      current.queryKey,
      hash,
      source,
      current.feedParams,
      maxItems,
    );
    restartRef.current = subscription.restart;
    return () => {
      restartRef.current = () => {};
      subscription.unsubscribe();
    };
  }, [queryClient, hash, source, enabled, maxItems]);
  const retry = useCallback(() => restartRef.current(), []);

  const state = enabled ? (data ?? connectingState) : idleState;
  const headlines = useMemo(
    () =>
      state.headlines.length > maxItems ? state.headlines.slice(0, maxItems) : state.headlines,
    [state.headlines, maxItems],
  );
  return { ...state, headlines, retry };
}
