import type { OperationRow } from '@marketdata-sdk/types/internal';
import { keepNewest, listsOf, mapLists, orderOf } from './lists';

/** The default of `maxResultChars`: about 10 000 tokens of JSON, a fair share of a model's context. */
export const DEFAULT_MAX_RESULT_CHARS = 40_000;

/** A payload cut to fit, and what was left out. */
export interface Bounded {
  /** The payload: the whole of it, or its lists cut to their newest `shown` items. */
  readonly data: unknown;
  /** The JSON text of `{ data }`. */
  readonly text: string;
  /** Set when lists were cut: the items kept and the items there were, per list. */
  readonly cut?: {
    readonly shown: number;
    readonly total: number;
    /** Which end was kept: the newest items of a time series, else the first. */
    readonly kept: 'newest' | 'first';
  };
}

/** The payload with every list in it cut to its newest (or first) `keep` items. */
function keepEnd(data: unknown, keep: number): unknown {
  return mapLists(data, (items) => keepNewest(items, keep));
}

/** The length of the longest list in the payload (0 when it has none). */
function longestList(data: unknown): number {
  return Math.max(0, ...listsOf(data).map((list) => list.items.length));
}

/**
 * Fits a tool's payload into `maxChars` of JSON: when it is larger, every list in it (the
 * payload itself, a page's `data`, an object's array members such as the statements' periods)
 * keeps as many items as fit from its newest end (the last items of a list in time order, such
 * as trades, the first of one newest first), or its first items when it has no times. Lists
 * keep their order and the result still validates against the tool's output schema. Returns
 * no `data` when even one item per list does not fit.
 */
export function boundResult(data: unknown, maxChars: number): Bounded | undefined {
  const text = JSON.stringify({ data: data ?? null });
  if (text.length <= maxChars) return { data: data ?? null, text };
  const total = longestList(data);
  if (total === 0) return undefined;
  const fits = (keep: number) => JSON.stringify({ data: keepEnd(data, keep) }).length <= maxChars;
  if (!fits(1)) return undefined;
  let low = 1;
  let high = total;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  const cut = keepEnd(data, low);
  const timed = listsOf(data).some((list) => orderOf(list.items) !== 'unordered');
  return {
    data: cut,
    text: JSON.stringify({ data: cut }),
    cut: { shown: low, total, kept: timed ? 'newest' : 'first' },
  };
}

const NARROWING: Record<string, string> = {
  size: 'a smaller `size`',
  count: 'a smaller `count`',
  from: 'a later `from`',
  to: 'an earlier `to` (before the oldest item shown)',
  period: 'a `period` with fewer reports (4 for annual ones)',
  step: 'a larger `step`',
  limit: 'a smaller `limit`',
  page: 'the next `page`',
  start_id: '`start_id` to page on',
};

/** What the model can do to get the rest: the operation's parameters that narrow or page it. */
export function narrowingHint(row: OperationRow): string {
  const ways = row.params.map((p) => NARROWING[p.name]).filter(Boolean);
  return ways.length ? ` To see the rest, call again with ${ways.join(', or ')}.` : '';
}
