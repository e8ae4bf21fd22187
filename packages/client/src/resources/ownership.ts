import { listCongressTrades, listInsiderTrades } from '@marketdata-sdk/types/internal';
import type { Transport } from '../createTransport';
import { bindPagedMethod, type PagedMethod } from '../internals/bindMethod';

/** The ownership resource: trades by US politicians and by company insiders. */
export interface OwnershipResource {
  /**
   * One page of a stock's Congress trades, newest first: `{ data }` with `nextCursor` (the next
   * page number), `hasNextPage()`, `getNextPage()` and `iterPages()`; iterated, every trade.
   * @example const { data } = await client.ownership.listCongressTrades({ ticker: 'NVDA', size: 20 });
   * @example for await (const t of client.ownership.listCongressTrades({ ticker: 'NVDA' })) console.log(t.name);
   */
  listCongressTrades: PagedMethod<'listCongressTrades'>;
  /**
   * One page of a stock's insider trades as filed with the SEC: `{ data }` with its paging;
   * iterated, every trade.
   * @example const trades = await client.ownership.listInsiderTrades({ ticker: 'AAPL' }).toArray({ limit: 100 });
   */
  listInsiderTrades: PagedMethod<'listInsiderTrades'>;
}

/**
 * Creates the ownership resource over a transport.
 *
 * @example
 * const ownership = createOwnershipResource(createTransport({ apiKey }));
 */
export function createOwnershipResource(transport: Transport): OwnershipResource {
  return {
    listCongressTrades: bindPagedMethod(transport, listCongressTrades),
    listInsiderTrades: bindPagedMethod(transport, listInsiderTrades),
  };
}
