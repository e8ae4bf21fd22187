import { useMarketDataQueries } from '@marketdata-sdk/react-hooks';
import type { Security } from '@marketdata-sdk/types';
import { useQueries } from '@tanstack/react-query';
import { routeHref } from '../router';
import { isEtf } from './SearchBox';

/** The searches tried for a mistyped symbol: as typed, then shorter and shorter prefixes. */
export function suggestionQueries(symbol: string): string[] {
  const s = symbol.trim().toUpperCase();
  return [...new Set([s, s.slice(0, -1), s.slice(0, -2), s.slice(0, 1)])].filter(
    (q) => q.length > 0,
  );
}

/** Up to `max` securities close to a symbol that the service does not know, from search. */
export function useSymbolSuggestions(symbol: string, max = 5): Security[] {
  const queries = useMarketDataQueries();
  const results = useQueries({
    queries: suggestionQueries(symbol).map((query) => queries.searchSecurities({ query })),
  });
  const seen = new Set<string>();
  const out: Security[] = [];
  for (const result of results) {
    for (const security of result.data ?? []) {
      const key = security.ticker.toUpperCase();
      if (key === symbol.toUpperCase() || seen.has(key)) continue;
      seen.add(key);
      out.push(security);
    }
  }
  return out.slice(0, max);
}

/** "Symbol not found" with suggestions: links to their views, or `onPick` when given. */
export function SymbolNotFound({
  symbol,
  onPick,
  testId = 'symbol-not-found',
}: {
  symbol: string;
  onPick?: (ticker: string) => void;
  testId?: string;
}) {
  const suggestions = useSymbolSuggestions(symbol);
  return (
    <div className="notice notice-warning" role="alert" data-testid={testId}>
      <p className="notice-title">Symbol not found: {symbol}</p>
      {suggestions.length > 0 ? (
        <div className="suggestions">
          <span>Did you mean</span>
          <ul className="chips" aria-label="Suggestions">
            {suggestions.map((s) => (
              <li key={s.ticker}>
                {onPick ? (
                  <button type="button" className="chip" onClick={() => onPick(s.ticker)}>
                    {s.ticker} <span className="muted">{s.name}</span>
                  </button>
                ) : (
                  <a
                    className="chip"
                    href={routeHref({ view: isEtf(s) ? 'etf' : 'ticker', ticker: s.ticker })}
                  >
                    {s.ticker} <span className="muted">{s.name}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="notice-message">Search by company name to find its symbol.</p>
      )}
    </div>
  );
}
