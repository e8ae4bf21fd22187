import { describe, expectTypeOf, it } from 'vitest';
import { getConsensus, getFinancialMetrics, listDividends } from '../src/functions';
import { createMarketDataClient, createTransport } from '../src/index';

const client = createMarketDataClient({ apiKey: 'k' });
const transport = createTransport({ apiKey: 'k' });

describe('_request_id is typed on every successful payload', () => {
  it('of resource methods, objects and arrays alike, and of client.request', async () => {
    const metrics = await client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    expectTypeOf(metrics._request_id).toEqualTypeOf<string | undefined>();
    const dividends = await client.stocks.listDividends({ ticker: 'KO' });
    expectTypeOf(dividends._request_id).toEqualTypeOf<string | undefined>();
    const { data } = await client.stocks.getFinancialMetrics.withResponse({ ticker: 'AAPL' });
    expectTypeOf(data._request_id).toEqualTypeOf<string | undefined>();
    const requested = await client.request('getFinancialMetrics', { ticker: 'AAPL' });
    expectTypeOf(requested._request_id).toEqualTypeOf<string | undefined>();
    expectTypeOf((await client.news.listWires())._request_id).toEqualTypeOf<string | undefined>();
  });

  it('of standalone functions', async () => {
    const metrics = await getFinancialMetrics(transport, { ticker: 'AAPL' });
    expectTypeOf(metrics._request_id).toEqualTypeOf<string | undefined>();
    expectTypeOf((await listDividends(transport, { ticker: 'KO' }))._request_id).toEqualTypeOf<
      string | undefined
    >();
  });

  it('but not on a null payload, which has none', async () => {
    const consensus = await getConsensus(transport, { ticker: 'AAPL' });
    // @ts-expect-error: the payload may be null
    void consensus._request_id;
    expectTypeOf(consensus?._request_id).toEqualTypeOf<string | undefined>();
  });
});
