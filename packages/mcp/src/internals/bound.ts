import type { OperationRow } from '@marketdata-sdk/types/internal';

/** The default of `maxResultChars`: about 25 000 tokens of JSON, what MCP hosts take in one result. */
export const DEFAULT_MAX_RESULT_CHARS = 100_000;

/** A payload cut to fit, and what was left out. */
export interface Bounded {
  /** The payload: the whole of it, or its lists cut to their first `shown` items. */
  readonly data: unknown;
  /** The JSON text of `{ data }`. */
  readonly text: string;
  /** Set when lists were cut: the items kept and the items there were, per list. */
  readonly cut?: { readonly shown: number; readonly total: number };
}

/** The payload with every list in it cut to its first `keep` items. */
function keepFirst(data: unknown, keep: number): unknown {
  if (Array.isArray(data)) return data.slice(0, keep);
  if (!data || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.slice(0, keep) : value,
    ]),
  );
}

/** The length of the longest list in the payload (0 when it has none). */
function longestList(data: unknown): number {
  if (Array.isArray(data)) return data.length;
  if (!data || typeof data !== 'object') return 0;
  return Math.max(0, ...Object.values(data).map((v) => (Array.isArray(v) ? v.length : 0)));
}

/**
 * Fits a tool's payload into `maxChars` of JSON: when it is larger, every list in it (the
 * payload itself, a page's `data`, an object's array members such as the statements' periods)
 * keeps as many of its first items as fit. Lists keep their order, so the newest or first items
 * stay, and the result still validates against the tool's output schema. Returns no `data` when
 * even one item per list does not fit.
 */
export function boundResult(data: unknown, maxChars: number): Bounded | undefined {
  const text = JSON.stringify({ data: data ?? null });
  if (text.length <= maxChars) return { data: data ?? null, text };
  const total = longestList(data);
  if (total === 0) return undefined;
  const fits = (keep: number) => JSON.stringify({ data: keepFirst(data, keep) }).length <= maxChars;
  if (!fits(1)) return undefined;
  let low = 1;
  let high = total;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  const cut = keepFirst(data, low);
  return { data: cut, text: JSON.stringify({ data: cut }), cut: { shown: low, total } };
}

const NARROWING: Record<string, string> = {
  size: 'a smaller `size`',
  count: 'a smaller `count`',
  from: 'a later `from`',
  to: 'an earlier `to`',
  period: 'a `period` with fewer reports (4 for annual ones)',
  step: 'a larger `step`',
  page: 'the next `page`',
  start_id: '`start_id` to page on',
};

/** What the model can do to get the rest: the operation's parameters that narrow or page it. */
export function narrowingHint(row: OperationRow): string {
  const ways = row.params.map((p) => NARROWING[p.name]).filter(Boolean);
  return ways.length ? ` To see the rest, call again with ${ways.join(', or ')}.` : '';
}
