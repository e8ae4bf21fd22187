/** Number formatting for the results tables. */

/** A number with a fixed count of decimals, or `n/a` when it is not finite. */
export function fixed(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** A ratio such as `0.87×`. */
export function times(value: number, decimals = 2): string {
  return Number.isFinite(value) ? `${fixed(value, decimals)}×` : 'n/a';
}

/** Bytes as KB with one decimal, or `decimals` (1 KB = 1000 bytes, as bundle-size tools print). */
export function kilobytes(bytes: number, decimals = 1): string {
  return Number.isFinite(bytes) ? `${fixed(bytes / 1000, decimals)} KB` : 'n/a';
}

/** Bytes as MB with one decimal (1 MB = 1024 × 1024 bytes, as RSS is usually read). */
export function megabytes(bytes: number): string {
  return Number.isFinite(bytes) ? `${fixed(bytes / 1024 / 1024, 1)} MB` : 'n/a';
}

/** The lowest and highest of some repeats, e.g. `18,200–21,050`, or `n/a` when there are none. */
export function range(values: readonly number[], decimals = 0): string {
  if (values.length === 0) return 'n/a';
  return `${fixed(Math.min(...values), decimals)}–${fixed(Math.max(...values), decimals)}`;
}
