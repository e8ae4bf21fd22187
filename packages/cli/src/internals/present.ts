import { setImmediate as nextTurn } from 'node:timers/promises';
import { flattenRecord } from './flatten';
import type { Format } from './formats';
import { recordsOf, toCsv, toNdjson } from './output';
import { cellText, createTableWriter } from './table';
import { showTime } from './times';

/** Where a command's result goes and how the terminal looks. */
export interface Sink {
  write(text: string): void;
  /** Terminal columns a table fits; none when the output is not a terminal and `COLUMNS` is unset. */
  width?: number;
  /** Writes a one-line note to stderr. */
  note(text: string): void;
  /** Bold table headers. */
  bold: boolean;
  /** Fields that hold Unix times, shown as local times in a table. */
  times?: Readonly<Record<string, 'ms' | 's'>>;
}

/** Items between two turns of the event loop, so that Ctrl-C and a closed pipe are heard. */
const TURN_EVERY = 200;

/** A list's records or the one object, each flattened into rows (see {@link flattenRecord}). */
function flatRows(result: unknown, style: 'indent' | 'path'): unknown[] {
  return recordsOf(result).flatMap((record) => flattenRecord(record, style));
}

/** The rows of a table: flat rows, or one flat object as `field`/`value` rows. */
function tableRecords(result: unknown, times: Sink['times'] = {}): unknown[] {
  const rows = flatRows(result, 'indent');
  const only = rows[0];
  if (rows.length === 1 && only && typeof only === 'object' && !Array.isArray(result)) {
    const data = (result as { data?: unknown } | null)?.data;
    if (!Array.isArray(data))
      return Object.entries(only).map(([field, value]) => {
        const unit = times[field];
        const shown =
          unit && typeof value === 'number' ? showTime(unit === 's' ? value * 1000 : value) : value;
        return { field, value: shown };
      });
  }
  return rows;
}

function tableOf(sink: Sink) {
  const times = sink.times ?? {};
  return createTableWriter({
    write: sink.write,
    width: sink.width ?? Number.MAX_SAFE_INTEGER,
    note: sink.note,
    bold: sink.bold,
    cell: (value, column) => {
      const unit = times[column];
      if (unit && typeof value === 'number') return showTime(unit === 's' ? value * 1000 : value);
      return cellText(value);
    },
  });
}

/** Writes a finished result in `format`. */
export function present(result: unknown, format: Format, sink: Sink): void {
  if (format === 'table') {
    const table = tableOf(sink);
    for (const record of tableRecords(result, sink.times)) table.add(record);
    table.end();
    return;
  }
  if (format === 'json') sink.write(`${JSON.stringify(result, null, 2)}\n`);
  else if (format === 'ndjson') sink.write(toNdjson(recordsOf(result)));
  else sink.write(toCsv(flatRows(result, 'path')));
}

/**
 * Writes the items of a paged walk as they arrive, in time linear in their number: NDJSON and
 * table rows as each page comes, JSON as one array written item by item, CSV with the columns
 * of the first page. Stops at once when `signal` aborts.
 */
export async function presentStream(
  items: AsyncIterable<unknown>,
  format: Format,
  sink: Sink,
  signal: AbortSignal,
): Promise<void> {
  const table = format === 'table' ? tableOf(sink) : undefined;
  let columns: string[] | undefined;
  let count = 0;
  for await (const item of items) {
    if (table) for (const row of flattenRecord(item, 'indent')) table.add(row);
    else if (format === 'ndjson') sink.write(`${JSON.stringify(item)}\n`);
    else if (format === 'json') {
      const text = JSON.stringify(item, null, 2).replace(/\n/g, '\n  ');
      sink.write(`${count === 0 ? '[\n' : ',\n'}  ${text}`);
    } else {
      const rows = flattenRecord(item, 'path');
      const header = !columns;
      columns ??= rows[0] ? Object.keys(rows[0]) : [];
      sink.write(toCsv(rows, columns, header));
    }
    count++;
    if (count % TURN_EVERY === 0) await nextTurn();
    signal.throwIfAborted();
  }
  if (table) table.end();
  else if (format === 'json') sink.write(count === 0 ? '[]\n' : '\n]\n');
}
