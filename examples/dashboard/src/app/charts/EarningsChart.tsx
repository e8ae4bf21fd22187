import type { EarningsReport } from '@marketdata-sdk/types';
import {
  HistogramSeries,
  LineSeries,
  type MouseEventParams,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useState } from 'react';
import { fmt, tone } from '../format';
import { ChartLegend, useSeriesToggles } from './ChartLegend';
import { chartTheme } from './theme';
import { dayToTime, useChart } from './useChart';

/**
 * EPS actual vs forecast per quarter, with the surprise as bars in a pane below. The series are
 * named in the legend under the chart (with their values for the quarter under the pointer), not
 * by labels inside it, so nothing is drawn over the data; the first and last quarters keep half a
 * bar of room from the edges.
 */
export function EarningsChart({ reports }: { reports: EarningsReport[] }) {
  const toggles = useSeriesToggles();
  const [hoverTime, setHoverTime] = useState<number>();
  const points = reports
    .map((r) => ({ r, time: dayToTime(r.period_end_date) }))
    .filter((p): p is { r: EarningsReport; time: number } => p.time !== undefined)
    .sort((a, b) => a.time - b.time)
    .filter((p, i, all) => i === 0 || p.time !== all[i - 1]?.time);
  // Each quarter is named as the report names it (`Q2 FY2027`) on the axis, under the pointer
  // and in the legend: the same name as in the table beside the chart.
  const names = new Map(points.map((p) => [p.time, p.r.period_name]));
  const periodName = (time: unknown) => names.get(Number(time)) ?? quarterLabel(time);
  const ref = useChart(
    (chart) => {
      toggles.reset();
      const priceFormat = { type: 'custom' as const, formatter: (v: number) => fmt.decimal(v) };
      const forecast = chart.addSeries(LineSeries, {
        color: chartTheme.muted,
        lineWidth: 2,
        lineStyle: 2,
        pointMarkersVisible: true,
        priceLineVisible: false,
        priceFormat,
      });
      const actual = chart.addSeries(LineSeries, {
        color: chartTheme.accent,
        lineWidth: 2,
        pointMarkersVisible: true,
        pointMarkersRadius: 4,
        priceLineVisible: false,
        priceFormat,
      });
      const surprise = chart.addSeries(
        HistogramSeries,
        { priceFormat, priceLineVisible: false, lastValueVisible: false },
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
      toggles.register('actual', (visible) => actual.applyOptions({ visible }));
      toggles.register('forecast', (visible) => forecast.applyOptions({ visible }));
      toggles.register('surprise', (visible) => surprise.applyOptions({ visible }));
      chart.panes()[1]?.setHeight(70);
      chart.subscribeCrosshairMove((param: MouseEventParams) => {
        setHoverTime(param.time === undefined ? undefined : Number(param.time));
      });
      // Half a bar of room on each side: the first bar and the last point stay clear of the
      // chart's edges and of the price scale's labels.
      const keepRoom = () =>
        chart.timeScale().setVisibleLogicalRange({ from: -0.6, to: points.length - 0.4 });
      keepRoom();
      chart.timeScale().subscribeSizeChange(keepRoom);
      // Where the first and last actual points are drawn, for the browser tests.
      const first = points[0];
      const last = points[points.length - 1];
      const element = ref.current;
      if (first && last && element) {
        const at = (p: typeof first) => {
          const x = chart.timeScale().timeToCoordinate(p.time as UTCTimestamp);
          const y = actual.priceToCoordinate(p.r.eps_actual);
          return x === null || y === null ? '' : `${Math.round(x)},${Math.round(y)}`;
        };
        const mark = () => {
          element.dataset.firstPoint = at(first);
          element.dataset.lastPoint = at(last);
          element.dataset.plotWidth = String(chart.timeScale().width());
        };
        chart.timeScale().subscribeVisibleLogicalRangeChange(mark);
        chart.timeScale().subscribeSizeChange(mark);
      }
    },
    points.map((p) => `${p.time}:${p.r.eps_actual}`).join(),
    {
      localization: { timeFormatter: periodName },
      timeScale: { borderColor: chartTheme.border, tickMarkFormatter: periodName },
    },
    { fit: false },
  );
  const shown =
    (hoverTime === undefined ? undefined : points.find((p) => p.time === hoverTime)) ??
    points[points.length - 1];
  return (
    <figure className="chart-figure">
      <div
        ref={ref}
        className="chart"
        data-testid="earnings-chart"
        role="img"
        aria-label="EPS actual vs forecast by quarter"
      />
      <ChartLegend
        toggles={toggles}
        entries={[
          {
            key: 'actual',
            label: 'Actual EPS',
            color: chartTheme.accent,
            value: fmt.decimal(shown?.r.eps_actual),
          },
          {
            key: 'forecast',
            label: 'Forecast',
            color: chartTheme.muted,
            dashed: true,
            value: fmt.decimal(shown?.r.eps_forecast),
          },
          {
            key: 'surprise',
            label: 'Surprise',
            color: chartTheme.up,
            value: fmt.signed(shown?.r.eps_surprise),
            tone: tone(shown?.r.eps_surprise),
          },
        ]}
      >
        <span className="legend-note">
          {shown ? `${periodName(shown.time)}: ` : ''}
          <span className="swatch" style={{ background: chartTheme.up }} /> beat
          <span className="swatch" style={{ background: chartTheme.down }} /> miss
        </span>
      </ChartLegend>
    </figure>
  );
}

/** A calendar quarter (`Q3 2026`), for a report the service sent without a period name. */
function quarterLabel(time: unknown): string {
  const d = new Date(Number(time) * 1000);
  return `Q${Math.floor(d.getUTCMonth() / 3) + 1} ${d.getUTCFullYear()}`;
}
