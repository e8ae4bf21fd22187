import type { TradeTick } from '@marketdata-sdk/types';
import { CandlestickSeries, HistogramSeries, type UTCTimestamp } from 'lightweight-charts';
import { fmt } from '../format';
import { toMinuteBars } from './minuteBars';
import { chartTheme } from './theme';
import { useChart } from './useChart';

const nyClock = (time: unknown) => fmt.nyTime(Number(time) * 1000);

/** Today's trades as one-minute candles with volume, in New York time. */
export function TradesChart({ ticks }: { ticks: TradeTick[] }) {
  const bars = toMinuteBars(ticks);
  const ref = useChart(
    (chart) => {
      const candles = chart.addSeries(CandlestickSeries, {
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
      candles.setData(bars.map((b) => ({ ...b, time: b.time as UTCTimestamp })));
      volume.setData(
        bars.map((b) => ({
          time: b.time as UTCTimestamp,
          value: b.volume,
          color: b.close >= b.open ? 'rgba(52, 211, 153, 0.35)' : 'rgba(248, 113, 113, 0.35)',
        })),
      );
    },
    `${ticks.length}:${ticks[ticks.length - 1]?.t}`,
    {
      localization: { timeFormatter: nyClock },
      timeScale: { borderColor: chartTheme.border, timeVisible: true, tickMarkFormatter: nyClock },
    },
  );
  return (
    <div
      ref={ref}
      className="chart"
      data-testid="trades-chart"
      role="img"
      aria-label="Today's trades, one-minute bars"
    />
  );
}
