/** How an economic release compared with its forecast, for the reader of a calendar. */
export type Surprise = 'beat' | 'miss' | 'in line';

const scale: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9, T: 1e12 };

/** A published figure such as `0.8%`, `-1.2K`, `1.34M` or `$75.2B` as a number; undefined if not one. */
export function parseFigure(text: string | null | undefined): number | undefined {
  const m = /^\s*([+-]?)\$?(\d+(?:\.\d+)?)\s*([KMBT])?\s*%?\s*$/i.exec(text ?? '');
  if (!m) return undefined;
  const value = Number(m[2]) * (scale[(m[3] ?? '').toUpperCase()] ?? 1);
  return m[1] === '-' ? -value : value;
}

/** Indicators where a figure below the forecast is the good news (jobless, inventories). */
const lowerIsBetter = /unemployment|jobless|claims|inventories/i;

/**
 * Whether `actual` beat, missed or matched `forecast` for the indicator `name`: above the
 * forecast is a beat, except for indicators where lower is better. Undefined when either
 * figure is missing or not a number.
 */
export function surpriseOf(
  name: string,
  actual: string | null | undefined,
  forecast: string | null | undefined,
): Surprise | undefined {
  const a = parseFigure(actual);
  const f = parseFigure(forecast);
  if (a === undefined || f === undefined) return undefined;
  if (a === f) return 'in line';
  return a > f !== lowerIsBetter.test(name) ? 'beat' : 'miss';
}
