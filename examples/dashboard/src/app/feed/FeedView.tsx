import type { Headline } from '@marketdata-sdk/types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorNotice } from '../components/ErrorNotice';
import { SymbolNotFound } from '../components/SymbolNotFound';
import { useConnection } from '../connection';
import { fmt } from '../format';
import { useRememberedChoice } from '../preferences';
import { FeedFilters } from './FeedFilters';
import { HeadlineItem } from './HeadlineItem';
import { useReadState } from './internals/readState';
import { useArrivalAnnouncement } from './internals/useArrivalAnnouncement';
import { useCheckedFilter } from './internals/useCheckedFilter';
import { useFeedKeys } from './internals/useFeedKeys';
import { ReadingPane } from './ReadingPane';
import { useFeed } from './useFeed';
import { useFeedUrlState } from './useFeedUrlState';

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Whether a media query matches, following changes. */
function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    list.addEventListener('change', onChange);
    onChange();
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

type Density = 'comfortable' | 'compact';
const isDensity = (value: unknown): value is Density =>
  value === 'comfortable' || value === 'compact';

/** How many of the newest headlines show their tags' day change (each ticker is one request). */
const tagChangeHeadlines = 30;

/** The live news feed with its filters and a reading pane. */
export function FeedView({
  pollIntervalMs,
  tagChanges = true,
  relayUrl,
}: {
  pollIntervalMs: number;
  /** The main job's wire relay: the feed streams from it instead of polling. */
  relayUrl?: string | undefined;
  /** Whether ticker tags show the day's change (off in live mode to spare the rate limit). */
  tagChanges?: boolean;
}) {
  // The tags' changes are asked for once the first headlines are on screen, not before them.
  const [settled, setSettled] = useState(false);
  const { filter, setFilter, newsId, setNewsId } = useFeedUrlState();
  const [selectedHeadline, setSelectedHeadline] = useState<Headline>();
  // The open headline is named in the URL, so that its address is a link to it.
  const selected = selectedHeadline?.news_id === newsId || !newsId ? selectedHeadline : undefined;
  const { read, markRead } = useReadState();
  const [density, setDensity] = useRememberedChoice('density', isDensity, 'comfortable');
  const dense = density === 'compact';
  const setSelected = (headline: Headline | undefined) => {
    setSelectedHeadline(headline);
    setNewsId(headline?.news_id);
    // A headline the reader opens is read (the one shown unasked beside the feed is not).
    if (headline) markRead([headline.news_id]);
  };
  const narrow = useMediaQuery('(max-width: 1000px)');
  // On a narrow screen the reading pane covers the feed: a dialog with its own history entry.
  const modal = narrow && selected !== undefined;
  const open = (headline: Headline) => {
    setSelected(headline);
    if (narrow && !(window.history.state as { reader?: string } | null)?.reader) {
      window.history.pushState({ reader: headline.news_id }, '');
    }
  };
  // The feed is one Tab stop: the headline last focused (the first one at first).
  const [activeId, setActiveId] = useState<string>();
  const onActivate = useCallback((newsId: string) => setActiveId(newsId), []);
  const [focusRequest, setFocusRequest] = useState(0);
  const openAndRead = (headline: Headline) => {
    open(headline);
    // A narrow screen's dialog takes the focus itself; beside the feed, move it to the pane.
    if (!narrow) setFocusRequest((n) => n + 1);
  };
  const closeRef = useRef<() => void>(() => {});
  closeRef.current = () => {
    const id = selected?.news_id;
    setSelected(undefined);
    // Back to the headline that opened the pane.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-news-id="${id}"]`)?.focus(),
    );
  };
  const close = () => {
    if ((window.history.state as { reader?: string } | null)?.reader) window.history.back();
    else closeRef.current();
  };
  useEffect(() => {
    const onPop = () => closeRef.current();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const connection = useConnection();
  const { history, live, headlines, newIds, source } = useFeed(
    filter,
    pollIntervalMs,
    connection.online,
    relayUrl,
  );
  const now = useNow(15_000);
  const status: string = live.status;
  const liveState =
    !connection.online || status === 'retrying' ? 'retrying' : live.error ? 'error' : status;
  const liveLabel =
    liveState === 'retrying'
      ? 'Reconnecting'
      : liveState === 'error'
        ? 'Stopped'
        : liveState === 'live'
          ? 'Live'
          : 'Connecting';
  const firstHeadline = headlines[0];
  // Two seconds after the first headlines show (however long they took to come).
  const shown = firstHeadline !== undefined;
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setSettled(true), 2_000);
    return () => clearTimeout(timer);
  }, [shown]);
  const activeIndex = Math.max(
    0,
    headlines.findIndex((h) => h.news_id === activeId),
  );
  const { rejected, apply, pick, version } = useCheckedFilter(
    filter,
    setFilter,
    history.error ?? live.error,
    history.isSuccess,
  );
  const announcement = useArrivalAnnouncement(headlines, newIds);

  // A headline named in the URL (a shared link, a reload) opens once the feed lists it.
  const linked = newsId ? headlines.find((h) => h.news_id === newsId) : undefined;
  useEffect(() => {
    if (linked && selectedHeadline?.news_id !== linked.news_id) {
      setSelectedHeadline(linked);
      markRead([linked.news_id]);
    }
  }, [linked, selectedHeadline, markRead]);
  // j / k: the next or previous headline, shown in the pane beside the feed on a wide screen.
  useFeedKeys((article) => {
    const headline = headlines.find((h) => h.news_id === article.dataset.newsId);
    if (headline && !narrow) setSelected(headline);
  });
  // "New" is what arrived since the feed opened and has not been read.
  const unreadNew = headlines.filter((h) => newIds.has(h.news_id) && !read.has(h.news_id));
  // On a wide screen the reading pane is beside the feed: fill it with the newest headline
  // (without naming it in the URL: the reader did not choose it).
  useEffect(() => {
    if (
      selectedHeadline === undefined &&
      !newsId &&
      firstHeadline &&
      window.matchMedia('(min-width: 1001px)').matches
    ) {
      setSelectedHeadline(firstHeadline);
    }
  }, [selectedHeadline, newsId, firstHeadline]);

  return (
    <div className={`feed-layout ${selected ? 'reading' : ''}`}>
      <section className="feed card" aria-label="News feed" inert={modal || undefined}>
        <header className="card-head">
          <h1 className="card-title">News wires</h1>
          <span
            className={`live-dot live-${liveState}`}
            data-testid="live-status"
            data-source={source}
            title={live.error ? `The live feed stopped: ${live.error.message}` : undefined}
          >
            {liveLabel}
          </span>
          {liveState === 'retrying' && connection.lastAnswerAt !== undefined && (
            <span className="muted small" data-testid="feed-age">
              as of {fmt.time(connection.lastAnswerAt)}
            </span>
          )}
          {unreadNew.length > 0 && (
            <button
              type="button"
              className="badge badge-new badge-button"
              data-testid="new-count"
              title="Mark these as read"
              // Not a Tab stop of its own (it comes and goes with arrivals); reading them with
              // Enter or j / k marks them read too.
              tabIndex={-1}
              onClick={() => markRead(unreadNew.map((h) => h.news_id))}
            >
              {unreadNew.length} new
            </button>
          )}
        </header>
        <p className="visually-hidden" role="status" data-testid="feed-announcer">
          {announcement}
        </p>
        <FeedFilters
          key={version}
          value={filter}
          onChange={apply}
          dense={dense}
          onDense={(next) => setDensity(next ? 'compact' : 'comfortable')}
        />
        {rejected && (
          <div className="feed-rejected" data-testid="feed-rejected">
            <SymbolNotFound symbol={rejected.symbol} onPick={pick} testId="feed-symbol-not-found" />
            <p className="muted small">
              The feed keeps showing{' '}
              {filter.tickers ? `the headlines of ${filter.tickers}` : 'every ticker'}.
            </p>
          </div>
        )}
        <div
          className="feed-scroll"
          id="feed-panel"
          role="tabpanel"
          aria-labelledby={`wire-tab-${filter.tab}`}
        >
          {history.isPending && headlines.length === 0 && (
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
            <div
              className={`headlines ${dense ? 'dense' : ''}`}
              data-testid="headlines"
              role="feed"
              aria-label="Headlines, newest first"
              aria-busy={history.isFetchingNextPage}
              // PageDown / PageUp move the focus to the next / previous headline (feed pattern).
              onKeyDown={(event) => {
                if (event.key !== 'PageDown' && event.key !== 'PageUp') return;
                const article = (event.target as HTMLElement).closest('[role="article"]');
                if (!article) return;
                event.preventDefault();
                const next =
                  event.key === 'PageDown'
                    ? article.nextElementSibling
                    : article.previousElementSibling;
                (next as HTMLElement | null)?.focus();
              }}
            >
              {headlines.map((headline, index) => (
                <HeadlineItem
                  key={headline.news_id}
                  headline={headline}
                  selected={selected?.news_id === headline.news_id}
                  isNew={newIds.has(headline.news_id) && !read.has(headline.news_id)}
                  unread={!read.has(headline.news_id)}
                  dense={dense}
                  now={now}
                  onSelect={open}
                  onOpen={openAndRead}
                  onActivate={onActivate}
                  active={index === activeIndex}
                  position={index + 1}
                  showChanges={tagChanges && settled && index < tagChangeHeadlines}
                />
              ))}
            </div>
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
      <ReadingPane headline={selected} modal={modal} onClose={close} focusRequest={focusRequest} />
    </div>
  );
}
