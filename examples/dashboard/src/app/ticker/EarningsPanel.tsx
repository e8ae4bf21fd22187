import { useListEarnings } from '@marketdata-sdk/react-hooks';
import { EarningsChart } from '../charts/EarningsChart';
import { Panel } from '../components/Panel';
import { TableScroll } from '../components/TableScroll';
import { fmt, tone } from '../format';
import { EarningsBacktest } from './EarningsBacktest';

/** EPS actual vs forecast as a chart, and the latest reports with their surprise. */
export function EarningsPanel({ ticker }: { ticker: string }) {
  const query = useListEarnings({ ticker, size: 12 });
  return (
    <Panel
      title="Earnings"
      query={query}
      testId="earnings"
      className="span-2"
      isEmpty={(rows) => rows.length === 0}
      empty="No earnings reports."
    >
      {(rows) => {
        const latest = [...rows].sort((a, b) => b.period_end_date.localeCompare(a.period_end_date));
        return (
          <div className="earnings">
            <EarningsChart reports={rows} />
            <div>
              <TableScroll label="Earnings reports">
                <table className="table">
                  <thead>
                    <tr>
                      <th>Period</th>
                      <th>Released</th>
                      <th className="num">EPS</th>
                      <th className="num">Forecast</th>
                      <th className="num">Surprise</th>
                      <th className="num">Revenue</th>
                      <th className="num">vs forecast</th>
                    </tr>
                  </thead>
                  <tbody>
                    {latest.slice(0, 6).map((r) => (
                      <tr key={r.period_end_date}>
                        <td className="nowrap">{r.period_name}</td>
                        <td className="nowrap muted">{fmt.date(r.release_date)}</td>
                        <td className="num">{fmt.decimal(r.eps_actual)}</td>
                        <td className="num muted">{fmt.decimal(r.eps_forecast)}</td>
                        <td className={`num ${tone(Math.round(r.eps_surprise * 100))}`}>
                          {fmt.signed(r.eps_surprise)}
                          {r.eps_forecast !== 0 && (
                            <span className="small">
                              {' '}
                              ({fmt.signedPercent(r.eps_surprise / Math.abs(r.eps_forecast))})
                            </span>
                          )}
                        </td>
                        <td className="num">{fmt.usdCompact(r.revenue_actual)}</td>
                        <td className={`num ${tone(r.revenue_surprise)}`}>
                          {fmt.usdCompactSigned(r.revenue_surprise)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
              {latest[0] && <EarningsBacktest report={latest[0]} />}
            </div>
          </div>
        );
      }}
    </Panel>
  );
}
