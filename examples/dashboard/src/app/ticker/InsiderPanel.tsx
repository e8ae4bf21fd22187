import { useMarketDataQueries } from '@marketdata-sdk/react-hooks';
import { useQuery } from '@tanstack/react-query';
import { Panel } from '../components/Panel';
import { TableScroll } from '../components/TableScroll';
import { fmt } from '../format';

/** Trades by the company's insiders (officers, directors), newest first. */
export function InsiderPanel({ ticker }: { ticker: string }) {
  const queries = useMarketDataQueries();
  const query = useQuery(queries.listInsiderTrades({ ticker, size: 10 }));
  return (
    <Panel
      title="Insider trades"
      query={query}
      testId="insider"
      isEmpty={(page) => page.data.length === 0}
      empty="No insider trades reported."
    >
      {(page) => (
        <TableScroll label="Insider trades">
          <table className="table">
            <thead>
              <tr>
                <th>Insider</th>
                <th>Type</th>
                <th className="num">Shares</th>
                <th className="num">Price</th>
                <th>Traded</th>
              </tr>
            </thead>
            <tbody>
              {[...page.data]
                .sort((a, b) => b.trade_date.localeCompare(a.trade_date))
                .map((t, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: trades carry no id; an insider may trade twice a day
                  <tr key={`${t.name}-${t.trade_date}-${i}`}>
                    <td>
                      {t.name} <span className="muted small">{t.position}</span>
                    </td>
                    <td className={/buy|purchase/i.test(t.trade_type) ? 'positive' : 'negative'}>
                      {t.trade_type}
                    </td>
                    <td className="num nowrap">{fmt.compact(t.shares_chg)}</td>
                    <td className="num nowrap">{fmt.usd(t.price)}</td>
                    <td className="nowrap">{fmt.date(t.trade_date)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Panel>
  );
}
