import { describe, expectTypeOf, it } from 'vitest';
import type { MarketDataClient, OperationResult } from '../src/index';

declare const client: MarketDataClient;

describe('request by operationId takes what the resource method takes', () => {
  it('parameters are optional exactly where the operation requires none', () => {
    expectTypeOf(client.request('listWires')).toEqualTypeOf<
      Promise<OperationResult<'listWires'>>
    >();
    expectTypeOf(client.news.listWires()).toEqualTypeOf<Promise<OperationResult<'listWires'>>>();
    client.withResponse('listWires');
    // @ts-expect-error listEarnings requires a ticker
    client.request('listEarnings');
    // @ts-expect-error listEarnings requires a ticker
    client.stocks.listEarnings();
  });
});
