import type { Candle } from '@marketdata-sdk/types';

/** A split or a dividend drawn on the price chart. */
export interface PriceEvent {
  kind: 'split' | 'dividend';
  /** The bar it falls in (its start, Unix ms). */
  t: number;
  /** `10:1` for a split, the amount per share for a dividend. */
  text: string;
}

/** A split factor as a ratio of small whole numbers: 10 → `10:1`, 1.5 → `3:2`, 0.125 → `1:8`. */
export function splitRatio(factor: number): string {
  const up = factor >= 1;
  const f = up ? factor : 1 / factor;
  for (let d = 1; d <= 10; d += 1) {
    const n = Math.round(f * d);
    if (Math.abs(f * d - n) / n < 0.02) return up ? `${n}:${d}` : `${d}:${n}`;
  }
  return up ? `${f.toFixed(2)}:1` : `1:${f.toFixed(2)}`;
}

/**
 * The splits inside a window, found by comparing actual bars with split-adjusted ones of the same
 * window: their price ratio is constant between splits and steps by the split's factor at one.
 * Steps under 15 % are dividends (in a dividend-adjusted series), never splits.
 */
export function findSplits(actual: readonly Candle[], adjusted: readonly Candle[]): PriceEvent[] {
  const adjustedAt = new Map(adjusted.map((c) => [c.t, c.c]));
  const events: PriceEvent[] = [];
  let before: number | undefined;
  for (const bar of actual) {
    const other = adjustedAt.get(bar.t);
    if (!other || !bar.c) continue;
    const ratio = bar.c / other;
    if (before !== undefined) {
      const factor = before / ratio;
      if (factor > 1.15 || factor < 1 / 1.15) {
        events.push({ kind: 'split', t: bar.t, text: splitRatio(factor) });
      }
    }
    before = ratio;
  }
  return events;
}

/** The bar a day (`YYYY-MM-DD`) falls in: the last bar starting on or before it, if inside. */
function barOf(bars: readonly Candle[], day: string, barMs: number): number | undefined {
  const at = Date.parse(`${day}T23:59:59Z`);
  const first = bars[0];
  const last = bars[bars.length - 1];
  if (!first || !last || at < first.t || at >= last.t + barMs) return undefined;
  let found: number | undefined;
  for (const bar of bars) if (bar.t <= at) found = bar.t;
  return found;
}

/**
 * The dividends going ex inside the bars' window (bars `barMs` long), each on its bar; one
 * declared for a day after the last bar is not drawn.
 */
export function dividendEvents(
  bars: readonly Candle[],
  barMs: number,
  dividends: readonly { ex_date: string; amount: number }[],
  formatAmount: (amount: number) => string,
): PriceEvent[] {
  const events: PriceEvent[] = [];
  for (const dividend of dividends) {
    const t = barOf(bars, dividend.ex_date, barMs);
    if (t !== undefined) events.push({ kind: 'dividend', t, text: formatAmount(dividend.amount) });
  }
  return events.sort((a, b) => a.t - b.t);
}
