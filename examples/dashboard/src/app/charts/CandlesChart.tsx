import type { Candle } from '@marketdata-sdk/types';
import {
  CandlestickSeries,
  createSeriesMarkers,
  HistogramSeries,
  LineStyle,
  type MouseEventParams,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useState } from 'react';
import { fmt } from '../format';
import type { PriceEvent } from '../ticker/internals/priceEvents';
import { ChartLegend, useSeriesToggles } from './ChartLegend';
import { chartTheme } from './theme';
import { useChart } from './useChart';

const nyClock = (time: unknown) => fmt.nyTime(Number(time) * 1000);
const day = (time: unknown) => fmt.dateTime(Number(time) * 1000).replace(/,? \d.*$/, '');

const eventColor = { split: '#fbbf24', dividend: '#60a5fa' } as const;

/**
 * Price bars with volume; the previous close as a dashed line; splits (S) and dividends (D) as
 * markers under their bars; the bar under the pointer named, with its events.
 */
export function CandlesChart({
  candles,
  intraday,
  previousClose,
  label,
  interval,
  events = [],
}: {
  candles: Candle[];
  /** Splits and dividends inside the bars' window. */
  events?: readonly PriceEvent[];
  /** The bars' interval, e.g. `1 day`, named on the chart for tools and tests. */
  interval?: string;
  /** Times in New York clock (one session) rather than dates. */
  intraday: boolean;
  previousClose?: number;
  label: string;
}) {
  const [hover, setHover] = useState<Candle>();
  const toggles = useSeriesToggles();
  const byTime = new Map(candles.map((c) => [Math.floor(c.t / 1000), c]));
  const ref = useChart(
    (chart) => {
      toggles.reset();
      const bars = chart.addSeries(CandlestickSeries, {
        upColor: chartTheme.up,
        downColor: chartTheme.down,
        borderVisible: false,
        wickUpColor: chartTheme.up,
        wickDownColor: chartTheme.down,
      });
      const volume = chart.addSeries(HistogramSeries, {
        priceScaleId: 'volume',
        priceFormat: { type: 'volume' },
        lastValueVisible: false,
        priceLineVisible: false,
      });
      chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
      bars.setData(
        candles.map((c) => ({
          time: Math.floor(c.t / 1000) as UTCTimestamp,
          open: c.o,
          high: c.h,
          low: c.l,
          close: c.c,
        })),
      );
      volume.setData(
        candles.map((c) => ({
          time: Math.floor(c.t / 1000) as UTCTimestamp,
          value: c.v,
          color: c.c >= c.o ? 'rgba(52, 211, 153, 0.35)' : 'rgba(248, 113, 113, 0.35)',
        })),
      );
      const marks = events.map((e) => ({
        time: Math.floor(e.t / 1000) as UTCTimestamp,
        position: 'belowBar' as const,
        shape: 'circle' as const,
        color: eventColor[e.kind],
        text: e.kind === 'split' ? 'S' : 'D',
      }));
      const markers = createSeriesMarkers(bars, marks);
      toggles.register('price', (visible) => bars.applyOptions({ visible }));
      if (marks.length > 0) {
        toggles.register('events', (visible) => markers.setMarkers(visible ? marks : []));
      }
      toggles.register('volume', (visible) => volume.applyOptions({ visible }));
      if (previousClose !== undefined) {
        const line = bars.createPriceLine({
          price: previousClose,
          color: chartTheme.text,
          lineStyle: LineStyle.Dashed,
          lineWidth: 1,
          axisLabelVisible: true,
          title: 'Prev. close',
        });
        toggles.register('previous-close', (visible) =>
          line.applyOptions({
            lineVisible: visible,
            axisLabelVisible: visible,
            title: visible ? 'Prev. close' : '',
          }),
        );
      }
      // The first and last bars inside the visible range, for tools and the browser tests.
      const element = ref.current;
      const markVisible = () => {
        const range = chart.timeScale().getVisibleLogicalRange();
        if (!element || range === null) return;
        const first = Math.max(0, Math.ceil(range.from));
        const last = Math.min(candles.length - 1, Math.floor(range.to));
        element.dataset.visibleFirstBar = String(candles[first]?.t ?? '');
        element.dataset.visibleLastBar = String(candles[last]?.t ?? '');
        element.dataset.visibleBars = String(Math.max(0, last - first + 1));
        element.dataset.visibleRange = `${range.from.toFixed(1)},${range.to.toFixed(1)}`;
      };
      chart.timeScale().subscribeVisibleLogicalRangeChange(markVisible);
      chart.subscribeCrosshairMove((param: MouseEventParams) => {
        setHover(param.time === undefined ? undefined : byTime.get(Number(param.time)));
      });
    },
    // Redrawn when the bars change: their count and ends, and the first bar's prices, which an
    // adjustment (a split, a dividend) moves while the last close stays.
    `${events.map((e) => `${e.kind}${e.t}`).join()}:${candles.length}:${candles[0]?.t}:${candles[0]?.o}:${candles[0]?.c}:${candles[candles.length - 1]?.t}:${candles[candles.length - 1]?.c}:${previousClose}`,
    {
      localization: { timeFormatter: intraday ? nyClock : day },
      timeScale: {
        borderColor: chartTheme.border,
        timeVisible: intraday,
        ...(intraday ? { tickMarkFormatter: nyClock } : {}),
      },
    },
  );
  const shown = hover ?? candles[candles.length - 1];
  const shownEvents = shown ? events.filter((e) => e.t === shown.t) : [];
  return (
    <figure className="chart-figure">
      <p className="chart-legend small" data-testid="price-legend">
        {shown ? (
          <>
            <span className="muted">
              {intraday ? `${nyClock(shown.t / 1000)} New York` : day(shown.t / 1000)}
            </span>{' '}
            <span>O {fmt.decimal(shown.o)}</span> <span>H {fmt.decimal(shown.h)}</span>{' '}
            <span>L {fmt.decimal(shown.l)}</span> <span>C {fmt.decimal(shown.c)}</span>{' '}
            <span className="muted">Vol {fmt.compact(shown.v)}</span>
            {shownEvents.map((e) => (
              <span key={e.kind} className={`event-${e.kind}`}>
                {e.kind === 'split' ? `Split ${e.text}` : `Dividend ${e.text}`}
              </span>
            ))}
          </>
        ) : (
          '\u00a0'
        )}
      </p>
      <div
        ref={ref}
        className="chart"
        data-testid="price-chart"
        data-bars={candles.length}
        data-interval={interval}
        data-first-bar={candles[0]?.t}
        data-last-bar={candles[candles.length - 1]?.t}
        data-events={events
          .map((e) => `${e.kind} ${new Date(e.t).toISOString().slice(0, 10)} ${e.text}`)
          .join('; ')}
        role="img"
        aria-label={label}
      />
      <ChartLegend
        toggles={toggles}
        entries={[
          { key: 'price', label: 'Price', color: chartTheme.up, value: fmt.decimal(shown?.c) },
          {
            key: 'volume',
            label: 'Volume',
            color: 'rgba(148, 163, 184, 0.6)',
            value: fmt.compact(shown?.v),
          },
          ...(events.length === 0
            ? []
            : [
                {
                  key: 'events',
                  label: 'Splits (S) and dividends (D)',
                  color: eventColor.split,
                  value: `${events.length}`,
                },
              ]),
          ...(previousClose === undefined
            ? []
            : [
                {
                  key: 'previous-close',
                  label: 'Previous close',
                  color: chartTheme.text,
                  dashed: true,
                  value: fmt.decimal(previousClose),
                },
              ]),
        ]}
      />
    </figure>
  );
}
