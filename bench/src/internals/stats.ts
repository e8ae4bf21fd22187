/** Small statistics helpers over plain number arrays. */

/** The median of a list of numbers (`NaN` when empty). */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** The nearest-rank percentile `p` (0–100) of a list of numbers (`NaN` when empty). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  const index = Math.min(sorted.length - 1, Math.max(0, rank - 1));
  return sorted[index] as number;
}

/** `a / b`, or `NaN` when either side is not a positive finite number. */
export function ratio(a: number, b: number): number {
  if (!Number.isFinite(a) || !Number.isFinite(b) || b <= 0) return Number.NaN;
  return a / b;
}

/** `items` rotated left by `by` places, so that repeats interleave in a changing order. */
export function rotate<T>(items: readonly T[], by: number): T[] {
  const shift = by % Math.max(1, items.length);
  return [...items.slice(shift), ...items.slice(0, shift)];
}

/** Appends `value` to the list under `key`, creating it on first use. */
export function pushTo<TValue>(groups: Record<string, TValue[]>, key: string, value: TValue): void {
  const list = groups[key];
  if (list) list.push(value);
  else groups[key] = [value];
}
