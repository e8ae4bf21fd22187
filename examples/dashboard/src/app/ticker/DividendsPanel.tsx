import { useListDividends } from '@marketdata-sdk/react-hooks';
import { Panel } from '../components/Panel';
import { TableScroll } from '../components/TableScroll';
import { fmt } from '../format';

/** Dividends, newest first, with the trailing twelve months' total. */
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
        const yearAgo = new Date();
        yearAgo.setFullYear(yearAgo.getFullYear() - 1);
        const cutoff = yearAgo.toISOString().slice(0, 10);
        const ttm = sorted.filter((d) => d.ex_date >= cutoff).reduce((sum, d) => sum + d.amount, 0);
        return (
          <>
            <p className="stat">
              <span className="muted">Last 12 months</span> <strong>{fmt.usd(ttm)}</strong>
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
                    <tr key={d.ex_date}>
                      <td className="nowrap">{fmt.date(d.ex_date)}</td>
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
