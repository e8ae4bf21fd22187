import { useListCongressTradesInfinite } from '@marketdata-sdk/react-hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { Panel } from '../components/Panel';
import { TableScroll } from '../components/TableScroll';
import { fmt } from '../format';

/** Trades by members of Congress, newest first, one page at a time. */
export function CongressPanel({ ticker }: { ticker: string }) {
  const query = useListCongressTradesInfinite({ ticker, size: 10 });
  const rows = query.data?.trades ?? [];
  return (
    <Panel
      title="Congress trades"
      query={query as unknown as UseQueryResult<typeof rows, Error>}
      testId="congress"
      isEmpty={() => rows.length === 0}
      empty="No trades by members of Congress reported."
    >
      {() => (
        <>
          <TableScroll label="Congress trades">
            <table className="table">
              <thead>
                <tr>
                  <th>Member</th>
                  <th>Type</th>
                  <th>Size</th>
                  <th>Traded</th>
                  <th className="num">Filed after</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((t, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: trades carry no id; a member may file twice a day
                  <tr key={`${t.name}-${t.trade_date}-${t.filing_date}-${i}`}>
                    <td>
                      {t.name}{' '}
                      <span className={`badge party party-${t.party.charAt(0).toLowerCase()}`}>
                        {t.party.charAt(0).toUpperCase()}-{t.state}
                      </span>
                    </td>
                    <td className={/buy|purchase/i.test(t.trade_type) ? 'positive' : 'negative'}>
                      {t.trade_type}
                    </td>
                    <td className="nowrap">{t.size}</td>
                    <td className="nowrap">{fmt.date(t.trade_date)}</td>
                    <td className="num nowrap">{t.reporting_gap}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          {query.hasNextPage && (
            <button
              type="button"
              className="btn btn-ghost btn-small"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          )}
        </>
      )}
    </Panel>
  );
}
