import { describe, expectTypeOf, it } from 'vitest';
import { listWires } from '../src/functions';
import { createMarketDataClient, createTransport, type OperationParams } from '../src/index';
import type { ListParamName } from '../src/types';

const client = createMarketDataClient({ apiKey: 'k' });

describe('list parameters (x-separator in the spec) take an array of strings', () => {
  it('types tickers of listWires as a string or an array of strings, from the row', () => {
    expectTypeOf<ListParamName<'listWires'>>().toEqualTypeOf<'tickers'>();
    expectTypeOf<ListParamName<'getFinancialMetrics'>>().toBeNever();
    expectTypeOf<OperationParams<'listWires'>['tickers']>().toEqualTypeOf<
      string | readonly string[] | undefined
    >();
  });

  it('compiles an array in every place that takes the parameters', () => {
    const tickers = ['AAPL', 'MSFT'] as const;
    void client.news.listWires({ tickers: ['AAPL', 'MSFT'], size: 5 });
    void client.news.listWires({ tickers });
    void client.news.listWires({ tickers: 'AAPL,MSFT' });
    void client.news.listWires.withResponse({ tickers: ['AAPL'] });
    void client.request('listWires', { tickers: ['AAPL'] });
    void client.news.watchWires({ tickers: ['AAPL', 'MSFT'] });
    void listWires(createTransport({ apiKey: 'k' }), { tickers: ['NVDA'] });
  });

  it('still refuses what the spec rules out', () => {
    // @ts-expect-error: the items are strings
    void client.news.listWires({ tickers: ['AAPL', 7] });
    // @ts-expect-error: ticker of getFinancialMetrics is one symbol, not a list
    void client.stocks.getFinancialMetrics({ ticker: ['AAPL'] });
    // @ts-expect-error: tab is not a list parameter
    void client.news.listWires({ tab: ['important'] });
  });
});
