import { wireIndustries, wireTabs } from '@marketdata-sdk/types';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { onTabListKeyDown } from '../components/tabKeys';
import { useWatchlist } from '../watchlist/watchlist';
import { industryLabels, tabLabels } from './labels';

/** The feed's filters, with the spec's parameter names. */
export interface FeedFilter {
  tab: string;
  industry: string;
  tickers: string;
}

/**
 * Whether a horizontally scrolling box has more content before or after what it shows, kept
 * up to date on scroll and resize.
 */
function useScrollHints(ref: RefObject<HTMLElement | null>) {
  const [more, setMore] = useState({ before: false, after: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const before = el.scrollLeft > 1;
      const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setMore((m) => (m.before === before && m.after === after ? m : { before, after }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref]);
  return more;
}

/** Tabs, the industry select and a ticker filter. */
export function FeedFilters({
  value,
  onChange,
  dense,
  onDense,
}: {
  value: FeedFilter;
  onChange: (next: FeedFilter) => void | Promise<void>;
  /** Whether the list shows one line per headline. */
  dense: boolean;
  onDense: (dense: boolean) => void;
}) {
  const [tickers, setTickers] = useState(value.tickers);
  const watchlist = useWatchlist();
  const tabsRef = useRef<HTMLDivElement>(null);
  // Tabs cut off by a narrow screen are hinted at with a fade and an arrow on that side.
  const more = useScrollHints(tabsRef);
  // A filter applied from elsewhere (a suggestion picked) shows in the box.
  useEffect(() => setTickers(value.tickers), [value.tickers]);
  const applyTickers = () => {
    const normalized = tickers
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((t) => t.toUpperCase())
      .join(',');
    setTickers(normalized);
    if (normalized !== value.tickers) void onChange({ ...value, tickers: normalized });
  };
  return (
    <div className="filters">
      <div className="tabs-scroller">
        <div
          ref={tabsRef}
          className="tabs"
          role="tablist"
          aria-label="Wire tabs"
          onKeyDown={onTabListKeyDown}
        >
          {wireTabs.map((tab) => (
            <button
              key={tab}
              id={`wire-tab-${tab}`}
              type="button"
              role="tab"
              aria-selected={value.tab === tab}
              aria-controls="feed-panel"
              tabIndex={value.tab === tab ? 0 : -1}
              className="tab"
              onClick={() => onChange({ ...value, tab })}
            >
              {tabLabels[tab] ?? tab}
            </button>
          ))}
        </div>
        {more.before && (
          <span
            className="tabs-more tabs-more-before"
            aria-hidden="true"
            data-testid="tabs-more-before"
          >
            ‹
          </span>
        )}
        {more.after && (
          <span
            className="tabs-more tabs-more-after"
            aria-hidden="true"
            data-testid="tabs-more-after"
          >
            ›
          </span>
        )}
      </div>
      <div className="filter-row">
        <label className="field">
          <span>Industry</span>
          <select
            value={value.industry}
            onChange={(event) => onChange({ ...value, industry: event.target.value })}
            aria-label="Industry"
          >
            <option value="">All industries</option>
            {wireIndustries.map((industry) => (
              <option key={industry} value={industry}>
                {industryLabels[industry] ?? industry}
              </option>
            ))}
          </select>
        </label>
        <form
          className="field grow"
          onSubmit={(event) => {
            event.preventDefault();
            applyTickers();
          }}
        >
          <span>Tickers</span>
          <input
            type="text"
            placeholder="e.g. AAPL, NVDA"
            aria-label="Filter by tickers"
            value={tickers}
            onChange={(event) => setTickers(event.target.value)}
            onBlur={applyTickers}
            spellCheck={false}
          />
        </form>
        <button
          type="button"
          className="btn btn-ghost"
          aria-pressed={watchlist.length > 0 && value.tickers === watchlist.join(',')}
          disabled={watchlist.length === 0}
          title={
            watchlist.length === 0
              ? 'Add tickers to your watchlist first'
              : `Only headlines of ${watchlist.join(', ')}`
          }
          onClick={() => {
            const listed = watchlist.join(',');
            const next = value.tickers === listed ? '' : listed;
            setTickers(next);
            void onChange({ ...value, tickers: next });
          }}
        >
          Watchlist
        </button>
        <button
          type="button"
          className="btn btn-ghost density-toggle"
          aria-pressed={dense}
          onClick={() => onDense(!dense)}
        >
          Compact
        </button>
        {(value.industry || value.tickers) && (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setTickers('');
              onChange({ ...value, industry: '', tickers: '' });
            }}
          >
            Clear
          </button>
        )}
      </div>
    </div>
  );
}
