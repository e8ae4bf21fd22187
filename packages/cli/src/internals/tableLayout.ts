/** The columns a table shows and how wide each is. */
export interface ColumnLayout {
  /** Indexes of the columns shown, in order. */
  readonly kept: number[];
  /** The width of every column, by index (hidden ones too). */
  readonly widths: number[];
  /** Indexes of the columns left out. */
  readonly hidden: number[];
}

/** What a table knows of one column from its first rows. */
export interface ColumnFacts {
  /** The widest cell or the header. */
  readonly natural: number;
  /** The narrowest it may be cut to. */
  readonly least: number;
  /** Which to leave out first when not all fit: higher goes first (links, nested JSON, ids). */
  readonly rank: number;
}

/**
 * Fits columns into `width` terminal columns with `gap` between them, as `gh` does: when they
 * are too wide, the widest are cut first (to a common cap), never below their `least`; when
 * even that does not fit, columns are left out by `rank` (links and nested values first, then
 * ids), then from the right. The first column shows unless it is an id; one column always does.
 */
export function layoutColumns(
  columns: readonly ColumnFacts[],
  width: number,
  gap: number,
): ColumnLayout {
  const natural = columns.map((c) => c.natural);
  const least = columns.map((c) => c.least);
  const cost = (indexes: readonly number[]) =>
    indexes.reduce((sum, i) => sum + least[i]!, 0) + gap * Math.max(0, indexes.length - 1);
  let kept = columns.map((_, i) => i);
  // The first column goes only when it is an id (rank 2 or more): it names the row otherwise.
  const order = kept
    .filter((i) => i > 0 || columns[i]!.rank >= 2)
    .sort((a, b) => columns[b]!.rank - columns[a]!.rank || b - a);
  const hidden: number[] = [];
  for (const i of order) {
    if (cost(kept) <= width || kept.length === 1) break;
    kept = kept.filter((k) => k !== i);
    hidden.push(i);
  }
  hidden.sort((a, b) => a - b);
  const available = Math.max(1, width - gap * (kept.length - 1));
  const at = (cap: number) =>
    kept.reduce((sum, i) => sum + Math.max(least[i]!, Math.min(natural[i]!, cap)), 0);
  let low = 0;
  let high = Math.max(0, ...kept.map((i) => natural[i]!));
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (at(mid) <= available) low = mid;
    else high = mid - 1;
  }
  const widths = natural.map((n, i) => Math.max(least[i]!, Math.min(n, low)));
  // Hand what is left to the cut columns, first to last.
  let left = available - at(low);
  for (const i of kept)
    if (left > 0 && widths[i]! < natural[i]!) {
      widths[i]!++;
      left--;
    }
  if (kept.length === 1) widths[kept[0]!] = Math.min(natural[kept[0]!]!, available);
  return { kept, widths, hidden };
}
