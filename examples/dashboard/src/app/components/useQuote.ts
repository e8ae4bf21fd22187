import { useMarketDataQueries } from '@marketdata-sdk/react-hooks';
import { useQuery } from '@tanstack/react-query';

const dayMs = 86_400_000;
/** How often a quote is asked again while it is on screen. */
export const quoteRefreshMs = 60_000;

/**
 * A ticker's last price and change since the previous close, from its last two daily bars
 * (`getCandles`), asked again every minute. The window starts at a UTC midnight, so every
 * quote of one ticker on the page (a feed tag, the watchlist, the market strip) shares one
 * request.
 */
export function useQuote(
  ticker: string,
  enabled = true,
): { last?: number; change?: number; failed: boolean } {
  const queries = useMarketDataQueries();
  const from = Math.floor(Date.now() / dayMs) * dayMs - 10 * dayMs;
  const query = useQuery({
    ...queries.getCandles({ ticker, interval: 'day', step: 1, from }),
    enabled,
    staleTime: quoteRefreshMs,
    refetchInterval: quoteRefreshMs,
    retry: false,
  });
  const bars = query.data ?? [];
  const last = bars[bars.length - 1];
  const previous = bars[bars.length - 2];
  return {
    ...(last ? { last: last.c } : {}),
    ...(last && previous?.c ? { change: last.c / previous.c - 1 } : {}),
    failed: query.isError,
  };
}
