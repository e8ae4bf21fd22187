import { useListRatingsHistory } from '@marketdata-sdk/react-hooks';
import { useState } from 'react';
import { Panel } from '../components/Panel';
import { TableScroll } from '../components/TableScroll';
import { fmt } from '../format';

/** Research publications, newest first. */
export function RatingsPanel({ ticker }: { ticker: string }) {
  const query = useListRatingsHistory({ ticker });
  const [all, setAll] = useState(false);
  return (
    <Panel
      title="Rating history"
      query={query}
      testId="ratings"
      isEmpty={(rows) => rows.length === 0}
      empty="No research published on this stock."
    >
      {(rows) => {
        const sorted = [...rows].sort((a, b) => b.date.localeCompare(a.date));
        const shown = all ? sorted : sorted.slice(0, 8);
        return (
          <>
            <TableScroll label="Rating history">
              <table className="table">
                <thead>
                  <tr>
                    <th>Date</th>
                    <th>Firm</th>
                    <th>Action</th>
                    <th>Rating</th>
                    <th className="num">Target</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((r, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: records carry no id; a firm may publish twice a day
                    <tr key={`${r.date}-${r.firm}-${i}`}>
                      <td className="nowrap">{fmt.date(r.date)}</td>
                      <td>{r.firm}</td>
                      <td className="muted">{r.action}</td>
                      <td className="nowrap">
                        {r.rating_previous && r.rating_previous !== r.rating && (
                          <span className="muted">{r.rating_previous} → </span>
                        )}
                        {r.rating}
                      </td>
                      <td className="num nowrap">
                        {r.target_price_previous != null &&
                          r.target_price_previous !== r.price_target && (
                            <span className="muted">{fmt.usd(r.target_price_previous)} → </span>
                          )}
                        {fmt.usd(r.price_target)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            {sorted.length > 8 && (
              <button
                type="button"
                className="btn btn-ghost btn-small"
                onClick={() => setAll(!all)}
              >
                {all ? 'Show fewer' : `Show all ${sorted.length}`}
              </button>
            )}
          </>
        );
      }}
    </Panel>
  );
}
