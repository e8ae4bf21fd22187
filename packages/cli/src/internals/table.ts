import cliTruncate from 'cli-truncate';
import stringWidth from 'string-width';
import { type ColumnFacts, layoutColumns } from './tableLayout';

/** Where and how wide a table is written. */
export interface TableOptions {
  /** Receives the table's text, a batch of whole lines at a time. */
  write(text: string): void;
  /** The width to fit, in terminal columns. */
  width: number;
  /** Receives a one-line note when columns are left out to fit the width. */
  note?(text: string): void;
  /** Bold headers (a terminal that takes colour). */
  bold?: boolean;
  /** Shows a cell's value: the default prints strings as they are and nested values as JSON. */
  cell?(value: unknown, column: string): string;
}

/** A table written as records arrive: `add` each record, then `end`. */
export interface TableWriter {
  add(record: unknown): void;
  /** Writes what is held back and the `(no results)` line when nothing came. */
  end(): void;
}

/** Rows held before the column widths are fixed (or fewer, when the next page is slow to come). */
const SAMPLE_ROWS = 200;
/** Rows written in one batch once the widths are fixed. */
const BATCH_ROWS = 256;
const GAP = '  ';

/** The display width of a cell, with a fast path for plain ASCII. */
export function widthOf(text: string): number {
  return /^[\x20-\x7e]*$/.test(text) ? text.length : stringWidth(text);
}

/** `text` cut to `width` columns with an ellipsis, or padded to it with spaces. */
export function fitCell(text: string, width: number, pad: boolean): string {
  const shown = widthOf(text);
  if (shown > width) return cliTruncate(text, width, { position: 'end' });
  return pad ? text + ' '.repeat(width - shown) : text;
}

/** A cell's text on one line: strings as they are, nested values as JSON, nothing for null. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[\r\n\t]/.test(text) ? text.replace(/[\r\n\t]+/g, ' ') : text;
}

/**
 * What a column's first cells say about it: its natural width, how narrow it may be cut (numbers
 * and dates never, prose to 24 columns, other values to 10) and how early it is left out when not all columns fit
 * (links and nested JSON first, then ids and slugs).
 */
function columnFacts(name: string, cells: readonly string[]): ColumnFacts {
  const natural = Math.max(widthOf(name), ...cells.map(widthOf));
  const sample = cells.find((cell) => cell !== '') ?? '';
  // An id is plumbing, even in the first column: left out early, and never cut while it shows.
  const id = /(^|_)id$/.test(name) || /^[a-z0-9]+(-[a-z0-9]+){3,}$/.test(sample);
  // Numbers, dates and times are never cut (a cut number misleads); prose keeps a phrase.
  const figure = cells.every((cell) => /^[-+]?[\d.,:/ TZ+-]*$/.test(cell));
  const prose = / \S+ \S/.test(sample);
  const least = figure ? natural : Math.min(natural, prose ? 24 : 10);
  let rank = 0;
  if (/^(https?:\/\/|[[{])/.test(sample)) rank = 3;
  else if (id) rank = 2;
  return { natural, least, rank };
}

/**
 * A table that streams: the columns and their widths are fixed from the first rows (at most
 * 200, or what came before the next page was awaited), then every row is written as it
 * arrives, so the time is linear in the rows and the first lines show at once. Columns are
 * separated by two spaces with no borders or row rules, and fit `width` as `gh` does: wide
 * columns are cut with an ellipsis, and columns that cannot fit at all are left out (and named
 * in a note).
 */
export function createTableWriter(options: TableOptions): TableWriter {
  const show = options.cell ?? ((value: unknown) => cellText(value));
  let held: unknown[] = [];
  let fixed = false;
  /** The columns shown, for records that are objects; none for scalar records. */
  let columns: string[] = [];
  let widths: number[] = [];
  let lines: string[] = [];
  let count = 0;

  const line = (cells: readonly string[]) =>
    cells
      .map((text, i) => fitCell(text, widths[i] ?? 0, i < cells.length - 1))
      .join(GAP)
      .trimEnd();
  const cellsOf = (record: unknown, names: readonly string[]): string[] =>
    record && typeof record === 'object' && names.length
      ? names.map((column) => show((record as Record<string, unknown>)[column], column))
      : [show(record, '')];
  const flushLines = () => {
    if (lines.length) options.write(`${lines.join('\n')}\n`);
    lines = [];
  };
  const fix = () => {
    if (fixed || held.length === 0) return;
    fixed = true;
    const names = new Set<string>();
    for (const record of held)
      if (record && typeof record === 'object')
        for (const key of Object.keys(record)) names.add(key);
    const all = [...names];
    const heads = all.length ? all : ['value'];
    const rows = held.map((record) => cellsOf(record, all));
    const facts = heads.map((name, i) =>
      columnFacts(
        name,
        rows.map((cells) => cells[i] ?? ''),
      ),
    );
    const layout = layoutColumns(facts, options.width, GAP.length);
    if (layout.hidden.length)
      options.note?.(
        `${layout.hidden.length} of ${heads.length} columns left out to fit ${options.width} columns: ${layout.hidden.map((i) => heads[i]).join(', ')} (--format json shows every field).`,
      );
    widths = layout.kept.map((i) => layout.widths[i] ?? 0);
    const pick = (cells: readonly string[]) => layout.kept.map((i) => cells[i] ?? '');
    const header = line(pick(heads));
    lines.push(options.bold ? `\u001b[1m${header}\u001b[22m` : header);
    for (const cells of rows) lines.push(line(pick(cells)));
    columns = all.length ? layout.kept.map((i) => all[i] ?? '') : [];
    held = [];
    flushLines();
  };

  return {
    add(record) {
      count++;
      if (fixed) {
        lines.push(line(cellsOf(record, columns)));
        if (lines.length >= BATCH_ROWS) flushLines();
        return;
      }
      held.push(record);
      if (held.length >= SAMPLE_ROWS) fix();
      // Runs when the producer waits for its next page: the rows so far show at once.
      else if (held.length === 1) setImmediate(fix);
    },
    end() {
      fix();
      if (count === 0) options.write('(no results)\n');
      flushLines();
    },
  };
}
