import { stringify } from 'csv-stringify/sync';

/** The records of a result: a list's items, a page's `data`, or the one object. */
export function recordsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  if (result && typeof result === 'object') {
    const data = (result as { data?: unknown }).data;
    if (Array.isArray(data)) return data;
    return [result];
  }
  return result === null || result === undefined ? [] : [result];
}

/** The column names of records: every key, in order of first appearance. */
export function columnsOf(records: readonly unknown[]): string[] {
  const columns = new Set<string>();
  for (const record of records)
    if (record && typeof record === 'object')
      for (const key of Object.keys(record)) columns.add(key);
  return [...columns];
}

/** A cell's text: strings as they are, nested values as JSON, nothing for null. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Rows of cells for `columns`; a record that is not an object fills the first column. */
function rowsOf(records: readonly unknown[], columns: readonly string[]): string[][] {
  return records.map((record) =>
    record && typeof record === 'object'
      ? columns.map((column) => cellText((record as Record<string, unknown>)[column]))
      : [cellText(record)],
  );
}

/** CSV text of records with a header line; `header: false` for appending to a file. */
export function toCsv(
  records: readonly unknown[],
  columns = columnsOf(records),
  header = true,
): string {
  if (columns.length === 0) return records.map((r) => `${cellText(r)}\n`).join('');
  return stringify(rowsOf(records, columns), { header, columns: [...columns] });
}

/** NDJSON text: one record per line. */
export function toNdjson(records: readonly unknown[]): string {
  return records.map((record) => `${JSON.stringify(record)}\n`).join('');
}
