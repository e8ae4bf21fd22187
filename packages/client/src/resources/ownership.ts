import type { RequestOptions, Transport } from '../createTransport';
import { listCongressTrades } from '../generated/operations';
import { bindMethod, type ParamsMethod } from '../internals/bindMethod';
import { paramDefault } from '../internals/buildUrl';
import type { OperationParams, OperationResult } from '../types';

/** The ownership resource: trades by US politicians. */
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
}

/**
 * Creates the ownership resource over a transport.
 *
 * @example
 * const ownership = createOwnershipResource(createTransport({ apiKey }));
 */
export function createOwnershipResource(transport: Transport): OwnershipResource {
  const list = bindMethod(transport, listCongressTrades) as ParamsMethod<'listCongressTrades'>;
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
  };
}
