/** One flat row: column name to a scalar value. */
export type FlatRow = Record<string, unknown>;

/** How tree lines (a line with `lines` under it) are named in a flat row. */
export type LineStyle = 'indent' | 'path';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isObjectList = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.length > 0 && value.every(isObject);

/** The key under which an item nests more items like itself (a statement line's `lines`). */
function treeKey(item: Record<string, unknown>): string | undefined {
  return Object.keys(item).find((key) => {
    const children = item[key];
    return Array.isArray(children) && children.every(isObject) && 'name' in item;
  });
}

/** The rows of a tree of lines, depth first: each line's name (indented or as a path) and value. */
function treeRows(
  items: readonly Record<string, unknown>[],
  key: string,
  style: LineStyle,
  parents: readonly string[] = [],
): FlatRow[] {
  return items.flatMap((item) => {
    const { [key]: children, name, ...rest } = item;
    const label =
      style === 'indent'
        ? '  '.repeat(parents.length) + String(name)
        : [...parents, name].join(' > ');
    const row: FlatRow = { line: label, ...flatObject(rest) };
    const below = Array.isArray(children)
      ? treeRows(children as Record<string, unknown>[], key, style, [...parents, String(name)])
      : [];
    return [row, ...below];
  });
}

/** An object's scalar fields, nested objects as `parent.child` columns (lists left to the caller). */
function flatObject(record: Record<string, unknown>, prefix = ''): FlatRow {
  const row: FlatRow = {};
  for (const [key, value] of Object.entries(record)) {
    const name = prefix + key;
    if (isObject(value)) Object.assign(row, flatObject(value, `${name}.`));
    else if (!isObjectList(value)) row[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return row;
}

/**
 * One record as flat rows a table or a CSV file can show: scalar fields as they are, nested
 * objects as `parent.child` columns, a list of objects as one row per item under the parent's
 * fields (ETF holdings: one row per holding), several lists as the rows of each with a column
 * naming the list (a statement's `income_statements`, `balance_sheets`, …), and a tree of lines
 * as one row per line, depth first.
 */
export function flattenRecord(record: unknown, style: LineStyle = 'path'): FlatRow[] {
  if (!isObject(record)) return [{ value: record }];
  const lists = Object.keys(record).filter((key) => isObjectList(record[key]));
  const base = flatObject(record);
  if (lists.length === 0) return [base];
  const tree = treeKey(record);
  if (tree && lists.length === 1) return treeRows([record], tree, style);
  const rowsOf = (key: string): FlatRow[] => {
    const items = record[key] as Record<string, unknown>[];
    const itemTree = items.map(treeKey).find(Boolean);
    if (itemTree) return treeRows(items, itemTree, style);
    return items.flatMap((item) => flattenRecord(item, style));
  };
  if (lists.length === 1)
    return rowsOf(lists[0]!).map((row) => ({ ...base, ...prefixed(row, base) }));
  return lists.flatMap((key) => rowsOf(key).map((row) => ({ ...base, section: key, ...row })));
}

/** A child row's columns, renamed where the parent already has a column of that name. */
function prefixed(row: FlatRow, base: FlatRow): FlatRow {
  const out: FlatRow = {};
  for (const [key, value] of Object.entries(row)) out[key in base ? `item.${key}` : key] = value;
  return out;
}
