import type { TradeTick } from '@marketdata-sdk/types';
import type { UseQueryResult } from '@tanstack/react-query';
import { TradesChart } from '../charts/TradesChart';
import { Panel } from '../components/Panel';
import { fmt } from '../format';

/** Today's time and sales as one-minute candles. */
export function TradesPanel({
  query,
  onRefresh,
}: {
  query: UseQueryResult<TradeTick[], Error>;
  onRefresh: () => void;
}) {
  return (
    <Panel
      title="Today's trades · one-minute bars"
      query={query}
      testId="trades"
      className="span-2"
      isEmpty={(ticks) => ticks.length === 0}
      empty="No trades in the current session yet (the market opens at 09:30 New York time)."
      actions={
        <button type="button" className="btn btn-ghost btn-small" onClick={onRefresh}>
          Refresh
        </button>
      }
    >
      {(ticks) => {
        const first = ticks[0];
        const last = ticks[ticks.length - 1];
        const volume = ticks.reduce((sum, t) => sum + t.q, 0);
        return (
          <>
            <p className="stat-row">
              <span>
                <span className="muted">Last</span> <strong>{fmt.usd(last?.p)}</strong>
              </span>
              <span>
                <span className="muted">Ticks</span> {fmt.integer(ticks.length)}
              </span>
              <span>
                <span className="muted">Volume</span> {fmt.compact(volume)}
              </span>
              {first && last && (
                <span className="muted">
                  {fmt.nyTime(first.t)}–{fmt.nyTime(last.t)} New York
                </span>
              )}
            </p>
            <TradesChart ticks={ticks} />
          </>
        );
      }}
    </Panel>
  );
}
