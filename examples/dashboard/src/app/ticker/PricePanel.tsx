import { useMarketDataQueries } from '@marketdata-sdk/react-hooks';
import type { Candle, CandleAdjustment, CandleSession } from '@marketdata-sdk/types';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CandlesChart } from '../charts/CandlesChart';
import { Panel } from '../components/Panel';
import { fmt } from '../format';

const dayMs = 86_400_000;

/** The ranges offered, as candle requests relative to the last session's open. */
const ranges = {
  '1D': { label: 'Last session', interval: 'min', step: 1, back: 0 },
  '5D': { label: '5 days', interval: 'min', step: 5, back: 7 },
  '3M': { label: '3 months', interval: 'day', step: 1, back: 92 },
  '1Y': { label: '1 year', interval: 'day', step: 1, back: 366 },
  '5Y': { label: '5 years', interval: 'week', step: 1, back: 5 * 366 },
} as const;
type RangeKey = keyof typeof ranges;

const sessions: { value: CandleSession; label: string }[] = [
  { value: 'intraday', label: 'Regular session' },
  { value: 'pre_market', label: 'Pre-market' },
  { value: 'post_market', label: 'After hours' },
];
const adjustments: { value: CandleAdjustment; label: string }[] = [
  { value: 'actual', label: 'Actual prices' },
  { value: 'backward', label: 'Split-adjusted' },
  { value: 'backward_3', label: 'Split and dividend-adjusted' },
];

/**
 * A year of daily candles: the last session, the previous close and the 52-week range, from
 * which the day's change is taken (from the previous close, over the whole session).
 */
export function useDailyCandles(ticker: string, enabled: boolean) {
  const queries = useMarketDataQueries();
  // `from` is fixed when the view opens (a moving `from` would be a new query on every render).
  const [from] = useState(() => Date.now() - 380 * dayMs);
  const query = useQuery({
    ...queries.getCandles({ ticker, interval: 'day', step: 1, from }),
    enabled,
  });
  const candles = query.data ?? [];
  const last = candles[candles.length - 1];
  const previous = candles[candles.length - 2];
  const year = candles.filter((c) => last && c.t > last.t - 365 * dayMs);
  return {
    query,
    last,
    previousClose: previous?.c,
    change: last && previous ? last.c / previous.c - 1 : undefined,
    low52: year.length ? Math.min(...year.map((c) => c.l)) : undefined,
    high52: year.length ? Math.max(...year.map((c) => c.h)) : undefined,
  };
}

/** The price chart from candles: range, session and adjustment, with the previous close. */
export function PricePanel({
  ticker,
  daily,
}: {
  ticker: string;
  daily: ReturnType<typeof useDailyCandles>;
}) {
  const queries = useMarketDataQueries();
  const [range, setRange] = useState<RangeKey>('1D');
  const [session, setSession] = useState<CandleSession>('intraday');
  const [adjustment, setAdjustment] = useState<CandleAdjustment>('actual');
  const spec = ranges[range];
  const open = daily.last?.t;
  const intraday = spec.interval === 'min';
  // One session: from 04:00 to 20:00 New York around the last session's open (09:30).
  const from =
    open === undefined
      ? 0
      : intraday && spec.back === 0
        ? open - 5.5 * 3_600_000
        : open - spec.back * dayMs;
  const to = open === undefined ? 0 : open + 10.5 * 3_600_000;
  const query: UseQueryResult<Candle[], Error> = useQuery({
    ...queries.getCandles({
      ticker,
      interval: spec.interval,
      step: spec.step,
      from,
      to,
      ...(intraday ? { session } : {}),
      adjustment,
    }),
    enabled: open !== undefined,
    placeholderData: keepPreviousData,
  });
  const controls = (
    <>
      <select
        aria-label="Range"
        value={range}
        onChange={(e) => setRange(e.target.value as RangeKey)}
      >
        {Object.entries(ranges).map(([key, r]) => (
          <option key={key} value={key}>
            {r.label}
          </option>
        ))}
      </select>
      {intraday && (
        <select
          aria-label="Session"
          value={session}
          onChange={(e) => setSession(e.target.value as CandleSession)}
        >
          {sessions.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      )}
      <select
        aria-label="Adjustment"
        value={adjustment}
        onChange={(e) => setAdjustment(e.target.value as CandleAdjustment)}
      >
        {adjustments.map((a) => (
          <option key={a.value} value={a.value}>
            {a.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        onClick={() => {
          void daily.query.refetch();
          void query.refetch();
        }}
      >
        Refresh
      </button>
    </>
  );
  return (
    <Panel
      title="Price"
      query={query}
      testId="price"
      className="span-2"
      actions={controls}
      isEmpty={(candles) => candles.length === 0}
      empty={
        session === 'intraday'
          ? 'No trades in this range.'
          : 'No trades in this part of the session.'
      }
    >
      {(candles) => {
        const first = candles[0];
        const last = candles[candles.length - 1];
        return (
          <>
            <p className="stat-row">
              <span>
                <span className="muted">Open</span> {fmt.usd(first?.o)}
              </span>
              <span>
                <span className="muted">High</span> {fmt.usd(Math.max(...candles.map((c) => c.h)))}
              </span>
              <span>
                <span className="muted">Low</span> {fmt.usd(Math.min(...candles.map((c) => c.l)))}
              </span>
              <span>
                <span className="muted">Previous close</span>{' '}
                <span data-testid="previous-close">{fmt.usd(daily.previousClose)}</span>
              </span>
              <span>
                <span className="muted">52-week range</span>{' '}
                <span data-testid="low-52w">{fmt.usd(daily.low52)}</span> –{' '}
                <span data-testid="high-52w">{fmt.usd(daily.high52)}</span>
              </span>
              {intraday && first && last && (
                <span className="muted">
                  {fmt.nyTime(first.t)}–{fmt.nyTime(last.t + 60_000 * spec.step)} New York
                </span>
              )}
            </p>
            <CandlesChart
              candles={candles}
              intraday={intraday}
              {...(range === '1D' && daily.previousClose !== undefined
                ? { previousClose: daily.previousClose }
                : {})}
              label={`${ticker} price, ${spec.label.toLowerCase()}`}
              interval={`${spec.step} ${spec.interval}`}
            />
          </>
        );
      }}
    </Panel>
  );
}
