import type { MarketDataError, WatchWiresParams } from '@marketdata-sdk/client';
import { useEffect, useReducer, useRef } from 'react';
import {
  initialLiveWiresState,
  type LiveWiresState,
  liveWiresReducer,
} from './internals/liveWiresReducer';
import { useMarketDataClient } from './MarketDataProvider';

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
  /** Milliseconds between polls (the client's default when omitted). */
  intervalMs?: number;
  /** Most headlines kept, newest first (default 100). */
  maxItems?: number;
  /** Set to false to stop the feed without unmounting (default true). */
  enabled?: boolean;
}

/**
 * Live news wires over the client's `news.watchWires`: newest first, at most `maxItems`, one
 * render per batch of new headlines. The feed stops when the component unmounts, when
 * `enabled` turns false, or when a filter changes (a new feed starts with the new filters).
 *
 * @example
 * ```tsx
 * const { headlines, status, error } = useLiveWires({ tab: 'important', maxItems: 50 });
 * ```
 */
export function useLiveWires(params: UseLiveWiresParams = {}): LiveWiresState {
  const client = useMarketDataClient();
  const [state, dispatch] = useReducer(liveWiresReducer, initialLiveWiresState);
  const { tab, tickers, industry, size, intervalMs, maxItems = 100, enabled = true } = params;
  // The bound applies from the next batch on; changing it does not restart the feed.
  const maxItemsRef = useRef(maxItems);
  useEffect(() => {
    maxItemsRef.current = maxItems;
  }, [maxItems]);

  useEffect(() => {
    dispatch({ type: 'start', enabled });
    if (!enabled) return;
    const controller = new AbortController();
    const feed = client.news.watchWires({
      tab,
      tickers,
      industry,
      size,
      intervalMs,
      signal: controller.signal,
    });
    void (async () => {
      try {
        for await (const batch of feed.batches()) {
          if (controller.signal.aborted) return;
          dispatch({ type: 'batch', batch, maxItems: maxItemsRef.current, at: Date.now() });
        }
      } catch (error) {
        if (!controller.signal.aborted) {
          dispatch({ type: 'error', error: error as MarketDataError });
        }
      }
    })();
    return () => controller.abort();
  }, [client, tab, tickers, industry, size, intervalMs, enabled]);

  return state;
}
