import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fmt } from '../format';
import { routeHref } from '../router';
import { useQuote } from './useQuote';

/**
 * The strip's instruments: the three index funds the data has. The 10-year Treasury yield has
 * no ticker or series in the API, so the strip leaves it out rather than show a made-up one.
 */
export const stripTickers = ['SPY', 'QQQ', 'DIA'] as const;

function StripItem({ ticker, enabled }: { ticker: string; enabled: boolean }) {
  const { last, change } = useQuote(ticker, enabled);
  return (
    <li>
      <a href={routeHref({ view: 'etf', ticker })} data-testid="strip-item" data-ticker={ticker}>
        <span className="strip-symbol">{ticker}</span>
        <span className="strip-price">{last === undefined ? '—' : fmt.usd(last)}</span>
        <span
          className={change === undefined ? 'muted' : change >= 0 ? 'positive' : 'negative'}
          data-testid="strip-change"
        >
          {change === undefined ? '\u00a0' : fmt.signedPercent(change)}
        </span>
      </a>
    </li>
  );
}

/** A line of the market's main funds with their live change, under the top bar. */
export function MarketStrip({ show }: { show: boolean }) {
  // Asked for once the view's own requests have settled for a second: not part of a view's
  // first load, however long that takes.
  const [enabled, setEnabled] = useState(false);
  const fetching = useIsFetching();
  useEffect(() => {
    if (enabled || fetching > 0) return;
    const timer = setTimeout(() => setEnabled(true), 1_000);
    return () => clearTimeout(timer);
  }, [enabled, fetching]);
  if (!show) return null;
  return (
    <nav className="market-strip" aria-label="Markets">
      <ul>
        {stripTickers.map((ticker) => (
          <StripItem key={ticker} ticker={ticker} enabled={enabled} />
        ))}
      </ul>
    </nav>
  );
}
