import { useListDividends, useMarketDataQueries } from '@marketdata-sdk/react-hooks';
import type {
  Candle,
  CandleAdjustment,
  CandleInterval,
  CandleSession,
} from '@marketdata-sdk/types';
import { keepPreviousData, skipToken, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CandlesChart } from '../charts/CandlesChart';
import { Panel } from '../components/Panel';
import { fmt } from '../format';
import { useRememberedChoice } from '../preferences';
import { dividendEvents, findSplits } from './internals/priceEvents';
import {
  isPriceRangeKey,
  type PriceRangeKey,
  priceRanges,
  rangeWindow,
} from './internals/priceRanges';

const dayMs = 86_400_000;
const barMs = { min: 60_000, day: dayMs, week: 7 * dayMs, month: 31 * dayMs, year: 366 * dayMs };

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
const isAdjustment = (value: unknown): value is CandleAdjustment =>
  adjustments.some((a) => a.value === value);

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

/**
 * The split markers of a window: the same bars in the other basis (actual prices when adjusted
 * ones are shown, split-adjusted when actual ones are) and where their ratio steps.
 */
function useSplitEvents(
  request: { ticker: string; interval: CandleInterval; step: number; from: number; to: number },
  adjustment: CandleAdjustment,
  shown: Candle[] | undefined,
  enabled: boolean,
) {
  const queries = useMarketDataQueries();
  const other: CandleAdjustment = adjustment === 'actual' ? 'backward' : 'actual';
  const query = useQuery({
    ...queries.getCandles({ ...request, adjustment: other }),
    enabled,
  });
  if (!shown || !query.data) return [];
  return adjustment === 'actual' ? findSplits(shown, query.data) : findSplits(query.data, shown);
}

/**
 * The price chart from candles: one-click ranges, split-adjusted by default, with the splits and
 * dividends of the range marked on the bars and the previous close on the last session.
 */
export function PricePanel({
  ticker,
  daily,
  fund,
}: {
  ticker: string;
  daily: ReturnType<typeof useDailyCandles>;
  /** A fund: its distributions are not asked for as a company's dividends. */
  fund?: boolean;
}) {
  const queries = useMarketDataQueries();
  const [range, setRange] = useRememberedChoice('range', isPriceRangeKey, '1D');
  const [session, setSession] = useState<CandleSession>('intraday');
  const [adjustment, setAdjustment] = useRememberedChoice('adjustment', isAdjustment, 'backward');
  const spec = priceRanges[range];
  const open = daily.last?.t;
  const intraday = spec.interval === 'min';
  const { from, to } = open === undefined ? { from: 0, to: 0 } : rangeWindow(range, open);
  const request = { ticker, interval: spec.interval, step: spec.step, from, to };
  const query: UseQueryResult<Candle[], Error> = useQuery({
    ...queries.getCandles({ ...request, ...(intraday ? { session } : {}), adjustment }),
    enabled: open !== undefined,
    placeholderData: keepPreviousData,
  });
  const shown = query.isPlaceholderData ? undefined : query.data;
  const splits = useSplitEvents(request, adjustment, shown, open !== undefined && !intraday);
  const dividends = useListDividends(!intraday && !fund ? { ticker } : skipToken);
  const events =
    shown && !intraday
      ? [
          ...splits,
          ...dividendEvents(shown, barMs[spec.interval] * spec.step, dividends.data ?? [], fmt.usd),
        ].sort((a, b) => a.t - b.t)
      : [];
  const controls = (
    <>
      <fieldset className="range-buttons">
        <legend className="visually-hidden">Range</legend>
        {Object.entries(priceRanges).map(([key, r]) => (
          <button
            key={key}
            type="button"
            className="btn btn-ghost btn-small"
            aria-pressed={key === range}
            title={r.label}
            data-range={key}
            onClick={() => setRange(key as PriceRangeKey)}
          >
            {key}
          </button>
        ))}
      </fieldset>
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
            <CandlesChart
              candles={candles}
              intraday={intraday}
              {...(range === '1D' && daily.previousClose !== undefined
                ? { previousClose: daily.previousClose }
                : {})}
              events={events}
              label={`${ticker} price, ${spec.label.toLowerCase()}${adjustment === 'actual' ? '' : ', split-adjusted'}`}
              interval={`${spec.step} ${spec.interval}`}
            />
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
          </>
        );
      }}
    </Panel>
  );
}
