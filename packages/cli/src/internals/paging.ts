import type { MarketDataClient } from '@marketdata-sdk/client';
import { pageWalk, walkParams } from '@marketdata-sdk/client/internal';
import type { CliOperation } from './operations';

type Params = Record<string, unknown>;

/**
 * Every item of a paged list, page by page by the client's paging definition (the same end
 * rule as its page objects and iterators), at most `limit`. Pages are as large as the operation
 * allows unless `size` was given on the command line.
 */
export function allItems(
  client: MarketDataClient,
  op: CliOperation,
  params: Params,
  options: { limit?: number; signal?: AbortSignal; sizeGiven: boolean },
): AsyncGenerator<unknown> {
  const { size: _size, ...rest } = params;
  const row = { paging: op.paging ?? null, params: op.params };
  const start = walkParams(row, options.sizeGiven ? params : rest, options.limit);
  const load = (at: Params) =>
    client.request(op.id as never, at as never, { signal: options.signal });
  return pageWalk(load, row, start, options.limit);
}
