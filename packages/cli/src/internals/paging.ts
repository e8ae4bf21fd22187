import type { MarketDataClient } from '@marketdata-sdk/client';
import type { CliOperation } from './operations';
import { recordsOf } from './output';

type Params = Record<string, unknown>;

/** The item field whose value asks for the page after it (the cursor of `start_id` lists). */
function cursorOf(item: unknown): string | undefined {
  if (!item || typeof item !== 'object') return undefined;
  const record = item as Record<string, unknown>;
  const value = record.news_id ?? record.content_id;
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * Every item of a paged list, page by page, until a short page (or `limit` items). Pages are
 * as large as the operation allows unless `size` was given.
 */
export async function* allItems(
  client: MarketDataClient,
  op: CliOperation,
  params: Params,
  options: { limit?: number; signal?: AbortSignal; sizeGiven: boolean },
): AsyncGenerator<unknown> {
  const sizeRule = op.params.find((p) => p.name === 'size');
  const size = Number(
    options.sizeGiven ? params.size : (sizeRule?.maximum ?? params.size ?? sizeRule?.default ?? 10),
  );
  let page = Number(params.page ?? 1);
  let cursor = params.start_id as string | undefined;
  let count = 0;
  for (;;) {
    const pageParams: Params = { ...params, size };
    if (op.paging === 'page') pageParams.page = page;
    if (op.paging === 'cursor' && cursor) pageParams.start_id = cursor;
    const items = recordsOf(
      await client.request(op.id as never, pageParams as never, { signal: options.signal }),
    );
    for (const item of items) {
      if (options.limit !== undefined && count >= options.limit) return;
      count++;
      yield item;
    }
    if (items.length < size) return;
    page++;
    const next = cursorOf(items[items.length - 1]);
    if (op.paging === 'cursor' && (!next || next === cursor)) return;
    cursor = next;
  }
}
