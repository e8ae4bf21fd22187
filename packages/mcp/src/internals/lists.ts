/** Which end of a list is the newest: its first items, its last, or not known (a plain list). */
export type ListOrder = 'newest-first' | 'oldest-first' | 'unordered';

/** The time an item carries: its first Unix timestamp or ISO date member, as a number. */
function timeOf(item: unknown): number | undefined {
  if (!item || typeof item !== 'object') return undefined;
  for (const value of Object.values(item)) {
    if (typeof value === 'number' && value >= 1e9) return value;
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
      const time = Date.parse(value);
      if (!Number.isNaN(time)) return time;
    }
  }
  return undefined;
}

/** The order of a list, from the times of its first and last items. */
export function orderOf(items: readonly unknown[]): ListOrder {
  const first = timeOf(items[0]);
  const last = timeOf(items[items.length - 1]);
  if (first === undefined || last === undefined || first === last) return 'unordered';
  return first > last ? 'newest-first' : 'oldest-first';
}

/** At most `keep` items of a list: the newest end of a time series, else the first items. */
export function keepNewest<T>(items: readonly T[], keep: number): T[] {
  if (items.length <= keep) return [...items];
  return orderOf(items) === 'oldest-first'
    ? items.slice(items.length - keep)
    : items.slice(0, keep);
}

/** The payload's lists: the payload itself when it is one, else its array members by name. */
export function listsOf(data: unknown): { key?: string; items: unknown[] }[] {
  if (Array.isArray(data)) return [{ items: data }];
  if (!data || typeof data !== 'object') return [];
  return Object.entries(data)
    .filter(([, value]) => Array.isArray(value))
    .map(([key, value]) => ({ key, items: value as unknown[] }));
}

/** The payload with each list replaced by `map(list)`, everything else as it was. */
export function mapLists(
  data: unknown,
  map: (items: unknown[], key?: string) => unknown[],
): unknown {
  if (Array.isArray(data)) return map(data);
  if (!data || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      Array.isArray(value) ? map(value, key) : value,
    ]),
  );
}
