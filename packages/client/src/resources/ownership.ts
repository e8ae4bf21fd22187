import { listCongressTrades, listInsiderTrades } from '@marketdata-sdk/types/internal';
import type { RequestOptions, Transport } from '../createTransport';
import { bindMethod, type ParamsMethod } from '../internals/bindMethod';
import { paramDefault } from '../internals/buildUrl';
import type { OperationParams, OperationResult } from '../types';

/** The ownership resource: trades by US politicians and by company insiders. */
export interface OwnershipResource {
  /**
   * One page of a stock's Congress trades, newest first.
   * @example const trades = await client.ownership.listCongressTrades({ ticker: 'NVDA', size: 20 });
   */
  listCongressTrades: ParamsMethod<'listCongressTrades'>;
  /**
   * Every Congress trade of a stock, page after page until a short page.
   * @example for await (const t of client.ownership.iterateCongressTrades({ ticker: 'NVDA' })) console.log(t.name);
   */
  iterateCongressTrades(
    params: Omit<OperationParams<'listCongressTrades'>, 'page'>,
    options?: RequestOptions,
  ): AsyncIterableIterator<OperationResult<'listCongressTrades'>[number]>;
  /**
   * One page of a stock's insider trades as filed with the SEC.
   * @example const trades = await client.ownership.listInsiderTrades({ ticker: 'AAPL', size: 20 });
   */
  listInsiderTrades: ParamsMethod<'listInsiderTrades'>;
  /**
   * Every insider trade of a stock, page after page until a short page.
   * @example for await (const t of client.ownership.iterateInsiderTrades({ ticker: 'AAPL' })) console.log(t.name);
   */
  iterateInsiderTrades(
    params: Omit<OperationParams<'listInsiderTrades'>, 'page'>,
    options?: RequestOptions,
  ): AsyncIterableIterator<OperationResult<'listInsiderTrades'>[number]>;
}

/**
 * Creates the ownership resource over a transport.
 *
 * @example
 * const ownership = createOwnershipResource(createTransport({ apiKey }));
 */
export function createOwnershipResource(transport: Transport): OwnershipResource {
  const list = bindMethod(transport, listCongressTrades) as ParamsMethod<'listCongressTrades'>;
  const insider = bindMethod(transport, listInsiderTrades) as ParamsMethod<'listInsiderTrades'>;
  return {
    listCongressTrades: list,
    async *iterateCongressTrades(params, options) {
      const size = params.size ?? (paramDefault(listCongressTrades, 'size') as number);
      for (let page = 1; ; page++) {
        const rows = await list({ ...params, page }, options);
        yield* rows;
        if (rows.length < size) return;
      }
    },
    listInsiderTrades: insider,
    async *iterateInsiderTrades(params, options) {
      const size = params.size ?? (paramDefault(listInsiderTrades, 'size') as number);
      for (let page = 1; ; page++) {
        const rows = await insider({ ...params, page }, options);
        yield* rows;
        if (rows.length < size) return;
      }
    },
  };
}
