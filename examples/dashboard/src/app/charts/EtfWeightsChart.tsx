import { LineSeries, type MouseEventParams, type UTCTimestamp } from 'lightweight-charts';
import { useState } from 'react';
import { fmt } from '../format';
import { ChartLegend, useSeriesToggles } from './ChartLegend';
import { palette } from './theme';
import { dayToTime, useChart } from './useChart';

/** One line per holding: its weight (in %) on each reported date. */
export interface WeightSeries {
  ticker: string;
  points: { day: string; weight: number }[];
}

/**
 * How the top holdings' weights moved over time. The legend names each line with its value on
 * the date under the pointer (the latest otherwise), and each entry switches its line on or off,
 * so that lines are told apart by more than their colour.
 */
export function EtfWeightsChart({ series }: { series: WeightSeries[] }) {
  const toggles = useSeriesToggles();
  const [hoverTime, setHoverTime] = useState<number>();
  const data = series.map((s) => ({
    ticker: s.ticker,
    points: s.points
      .map((p) => ({ time: dayToTime(p.day), value: p.weight }))
      .filter((p): p is { time: number; value: number } => p.time !== undefined)
      .sort((a, b) => a.time - b.time)
      .filter((p, i, all) => i === 0 || p.time !== all[i - 1]?.time),
  }));
  const ref = useChart((chart) => {
    toggles.reset();
    data.forEach((s, index) => {
      const line = chart.addSeries(LineSeries, {
        color: palette[index % palette.length],
        lineWidth: 2,
        lastValueVisible: false,
        priceLineVisible: false,
        priceFormat: { type: 'custom', formatter: (v: number) => `${fmt.decimal(v)}%` },
      });
      line.setData(s.points.map((p) => ({ time: p.time as UTCTimestamp, value: p.value })));
      toggles.register(s.ticker, (visible) => line.applyOptions({ visible }));
    });
    // Room above the highest line: its label is never clipped by the chart's edge.
    chart.priceScale('right').applyOptions({ scaleMargins: { top: 0.12, bottom: 0.06 } });
    chart.subscribeCrosshairMove((param: MouseEventParams) => {
      setHoverTime(param.time === undefined ? undefined : Number(param.time));
    });
  }, series.map((s) => `${s.ticker}${s.points.length}`).join());
  const valueAt = (points: { time: number; value: number }[]) =>
    hoverTime === undefined
      ? points[points.length - 1]?.value
      : points.find((p) => p.time === hoverTime)?.value;
  return (
    <figure className="chart-figure">
      <div
        ref={ref}
        className="chart chart-tall"
        data-testid="etf-chart"
        role="img"
        aria-label="Weights of the top holdings over time"
      />
      <ChartLegend
        toggles={toggles}
        entries={data.map((s, index) => ({
          key: s.ticker,
          label: s.ticker,
          color: palette[index % palette.length] ?? '#fff',
          value: `${fmt.decimal(valueAt(s.points))}%`,
        }))}
      />
    </figure>
  );
}
