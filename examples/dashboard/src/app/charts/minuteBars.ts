import type { TradeTick } from '@marketdata-sdk/types';

/** One bar: open, high, low and close prices and the volume of a minute (`time` in UTC s). */
export interface MinuteBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** One-minute bars built from time-and-sales ticks (ascending `t` in ms, price `p`, size `q`). */
export function toMinuteBars(ticks: TradeTick[]): MinuteBar[] {
  const bars: MinuteBar[] = [];
  for (const tick of ticks) {
    const time = Math.floor(tick.t / 60_000) * 60;
    const last = bars[bars.length - 1];
    if (last && last.time === time) {
      last.high = Math.max(last.high, tick.p);
      last.low = Math.min(last.low, tick.p);
      last.close = tick.p;
      last.volume += tick.q;
    } else if (!last || time > last.time) {
      bars.push({ time, open: tick.p, high: tick.p, low: tick.p, close: tick.p, volume: tick.q });
    }
  }
  return bars;
}
