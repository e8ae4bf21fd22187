import { useMarketDataQueries } from '@marketdata-sdk/react-hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useQuote } from '../components/useQuote';
import { fmt } from '../format';
import { routeHref } from '../router';
import { maxWatched, unwatch, useWatchlist, watch } from './watchlist';

/** One watched ticker: its last price and day change, kept fresh while the page is open. */
function WatchedRow({ ticker }: { ticker: string }) {
  const { last, change, failed } = useQuote(ticker);
  return (
    <tr data-testid="watched" data-ticker={ticker}>
      <th scope="row">
        <a href={routeHref({ view: 'ticker', ticker })}>{ticker}</a>
      </th>
      <td className="num" data-testid="watched-price">
        {last === undefined ? (failed ? 'unavailable' : '…') : fmt.usd(last)}
      </td>
      <td
        className={`num ${change === undefined ? 'muted' : change >= 0 ? 'positive' : 'negative'}`}
        data-testid="watched-change"
      >
        {change === undefined ? '—' : fmt.signedPercent(change)}
      </td>
      <td className="num">
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-label={`Remove ${ticker} from the watchlist`}
          onClick={() => unwatch(ticker)}
        >
          Remove
        </button>
      </td>
    </tr>
  );
}

/** The reader's watchlist: tickers with their live change, added by symbol, kept in this browser. */
export function WatchlistView() {
  const tickers = useWatchlist();
  const queryClient = useQueryClient();
  const queries = useMarketDataQueries();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const add = async () => {
    const symbol = typed.trim().toUpperCase();
    if (!symbol) return;
    // Only a symbol the service knows (search finds it exactly) joins the list.
    const found = await queryClient
      .fetchQuery(queries.searchSecurities({ query: symbol }))
      .catch(() => undefined);
    if (!found?.some((s) => s.ticker.toUpperCase() === symbol)) {
      setProblem(`No security has the symbol ${symbol}.`);
      return;
    }
    if (!watch(symbol)) {
      setProblem(`The watchlist holds at most ${maxWatched} tickers.`);
      return;
    }
    setProblem(undefined);
    setTyped('');
  };
  return (
    <div className="watchlist-view" data-testid="watchlist-view">
      <section className="card">
        <header className="card-head">
          <h1 className="card-title">Watchlist</h1>
          {tickers.length > 0 && (
            <a className="btn btn-ghost btn-small" href={`#/?tickers=${tickers.join(',')}`}>
              News of these tickers
            </a>
          )}
        </header>
        <div className="card-body">
          <form
            className="filter-row"
            onSubmit={(event) => {
              event.preventDefault();
              void add();
            }}
          >
            <label className="field grow">
              <span>Add a ticker</span>
              <input
                type="text"
                value={typed}
                placeholder="e.g. MSFT"
                spellCheck={false}
                aria-describedby={problem ? 'watchlist-problem' : undefined}
                onChange={(event) => setTyped(event.target.value)}
              />
            </label>
            <button type="submit" className="btn">
              Add
            </button>
          </form>
          {problem && (
            <p className="notice notice-info" id="watchlist-problem" role="alert">
              {problem}
            </p>
          )}
          {tickers.length === 0 ? (
            <p className="empty">
              Nothing watched yet: add a ticker here or with “Watch” on a security’s page.
            </p>
          ) : (
            <table className="table" data-testid="watchlist-table">
              <thead>
                <tr>
                  <th scope="col">Ticker</th>
                  <th scope="col" className="num">
                    Last
                  </th>
                  <th scope="col" className="num">
                    Day
                  </th>
                  <th scope="col" className="num">
                    <span className="visually-hidden">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {tickers.map((ticker) => (
                  <WatchedRow key={ticker} ticker={ticker} />
                ))}
              </tbody>
            </table>
          )}
        </div>
      </section>
    </div>
  );
}
