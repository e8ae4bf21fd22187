import { useListDividends } from '@marketdata-sdk/react-hooks';
import { Panel } from '../components/Panel';
import { TableScroll } from '../components/TableScroll';
import { fmt, isoDay } from '../format';

/**
 * The dividends of the twelve months up to `today` (`YYYY-MM-DD`): those that went ex after the
 * same day a year earlier and by today. A declared dividend whose ex-date is still ahead is not
 * counted, as in a trailing yield.
 */
export function trailingDividends(rows: { ex_date: string; amount: number }[], today: string) {
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  return rows
    .filter((d) => d.ex_date > yearAgo && d.ex_date <= today)
    .reduce((sum, d) => sum + d.amount, 0);
}

/** Dividends, newest first, with the trailing twelve months' total; a coming one is marked. */
export function DividendsPanel({ ticker }: { ticker: string }) {
  const query = useListDividends({ ticker });
  return (
    <Panel
      title="Dividends"
      query={query}
      testId="dividends"
      isEmpty={(rows) => rows.length === 0}
      empty={`${ticker} pays no dividend.`}
    >
      {(rows) => {
        const sorted = [...rows].sort((a, b) => b.ex_date.localeCompare(a.ex_date));
        const today = isoDay();
        const ttm = trailingDividends(sorted, today);
        return (
          <>
            <p className="stat">
              <span className="muted">Last 12 months</span>{' '}
              <strong data-testid="dividends-ttm">{fmt.usd(ttm)}</strong>
            </p>
            <TableScroll label="Dividends">
              <table className="table">
                <thead>
                  <tr>
                    <th>Ex-date</th>
                    <th>Paid</th>
                    <th>Declared</th>
                    <th className="num">Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {sorted.slice(0, 8).map((d) => (
                    <tr key={d.ex_date} data-upcoming={d.ex_date > today || undefined}>
                      <td className="nowrap">
                        {fmt.date(d.ex_date)}
                        {d.ex_date > today && <span className="muted small"> · coming</span>}
                      </td>
                      <td className="nowrap muted">{fmt.date(d.pay_date)}</td>
                      <td className="nowrap muted">{fmt.date(d.declaration_date)}</td>
                      <td className="num">{fmt.usd(d.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </>
        );
      }}
    </Panel>
  );
}
