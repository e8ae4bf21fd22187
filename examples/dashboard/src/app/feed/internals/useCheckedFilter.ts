import { InvalidParamError } from '@marketdata-sdk/client';
import { useMarketDataQueries } from '@marketdata-sdk/react-hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FeedFilter } from '../FeedFilters';

/** The unknown symbol of a ticker filter that was not applied, and the filter as typed. */
interface Rejected {
  symbol: string;
  tickers: string;
}

/**
 * Applies a filter only when the service knows every ticker in it (checked with search); an
 * unknown one leaves the feed on its last good filter and is reported with suggestions. A 4012
 * that still comes back (search unreachable) puts the last good filter back.
 */
export function useCheckedFilter(
  filter: FeedFilter,
  setFilter: (next: FeedFilter) => void,
  error: unknown,
  loaded: boolean,
) {
  const queryClient = useQueryClient();
  const queries = useMarketDataQueries();
  const [rejected, setRejected] = useState<Rejected>();
  // Bumped when a suggestion replaces the typed text, so that the filter box shows it.
  const [version, setVersion] = useState(0);
  const lastGood = useRef(filter);
  if (loaded && !error) lastGood.current = filter;

  const apply = async (next: FeedFilter) => {
    if (next.tickers && next.tickers !== filter.tickers) {
      for (const symbol of next.tickers.split(',')) {
        const found = await queryClient
          .fetchQuery(queries.searchSecurities({ query: symbol }))
          .catch(() => undefined);
        if (found && !found.some((s) => s.ticker.toUpperCase() === symbol)) {
          setRejected({ symbol, tickers: next.tickers });
          // The other filters still apply; the tickers stay as they were.
          setFilter({ ...next, tickers: filter.tickers });
          return;
        }
      }
    }
    setRejected(undefined);
    setFilter(next);
  };

  useEffect(() => {
    if (error instanceof InvalidParamError && filter.tickers && filter !== lastGood.current) {
      setRejected({ symbol: filter.tickers, tickers: filter.tickers });
      setFilter(lastGood.current);
    }
  }, [error, filter, setFilter]);

  const pick = (ticker: string) => {
    if (!rejected) return;
    const tickers = rejected.tickers
      .split(',')
      .map((t) => (t === rejected.symbol ? ticker : t))
      .join(',');
    setVersion((v) => v + 1);
    void apply({ ...filter, tickers });
  };
  return { rejected, apply, pick, version };
}
