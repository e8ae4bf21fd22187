import { useListEtfHoldings } from '@marketdata-sdk/react-hooks';
import type { EtfHoldingsRecord } from '@marketdata-sdk/types';
import { EtfWeightsChart, type WeightSeries } from '../charts/EtfWeightsChart';
import { Panel } from '../components/Panel';
import { fmt } from '../format';
import { navigate } from '../router';

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

/**
 * A fund's holdings as reported (every one the service lists), each with a bar whose length is
 * its weight relative to the largest, and how the weights moved over the year.
 */
export function HoldingsPanel({ ticker }: { ticker: string }) {
  const query = useListEtfHoldings({ ticker });
  return (
    <Panel
      title="Holdings"
      query={query}
      testId="etf-holdings"
      className="span-2"
      isEmpty={(records) => records.length === 0}
      empty="No holdings reported for this period."
    >
      {(records) => {
        const sorted = [...records].sort((a, b) => a.date.localeCompare(b.date));
        const latest = sorted[sorted.length - 1] as EtfHoldingsRecord;
        const scale = percentScale(sorted);
        const all = [...latest.holdings].sort(
          (a, b) => b.constituent_weight - a.constituent_weight,
        );
        const max = Math.max(...all.map((h) => h.constituent_weight), 0) || 1;
        const firstRecord = sorted[0];
        return (
          <div className="etf-grid">
            <div>
              <p className="stat-row">
                <span>
                  <span className="muted">As of</span> <strong>{fmt.date(latest.date)}</strong>
                </span>
                <span data-testid="holdings-total">
                  <span className="muted">{all.length} holdings weigh</span>{' '}
                  <strong>{fmt.decimal(latest.total_weight * scale)}%</strong>
                  <span className="muted"> of the fund</span>
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
                  {all.map((h) => {
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
                          <span className="weight-track" aria-hidden="true">
                            <span
                              className="weight-bar"
                              data-testid="weight-bar"
                              style={{ width: `${(h.constituent_weight / max) * 100}%` }}
                            />
                          </span>
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
                all.map((h) => h.ticker),
                scale,
              )}
            />
          </div>
        );
      }}
    </Panel>
  );
}
