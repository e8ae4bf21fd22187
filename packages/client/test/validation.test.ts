import { describe, expect, it, vi } from 'vitest';
import { createMarketDataClient, ParamValidationError } from '../src/index';

/** A client whose fetch records calls; validation must stop every bad call before it. */
function setup() {
  const fetch = vi.fn(async () => new Response('{}'));
  const client = createMarketDataClient({
    apiKey: 'test-key-0123456789',
    baseUrl: 'http://127.0.0.1:1',
    fetch,
  });
  return { client, fetch };
}

async function rejection(promise: Promise<unknown>): Promise<ParamValidationError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ParamValidationError);
  return error as ParamValidationError;
}

describe('parameter validation before any request', () => {
  const cases: [
    string,
    (c: ReturnType<typeof setup>['client']) => Promise<unknown>,
    string,
    string,
  ][] = [
    ['size above 50', (c) => c.news.listWires({ size: 51 }), 'size', 'maximum'],
    ['size below 1', (c) => c.news.listWires({ size: 0 }), 'size', 'minimum'],
    ['size not an integer', (c) => c.news.listWires({ size: 2.5 }), 'size', 'type'],
    ['unknown tab', (c) => c.news.listWires({ tab: 'sports' as never }), 'tab', 'enum'],
    [
      'unknown industry',
      (c) => c.news.listWires({ industry: 'toys' as never }),
      'industry',
      'enum',
    ],
    [
      'misspelled parameter',
      (c) => c.news.listWires({ page_size: 5 } as never),
      'page_size',
      'unknown',
    ],
    ['missing ticker', (c) => c.stocks.getFinancialMetrics({} as never), 'ticker', 'required'],
    ['empty ticker', (c) => c.stocks.listDividends({ ticker: '' }), 'ticker', 'minLength'],
    [
      'period out of enum',
      (c) => c.stocks.getFinancialStatements({ ticker: 'AAPL', period: 7 as never }),
      'period',
      'enum',
    ],
    [
      'date not YYYY-MM-DD',
      (c) => c.calendar.listEconomicEvents({ date: '06/06/2025' }),
      'date',
      'pattern',
    ],
    [
      'impossible date',
      (c) => c.calendar.listEconomicEvents({ date: '2025-02-30' }),
      'date',
      'format',
    ],
    [
      'etf from not a date',
      (c) => c.etf.listEtfHoldings({ ticker: 'SPY', from: '2025-1-1' }),
      'from',
      'pattern',
    ],
    [
      'trades without count',
      (c) => c.marketdata.listTrades({ ticker: 'AAPL', to: 1 } as never),
      'count',
      'required',
    ],
    [
      'trades `to` in seconds',
      (c) => c.marketdata.listTrades({ ticker: 'AAPL', count: 5, to: 1_763_900_000 }),
      'to',
      'timestampUnit',
    ],
    [
      'congress page 0',
      (c) => c.ownership.listCongressTrades({ ticker: 'AAPL', page: 0 }),
      'page',
      'minimum',
    ],
    [
      'empty content id',
      (c) => c.news.getWireContent({ content_id: '' }),
      'content_id',
      'minLength',
    ],
    [
      'search without query',
      (c) => c.securities.searchSecurities({} as never),
      'query',
      'required',
    ],
    [
      'ticker as a number',
      (c) => c.ratings.getConsensus({ ticker: 42 as never }),
      'ticker',
      'type',
    ],
  ];

  for (const [name, call, param, rule] of cases) {
    it(`rejects ${name} naming "${param}" and the rule "${rule}"`, async () => {
      const { client, fetch } = setup();
      const error = await rejection(call(client));
      expect(error.param).toBe(param);
      expect(error.rule).toBe(rule);
      expect(error.message).toContain(`"${param}"`);
      expect(fetch).not.toHaveBeenCalled();
    });
  }

  it('says how to turn a `to` in seconds into milliseconds, and lets milliseconds through', async () => {
    const { client, fetch } = setup();
    const error = await rejection(
      client.marketdata.listTrades({ ticker: 'AAPL', count: 5, to: 1_763_900_000 }),
    );
    expect(error.message).toBe(
      'listTrades: parameter "to" is in milliseconds; 1763900000 is seconds (pass 1763900000000)',
    );
    fetch.mockResolvedValueOnce(
      Response.json({ data: { data: [] }, status_code: 0, status_msg: 'success' }),
    );
    await client.marketdata.listTrades({ ticker: 'AAPL', count: 5, to: 1_763_900_000_000 });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('lets valid parameters through to the network', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(
      Response.json({
        data: { start_id: '', size: 50, data: [] },
        status_code: 0,
        status_msg: 'success',
      }),
    );
    await client.news.listWires({ size: 50, tab: '8k', tickers: 'AAPL,NVDA' });
    expect(fetch).toHaveBeenCalledOnce();
    const url = String((fetch.mock.calls[0] as unknown[])[0]);
    expect(url).toBe(
      'http://127.0.0.1:1/news/v1/wire/page/history?tab=8k&tickers=AAPL%2CNVDA&size=50',
    );
  });
});
