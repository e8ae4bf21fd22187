import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Format } from './output';
import { recordsOf, toCsv, toNdjson } from './output';
import { createTableWriter } from './table';

/** Where a command's result goes and how the terminal looks. */
export interface Sink {
  write(text: string): void;
  /** Terminal columns a table fits; none when the output is not a terminal and `COLUMNS` is unset. */
  width?: number;
  /** Writes a one-line note to stderr. */
  note(text: string): void;
  /** Bold table headers. */
  bold: boolean;
}

/** Items between two turns of the event loop, so that Ctrl-C and a closed pipe are heard. */
const TURN_EVERY = 200;

/** The rows of a table: a list's records, or one object as `field`/`value` rows. */
function tableRecords(result: unknown): unknown[] {
  if (result && typeof result === 'object' && !Array.isArray(result)) {
    const data = (result as { data?: unknown }).data;
    if (!Array.isArray(data))
      return Object.entries(result).map(([field, value]) => ({ field, value }));
  }
  return recordsOf(result);
}

function tableOf(sink: Sink) {
  return createTableWriter({
    write: sink.write,
    width: sink.width ?? Number.MAX_SAFE_INTEGER,
    note: sink.note,
    bold: sink.bold,
  });
}

/** Writes a finished result in `format`. */
export function present(result: unknown, format: Format, sink: Sink): void {
  if (format === 'table') {
    const table = tableOf(sink);
    for (const record of tableRecords(result)) table.add(record);
    table.end();
    return;
  }
  if (format === 'json') sink.write(`${JSON.stringify(result, null, 2)}\n`);
  else if (format === 'ndjson') sink.write(toNdjson(recordsOf(result)));
  else sink.write(toCsv(recordsOf(result)));
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
    if (table) table.add(item);
    else if (format === 'ndjson') sink.write(`${JSON.stringify(item)}\n`);
    else if (format === 'json') {
      const text = JSON.stringify(item, null, 2).replace(/\n/g, '\n  ');
      sink.write(`${count === 0 ? '[\n' : ',\n'}  ${text}`);
    } else {
      const header = !columns;
      columns ??= item && typeof item === 'object' ? Object.keys(item) : [];
      sink.write(toCsv([item], columns, header));
    }
    count++;
    if (count % TURN_EVERY === 0) await nextTurn();
    signal.throwIfAborted();
  }
  if (table) table.end();
  else if (format === 'json') sink.write(count === 0 ? '[]\n' : '\n]\n');
}
