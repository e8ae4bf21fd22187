import { useMemo } from 'react';
import { hashParams, setHashParam, useHashParam } from '../router';
import type { FeedFilter } from './FeedFilters';
import { feedFilterOf } from './firstPage';

/**
 * The feed's filters and its open headline, kept in the URL (`#/?tab=earnings&tickers=NVDA&news=…`):
 * a reload shows the same feed, and the address of an open headline is a link to it. Values the
 * spec does not allow are ignored, never sent.
 */
export function useFeedUrlState() {
  const [tab] = useHashParam('tab');
  const [industry] = useHashParam('industry');
  const [tickers] = useHashParam('tickers');
  const [newsId, setNewsId] = useHashParam('news');
  const filter = useMemo<FeedFilter>(
    () =>
      feedFilterOf(
        new URLSearchParams({
          ...(tab === undefined ? {} : { tab }),
          ...(industry === undefined ? {} : { industry }),
          ...(tickers === undefined ? {} : { tickers }),
        }),
      ),
    [tab, industry, tickers],
  );
  const setFilter = (next: FeedFilter) => {
    const current = hashParams();
    if ((current.get('tab') ?? 'all') !== next.tab)
      setHashParam('tab', next.tab === 'all' ? undefined : next.tab);
    if ((current.get('industry') ?? '') !== next.industry)
      setHashParam('industry', next.industry || undefined);
    if ((current.get('tickers') ?? '') !== next.tickers)
      setHashParam('tickers', next.tickers || undefined);
  };
  return { filter, setFilter, newsId, setNewsId };
}
