import type { Headline } from '@marketdata-sdk/types';
import { useEffect, useState } from 'react';
import { ErrorNotice } from '../components/ErrorNotice';
import { type FeedFilter, FeedFilters } from './FeedFilters';
import { HeadlineItem } from './HeadlineItem';
import { ReadingPane } from './ReadingPane';
import { useFeed } from './useFeed';

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The live news feed with its filters and a reading pane. */
export function FeedView({ pollIntervalMs }: { pollIntervalMs: number }) {
  const [filter, setFilter] = useState<FeedFilter>({ tab: 'all', industry: '', tickers: '' });
  const [selected, setSelected] = useState<Headline>();
  const { history, live, headlines, newIds } = useFeed(filter, pollIntervalMs);
  const now = useNow(15_000);
  const liveState = live.error ? 'error' : live.status;
  const firstHeadline = headlines[0];

  // On a wide screen the reading pane is beside the feed: fill it with the newest headline.
  useEffect(() => {
    if (
      selected === undefined &&
      firstHeadline &&
      window.matchMedia('(min-width: 1001px)').matches
    ) {
      setSelected(firstHeadline);
    }
  }, [selected, firstHeadline]);

  return (
    <div className={`feed-layout ${selected ? 'reading' : ''}`}>
      <section className="feed card" aria-label="News feed">
        <header className="card-head">
          <h2>News wires</h2>
          <span
            className={`live-dot live-${liveState}`}
            data-testid="live-status"
            title={live.error ? `The live feed stopped: ${live.error.message}` : undefined}
          >
            {live.error ? 'Stopped' : live.status === 'live' ? 'Live' : 'Connecting'}
          </span>
          {newIds.size > 0 && <span className="badge badge-new">{newIds.size} new</span>}
        </header>
        <FeedFilters value={filter} onChange={setFilter} />
        <div className="feed-scroll">
          {history.isPending && (
            <div
              className="skeleton skeleton-list"
              role="status"
              aria-busy="true"
              aria-label="Loading headlines"
            >
              <span />
              <span />
              <span />
              <span />
              <span />
            </div>
          )}
          {history.isError && (
            <ErrorNotice error={history.error} onRetry={() => void history.refetch()} />
          )}
          {history.isSuccess && headlines.length === 0 && (
            <p className="empty">No headlines match these filters.</p>
          )}
          {headlines.length > 0 && (
            <ol className="headlines" data-testid="headlines" aria-live="polite">
              {headlines.map((headline) => (
                <HeadlineItem
                  key={headline.news_id}
                  headline={headline}
                  selected={selected?.news_id === headline.news_id}
                  isNew={newIds.has(headline.news_id)}
                  now={now}
                  onSelect={setSelected}
                />
              ))}
            </ol>
          )}
          {history.hasNextPage && (
            <button
              type="button"
              className="btn btn-block"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {history.isFetchingNextPage ? 'Loading…' : 'Load older headlines'}
            </button>
          )}
        </div>
      </section>
      <ReadingPane headline={selected} onClose={() => setSelected(undefined)} />
    </div>
  );
}
