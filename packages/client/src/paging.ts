import type { CursorPaging, PagePaging, ParamRule } from '@marketdata-sdk/types/internal';
import { checkOptions, num } from './internals/options';

/** What the paging rules read of an operation row: its paging kind and its parameter rules. */
export interface PagedRow {
  /** Cursor paging by `start_id`, numbered paging by `page`/`size`, or none. */
  readonly paging: CursorPaging | PagePaging | null;
  /** The parameter rules, for the default and largest `size`. */
  readonly params: readonly ParamRule[];
}

type Params = Record<string, unknown>;

/** A page's cursor: a `start_id` (cursor lists) or a page number (numbered lists). */
export type PageCursor = string | number;

const rule = (row: PagedRow, name: string) => row.params.find((p) => p.name === name);

/** The items of a page: the payload itself when it is an array, else its `data`. */
export function pageItems(payload: unknown): unknown[] {
  const items = Array.isArray(payload) ? payload : (payload as { data?: unknown } | null)?.data;
  return Array.isArray(items) ? items : [];
}

/**
 * The cursor of the page after `payload`, the page that `params` asked for; `undefined` when it
 * is the last page. The one end rule of both kinds: an empty page or one shorter than the size
 * asked for (or the operation's default size) is the last. Then a cursor list continues at its
 * last item's id (`news_id`, else `content_id`) unless that is the cursor just sent; a numbered
 * list at the next page number.
 */
export function nextPageCursor(
  row: PagedRow,
  params: Params,
  payload: unknown,
): PageCursor | undefined {
  const items = pageItems(payload);
  const size = Number(params.size ?? rule(row, 'size')?.default);
  if (!row.paging || !items.length || items.length < size) return undefined;
  if (row.paging.kind === 'page') return Number(params.page ?? 1) + 1;
  const last = items[items.length - 1] as Params;
  const id = last.news_id ?? last.content_id;
  return typeof id === 'string' && id !== '' && id !== params.start_id ? id : undefined;
}

/** `params` asking for the page at `cursor`. */
export function atPageCursor(row: PagedRow, params: Params, cursor: PageCursor): Params {
  return { ...params, [row.paging?.kind === 'page' ? 'page' : 'start_id']: cursor };
}

/**
 * `params` for walking every page: the `size` given, else the largest the operation allows
 * (its maximum; its default when the spec states none), lowered to `limit` when that is smaller.
 */
export function walkParams(row: PagedRow, params: Params, limit?: number): Params {
  if (params.size !== undefined) return params;
  const size = rule(row, 'size');
  const largest = (size?.maximum ?? size?.default) as number | undefined;
  if (largest === undefined) return params;
  return {
    ...params,
    size: limit && row.paging?.kind === 'cursor' ? Math.min(largest, limit) : largest,
  };
}

/** Options of item iteration. */
export interface IterateOptions {
  /** Stop after this many items (an integer from 0). */
  limit?: number | undefined;
}

/**
 * Checks `limit` (an integer from 0; any other name is refused, since a misspelt one would walk
 * every page) and returns it, `Infinity` when absent.
 */
export function checkLimit(where: string, options: IterateOptions): number {
  checkOptions(where, options, [['limit', num(0, 2 ** 53, 1), 'an integer >= 0']], undefined, true);
  return options.limit ?? 1 / 0;
}

/**
 * Every item of a paged list from `params` on, page after page by {@link nextPageCursor}, at
 * most `limit`. `load` fetches one page's payload. What the client's iterators, `watchWires`, the
 * CLI's `--all` and the hooks' next page all follow.
 */
export async function* pageWalk<TItem = unknown>(
  load: (params: Params) => unknown,
  row: PagedRow,
  params: Params,
  limit = 1 / 0,
): AsyncGenerator<TItem, void, undefined> {
  let count = 0;
  for (let at: Params | undefined = params; at && count < limit; ) {
    const payload = await load(at);
    for (const item of pageItems(payload)) {
      yield item as TItem;
      if (++count >= limit) return;
    }
    const next = nextPageCursor(row, at, payload);
    at = next === undefined ? undefined : atPageCursor(row, at, next);
  }
}
