import {
  type ChartOptions,
  ColorType,
  createChart,
  type DeepPartial,
  type IChartApi,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { chartTheme } from './theme';

const baseOptions: DeepPartial<ChartOptions> = {
  autoSize: true,
  layout: {
    background: { type: ColorType.Solid, color: 'transparent' },
    textColor: chartTheme.text,
    fontFamily: chartTheme.font,
    fontSize: 12,
    panes: { separatorColor: chartTheme.border },
    // The credit is in the app's footer: a link inside the chart would sit on the data and
    // make a focusable control inside an image.
    attributionLogo: false,
  },
  grid: { vertLines: { color: chartTheme.grid }, horzLines: { color: chartTheme.grid } },
  rightPriceScale: { borderColor: chartTheme.border },
  timeScale: { borderColor: chartTheme.border },
  crosshair: {
    horzLine: { labelBackgroundColor: '#1e293b' },
    vertLine: { labelBackgroundColor: '#1e293b' },
  },
  handleScroll: false,
  handleScale: false,
};

/**
 * A lightweight-charts chart in a div: built by `draw` whenever `redrawKey` changes, removed on
 * unmount. Returns the ref to put on the container. The time scale shows every bar, fitted
 * again when the chart changes size, unless `fit: false` (when `draw` sets the visible range
 * itself).
 */
export function useChart(
  draw: (chart: IChartApi) => void,
  redrawKey: string,
  options: DeepPartial<ChartOptions> = {},
  { fit = true }: { fit?: boolean } = {},
) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says when the data changed
  useEffect(() => {
    if (!ref.current) return;
    const chart = createChart(ref.current, { ...baseOptions, ...options });
    draw(chart);
    if (fit) fitWholeRange(chart);
    return () => chart.remove();
  }, [redrawKey]);
  return ref;
}

/**
 * Shows every bar, and again whenever the chart changes size: the first fit may run before the
 * container has its final width, and a resize otherwise keeps the bars' width rather than the
 * range. A resize keeps the range shown; once it no longer holds every bar (the reader zoomed
 * or scrolled), the reader's range stays as it is.
 */
function fitWholeRange(chart: IChartApi) {
  const timeScale = chart.timeScale();
  timeScale.applyOptions({ lockVisibleTimeRangeOnResize: true });
  const showsEveryBar = () => {
    const range = timeScale.getVisibleLogicalRange();
    const bars = Math.max(
      0,
      ...chart.panes().flatMap((pane) => pane.getSeries().map((series) => series.data().length)),
    );
    return range === null || (range.from <= 0.5 && range.to >= bars - 1.5);
  };
  timeScale.fitContent();
  timeScale.subscribeSizeChange(() => {
    if (showsEveryBar()) timeScale.fitContent();
  });
}

/** A calendar date `YYYY-MM-DD` as the UTC seconds lightweight-charts expects. */
export function dayToTime(day: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 1000 : undefined;
}
