import { LineSeries, type UTCTimestamp } from 'lightweight-charts';
import { fmt } from '../format';
import { palette } from './theme';
import { dayToTime, useChart } from './useChart';

/** One line per holding: its weight (in %) on each reported date. */
export interface WeightSeries {
  ticker: string;
  points: { day: string; weight: number }[];
}

/** How the top holdings' weights moved over time. */
export function EtfWeightsChart({ series }: { series: WeightSeries[] }) {
  const ref = useChart((chart) => {
    series.forEach((s, index) => {
      const line = chart.addSeries(LineSeries, {
        color: palette[index % palette.length],
        lineWidth: 2,
        lastValueVisible: false,
        priceLineVisible: false,
        priceFormat: { type: 'custom', formatter: (v: number) => `${fmt.decimal(v)}%` },
      });
      const data = s.points
        .map((p) => ({ time: dayToTime(p.day), value: p.weight }))
        .filter((p): p is { time: number; value: number } => p.time !== undefined)
        .sort((a, b) => a.time - b.time)
        .filter((p, i, all) => i === 0 || p.time !== all[i - 1]?.time);
      line.setData(data.map((p) => ({ time: p.time as UTCTimestamp, value: p.value })));
    });
  }, series.map((s) => `${s.ticker}${s.points.length}`).join());
  return (
    <figure className="chart-figure">
      <div
        ref={ref}
        className="chart chart-tall"
        data-testid="etf-chart"
        role="img"
        aria-label="Weights of the top holdings over time"
      />
      <figcaption className="legend">
        {series.map((s, index) => (
          <span key={s.ticker}>
            <span className="swatch" style={{ background: palette[index % palette.length] }} />
            {s.ticker}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
