import { useListEtfHoldings, useSearchSecurities } from '@marketdata-sdk/react-hooks';
import type { EtfHoldingsRecord } from '@marketdata-sdk/types';
import { EtfWeightsChart, type WeightSeries } from '../charts/EtfWeightsChart';
import { Panel } from '../components/Panel';
import { SymbolNotFound } from '../components/SymbolNotFound';
import { fmt } from '../format';
import { navigate, routeHref } from '../router';

/** Well-known ETFs offered as shortcuts; any other is reachable by search. */
const shortcuts = ['SPY', 'QQQ', 'DIA', 'XLK', 'XLV', 'XLI', 'XLE'];

/** Weights may come as fractions (0.07) or percentages (7): show percentages either way. */
function percentScale(records: EtfHoldingsRecord[]): number {
  const totals = records.map((r) => r.total_weight);
  return totals.length > 0 && Math.max(...totals) <= 1.5 ? 100 : 1;
}

function weightSeries(
  records: EtfHoldingsRecord[],
  tickers: string[],
  scale: number,
): WeightSeries[] {
  return tickers.map((ticker) => ({
    ticker,
    points: records.flatMap((r) => {
      const h = r.holdings.find((x) => x.ticker === ticker);
      return h ? [{ day: r.date, weight: h.constituent_weight * scale }] : [];
    }),
  }));
}

/** An ETF's top holdings and how their weights moved over the last year. */
export function EtfView({ ticker }: { ticker: string }) {
  const query = useListEtfHoldings({ ticker });
  const search = useSearchSecurities({ query: ticker });
  const security = search.data?.find((s) => s.ticker.toUpperCase() === ticker);
  const name = security?.name;
  // A 4012 on holdings for a symbol search does not know either: the service does not know it.
  const notFound = query.error?.statusCode === 4012 && search.isSuccess && !security;
  return (
    <div className="etf-view" data-testid="etf-view">
      <header className="ticker-head">
        <h1>
          <span className="ticker-symbol">{ticker}</span>
          <span className="ticker-name">
            {name ?? (notFound ? 'Not a symbol the service knows' : 'Top holdings')}
          </span>
        </h1>
        <nav className="chips" aria-label="ETFs">
          {shortcuts.map((s) => (
            <a
              key={s}
              href={routeHref({ view: 'etf', ticker: s })}
              aria-current={s === ticker ? 'page' : undefined}
              className="chip"
            >
              {s}
            </a>
          ))}
        </nav>
      </header>
      {notFound ? (
        <section className="card unknown" data-testid="unknown-etf">
          <SymbolNotFound symbol={ticker} />
        </section>
      ) : (
        <Panel
          title="Holdings"
          query={query}
          testId="etf-holdings"
          isEmpty={(records) => records.length === 0}
          empty="No holdings reported for this period."
        >
          {(records) => {
            const sorted = [...records].sort((a, b) => a.date.localeCompare(b.date));
            const latest = sorted[sorted.length - 1] as EtfHoldingsRecord;
            const scale = percentScale(sorted);
            const top = [...latest.holdings].sort(
              (a, b) => b.constituent_weight - a.constituent_weight,
            );
            const max = Math.max(...top.map((h) => h.constituent_weight), 0) || 1;
            const firstRecord = sorted[0];
            return (
              <div className="etf-grid">
                <div>
                  <p className="stat-row">
                    <span>
                      <span className="muted">As of</span> <strong>{fmt.date(latest.date)}</strong>
                    </span>
                    <span>
                      <span className="muted">Top {top.length} weigh</span>{' '}
                      <strong>{fmt.decimal(latest.total_weight * scale)}%</strong>
                    </span>
                  </p>
                  <table className="table" data-testid="etf-table">
                    <thead>
                      <tr>
                        <th>Holding</th>
                        <th className="num">Weight</th>
                        <th className="num">Change</th>
                      </tr>
                    </thead>
                    <tbody>
                      {top.map((h) => {
                        const before = firstRecord?.holdings.find((x) => x.ticker === h.ticker);
                        const delta = before
                          ? (h.constituent_weight - before.constituent_weight) * scale
                          : undefined;
                        return (
                          <tr key={h.ticker}>
                            <td>
                              <button
                                type="button"
                                className="link"
                                onClick={() => navigate({ view: 'ticker', ticker: h.ticker })}
                              >
                                {h.ticker}
                              </button>
                            </td>
                            <td className="num">
                              <span
                                className="weight-bar"
                                style={{ width: `${(h.constituent_weight / max) * 100}%` }}
                              />
                              {fmt.decimal(h.constituent_weight * scale)}%
                            </td>
                            <td
                              className={`num ${delta === undefined || Math.abs(delta) < 0.005 ? 'muted' : delta > 0 ? 'positive' : 'negative'}`}
                            >
                              {delta === undefined ? 'new' : `${fmt.signed(delta)} pt`}
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                  {firstRecord && firstRecord !== latest && (
                    <p className="muted small">Change since {fmt.date(firstRecord.date)}.</p>
                  )}
                </div>
                <EtfWeightsChart
                  series={weightSeries(
                    sorted,
                    top.map((h) => h.ticker),
                    scale,
                  )}
                />
              </div>
            );
          }}
        </Panel>
      )}
    </div>
  );
}
