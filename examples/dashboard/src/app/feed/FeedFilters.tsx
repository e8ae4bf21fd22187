import { wireIndustries, wireTabs } from '@marketdata-sdk/types';
import { useEffect, useState } from 'react';
import { onTabListKeyDown } from '../components/tabKeys';
import { industryLabels, tabLabels } from './labels';

/** The feed's filters, with the spec's parameter names. */
export interface FeedFilter {
  tab: string;
  industry: string;
  tickers: string;
}

/** Tabs, the industry select and a ticker filter. */
export function FeedFilters({
  value,
  onChange,
}: {
  value: FeedFilter;
  onChange: (next: FeedFilter) => void | Promise<void>;
}) {
  const [tickers, setTickers] = useState(value.tickers);
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
      <div className="tabs" role="tablist" aria-label="Wire tabs" onKeyDown={onTabListKeyDown}>
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
