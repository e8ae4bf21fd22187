import type { EarningsReport } from '@marketdata-sdk/types';
import { HistogramSeries, LineSeries, type UTCTimestamp } from 'lightweight-charts';
import { fmt } from '../format';
import { chartTheme } from './theme';
import { dayToTime, useChart } from './useChart';

/** EPS actual vs forecast per quarter, with the surprise as bars in a pane below. */
export function EarningsChart({ reports }: { reports: EarningsReport[] }) {
  const points = reports
    .map((r) => ({ r, time: dayToTime(r.period_end_date) }))
    .filter((p): p is { r: EarningsReport; time: number } => p.time !== undefined)
    .sort((a, b) => a.time - b.time)
    .filter((p, i, all) => i === 0 || p.time !== all[i - 1]?.time);
  const ref = useChart(
    (chart) => {
      const priceFormat = { type: 'custom' as const, formatter: (v: number) => fmt.decimal(v) };
      const forecast = chart.addSeries(LineSeries, {
        color: chartTheme.muted,
        lineWidth: 2,
        lineStyle: 2,
        pointMarkersVisible: true,
        title: 'Forecast',
        priceFormat,
      });
      const actual = chart.addSeries(LineSeries, {
        color: chartTheme.accent,
        lineWidth: 2,
        pointMarkersVisible: true,
        pointMarkersRadius: 4,
        title: 'Actual',
        priceFormat,
      });
      const surprise = chart.addSeries(
        HistogramSeries,
        { title: 'Surprise', priceFormat, priceLineVisible: false, lastValueVisible: false },
        1,
      );
      forecast.setData(
        points.map((p) => ({ time: p.time as UTCTimestamp, value: p.r.eps_forecast })),
      );
      actual.setData(points.map((p) => ({ time: p.time as UTCTimestamp, value: p.r.eps_actual })));
      surprise.setData(
        points.map((p) => ({
          time: p.time as UTCTimestamp,
          value: p.r.eps_surprise,
          color: p.r.eps_surprise >= 0 ? chartTheme.up : chartTheme.down,
        })),
      );
      chart.panes()[1]?.setHeight(70);
    },
    points.map((p) => `${p.time}:${p.r.eps_actual}`).join(),
    { timeScale: { borderColor: chartTheme.border, tickMarkFormatter: quarterLabel } },
  );
  return (
    <figure className="chart-figure">
      <div
        ref={ref}
        className="chart"
        data-testid="earnings-chart"
        role="img"
        aria-label="EPS actual vs forecast by quarter"
      />
      <figcaption className="legend">
        <span className="swatch" style={{ background: chartTheme.accent }} /> Actual EPS
        <span className="swatch dashed" style={{ borderColor: chartTheme.muted }} /> Forecast
        <span className="swatch" style={{ background: chartTheme.up }} /> Beat
        <span className="swatch" style={{ background: chartTheme.down }} /> Miss
      </figcaption>
    </figure>
  );
}

function quarterLabel(time: unknown): string {
  const d = new Date(Number(time) * 1000);
  return `Q${Math.floor(d.getUTCMonth() / 3) + 1} ’${String(d.getUTCFullYear()).slice(2)}`;
}
