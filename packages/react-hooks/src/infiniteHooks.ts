import type { MarketDataError } from '@marketdata-sdk/client';
import { type UseInfiniteQueryResult, useInfiniteQuery } from '@tanstack/react-query';
import {
  type CongressTradesInfiniteData,
  type CongressTradesInfiniteOptions,
  type CongressTradesInfiniteParams,
  congressTradesInfiniteQueryOptions,
} from './congressTradesInfiniteQueryOptions';
import { definedOnly } from './internals/definedOnly';
import { useMarketDataClient } from './MarketDataProvider';
import {
  type WiresInfiniteData,
  type WiresInfiniteOptions,
  type WiresInfiniteParams,
  wiresInfiniteQueryOptions,
} from './wiresInfiniteQueryOptions';

/** `useInfiniteQuery` options a caller may still set on an infinite hook. */
export interface InfiniteHookOptions {
  /** Set to false to keep the query idle (default true). */
  enabled?: boolean;
  /** How long loaded pages stay fresh, in ms (default: the operation's `defaultStaleTimes`). */
  staleTime?: number;
  /** How long unused pages stay in the cache, in ms. */
  gcTime?: number;
  /** Refetch every loaded page at this interval, in ms. */
  refetchInterval?: number | false;
  /** Refetch when the window regains focus. */
  refetchOnWindowFocus?: boolean;
  /** Overrides the package's retry policy. */
  retry?: boolean | number | ((failureCount: number, error: MarketDataError) => boolean);
}

/**
 * The wire list as an infinite query (`listWires` paged by `start_id`): `data.headlines` holds
 * every loaded headline once, newest first; `fetchNextPage()` loads older ones until
 * `hasNextPage` is false.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useWiresInfinite({ size: 20 }, { maxPages: 10 });
 * data?.headlines.map((headline) => <Row key={headline.news_id} headline={headline} />);
 * ```
 */
export function useWiresInfinite(
  params?: WiresInfiniteParams,
  options?: WiresInfiniteOptions & InfiniteHookOptions,
): UseInfiniteQueryResult<WiresInfiniteData, MarketDataError> {
  const client = useMarketDataClient();
  const { maxPages, ...rest } = options ?? {};
  const base = wiresInfiniteQueryOptions(
    client,
    params,
    maxPages === undefined ? {} : { maxPages },
  );
  return useInfiniteQuery({ ...base, ...definedOnly(rest) });
}

/**
 * A stock's Congress trades as an infinite query (`listCongressTrades` paged by page number):
 * `data.trades` holds every loaded trade; the list ends on a short page.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useCongressTradesInfinite({ ticker: 'NVDA' });
 * ```
 */
export function useCongressTradesInfinite(
  params: CongressTradesInfiniteParams,
  options?: CongressTradesInfiniteOptions & InfiniteHookOptions,
): UseInfiniteQueryResult<CongressTradesInfiniteData, MarketDataError> {
  const client = useMarketDataClient();
  const { maxPages, ...rest } = options ?? {};
  const base = congressTradesInfiniteQueryOptions(
    client,
    params,
    maxPages === undefined ? {} : { maxPages },
  );
  return useInfiniteQuery({ ...base, ...definedOnly(rest) });
}
