import type { CandleInterval } from '@marketdata-sdk/types';

const dayMs = 86_400_000;

/** A chart range: the bars it asks for and how far back it starts. */
export interface PriceRange {
  /** What a screen reader says for the button. */
  label: string;
  interval: CandleInterval;
  step: number;
  /** Days before the last session's open, `'ytd'` for the first of January, `'max'` for all. */
  back: number | 'ytd' | 'max';
}

/** The one-click ranges, in the order they are shown. */
export const priceRanges = {
  '1D': { label: 'Last session', interval: 'min', step: 1, back: 0 },
  '5D': { label: '5 days', interval: 'min', step: 5, back: 7 },
  '1M': { label: '1 month', interval: 'day', step: 1, back: 31 },
  '6M': { label: '6 months', interval: 'day', step: 1, back: 183 },
  YTD: { label: 'Year to date', interval: 'day', step: 1, back: 'ytd' },
  '1Y': { label: '1 year', interval: 'day', step: 1, back: 366 },
  '5Y': { label: '5 years', interval: 'week', step: 1, back: 5 * 366 },
  Max: { label: 'All history', interval: 'week', step: 1, back: 'max' },
} as const satisfies Record<string, PriceRange>;

/** A range's key: `1D`, `5D`, `1M`, `6M`, `YTD`, `1Y`, `5Y` or `Max`. */
export type PriceRangeKey = keyof typeof priceRanges;

/** Whether a text is a range's key (for a value read from the URL or storage). */
export function isPriceRangeKey(value: unknown): value is PriceRangeKey {
  return typeof value === 'string' && Object.hasOwn(priceRanges, value);
}

/**
 * The candle window of a range around the last session, which opened at `open` (Unix ms): one
 * session runs from 04:00 to 20:00 New York (5.5 h before and 10.5 h after the 09:30 open).
 */
export function rangeWindow(key: PriceRangeKey, open: number): { from: number; to: number } {
  const range: PriceRange = priceRanges[key];
  const to = open + 10.5 * 3_600_000;
  if (range.back === 'max') return { from: 0, to };
  if (range.back === 'ytd') {
    return { from: Date.UTC(new Date(open).getUTCFullYear(), 0, 1), to };
  }
  if (range.back === 0) return { from: open - 5.5 * 3_600_000, to };
  return { from: open - range.back * dayMs, to };
}
