import Table from 'cli-table3';
import { stringify } from 'csv-stringify/sync';

/** The output formats of every command. */
export const formats = ['json', 'ndjson', 'csv', 'table'] as const;
/** One output format. */
export type Format = (typeof formats)[number];

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

const CELL_WIDTH = 48;
const plain = { head: [], border: [] };
const clip = (text: string) =>
  text.length > CELL_WIDTH ? `${text.slice(0, CELL_WIDTH - 1)}…` : text;

/** A readable table: one row per record, or one row per field when there is a single object. */
export function toTable(result: unknown): string {
  const records = recordsOf(result);
  if (records.length === 0) return '(no results)\n';
  const columns = columnsOf(records);
  if (records.length === 1 && columns.length > 0) {
    const table = new Table({ head: ['field', 'value'], style: plain });
    const record = records[0] as Record<string, unknown>;
    for (const column of columns) table.push([column, clip(cellText(record[column]))]);
    return `${table.toString()}\n`;
  }
  const table = new Table({ head: columns.length ? columns : ['value'], style: plain });
  for (const row of rowsOf(records, columns)) table.push(row.map(clip));
  return `${table.toString()}\n`;
}

/** Renders a command's result in `format`. */
export function render(result: unknown, format: Format): string {
  switch (format) {
    case 'json':
      return `${JSON.stringify(result, null, 2)}\n`;
    case 'ndjson':
      return toNdjson(recordsOf(result));
    case 'csv':
      return toCsv(recordsOf(result));
    case 'table':
      return toTable(result);
  }
}
