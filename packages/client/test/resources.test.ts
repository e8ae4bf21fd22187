import { createSandbox } from '@marketdata-sdk/fixtures';
import { describe, expect, it } from 'vitest';
import { createTransport, MarketDataError } from '../src/index';
import { createRawClient } from '../src/raw';
import { findStatementLine } from '../src/statements';
import { sandboxClient } from './sandbox';

describe('every resource method against the sandbox', () => {
  const { client, requests, sandbox } = sandboxClient();

  it('news.listWires returns a page of headlines, latest first', async () => {
    const page = await client.news.listWires({ size: 7, tab: 'all' });
    expect(page.data).toHaveLength(7);
    const times = page.data.map((h) => h.publish_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new URL(requests.at(-1)!.url).search).toBe('?tab=all&size=7');
  });

  it('news.listWires pages back by start_id', async () => {
    const first = await client.news.listWires({ size: 5 });
    const second = await client.news.listWires({ size: 5, start_id: first.data[4]!.news_id });
    expect(second.data[0]!.publish_time).toBeLessThanOrEqual(first.data[4]!.publish_time);
    expect(second.data.map((h) => h.news_id)).not.toContain(first.data[4]!.news_id);
  });

  it('news.listWires filters by ticker', async () => {
    const page = await client.news.listWires({ tickers: 'NVDA', size: 10 });
    expect(page.data.length).toBeGreaterThan(0);
    for (const h of page.data) expect(h.tag_list.map((t) => t.code)).toContain('NVDA');
  });

  it('news.getWireContent returns the body of a headline', async () => {
    const [headline] = (await client.news.listWires({ size: 1 })).data;
    const wire = await client.news.getWireContent({ content_id: headline!.content_id });
    expect(wire.content_id).toBe(headline!.content_id);
    expect(wire.title).toBe(headline!.title);
    expect(wire.content.length).toBeGreaterThan(0);
  });

  it('news.getArticleContent returns an article body', async () => {
    const id = sandbox.dataset.articleIds(1)[0]!;
    expect(id).toMatch(/^US_ARTICLE/);
    const article = await client.news.getArticleContent({ content_id: id });
    expect(article.content_id).toBe(id);
    expect(article.author.nickname).toBeTypeOf('string');
  });

  it('ownership.listCongressTrades returns one page of trades', async () => {
    const { data: trades } = await client.ownership.listCongressTrades({ ticker: 'NVDA', size: 3 });
    expect(trades.length).toBeLessThanOrEqual(3);
    expect(trades.length).toBeGreaterThan(0);
    for (const t of trades) expect(t.trade_type).toMatch(/^(buy|sell)$/);
  });

  it('stocks.listEarnings, getFinancialStatements, getFinancialMetrics and listDividends', async () => {
    const earnings = await client.stocks.listEarnings({ ticker: 'AAPL', size: 3 });
    expect(earnings).toHaveLength(3);
    for (const e of earnings) expect(e.eps_surprise).toBeCloseTo(e.eps_actual - e.eps_forecast, 6);
    const statements = await client.stocks.getFinancialStatements({ ticker: 'AAPL', period: 4 });
    const income = statements.income_statements[0]!.lines;
    const revenue = findStatementLine(income, 'Revenue')!.value!;
    const cost = findStatementLine(income, 'Cost of Revenue')!.value!;
    expect(findStatementLine(income, 'Gross Profit')!.value).toBeCloseTo(revenue - cost, 0);
    const metrics = await client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    expect(metrics.pe_ttm).toBeTypeOf('number');
    const dividends = await client.stocks.listDividends({ ticker: 'AAPL' });
    expect(dividends.length).toBeGreaterThan(0);
    expect(dividends[0]!.amount).toBeGreaterThan(0);
  });

  it('etf.listEtfHoldings returns dated top-10 records', async () => {
    const records = await client.etf.listEtfHoldings({
      ticker: 'SPY',
      from: '2024-01-01',
      to: '2024-12-31',
    });
    expect(records.length).toBeGreaterThan(0);
    for (const r of records) {
      expect(r.date >= '2024-01-01' && r.date <= '2024-12-31').toBe(true);
      expect(r.holdings.length).toBeLessThanOrEqual(10);
    }
  });

  it('securities.searchSecurities finds by ticker and by name', async () => {
    expect((await client.securities.searchSecurities({ query: 'AAPL' }))[0]!.ticker).toBe('AAPL');
    const byName = await client.securities.searchSecurities({ query: 'micro' });
    expect(byName.map((s) => s.ticker)).toContain('MSFT');
  });

  it('ratings.listRatingsHistory and getConsensus (null when unrated)', async () => {
    const history = await client.ratings.listRatingsHistory({ ticker: 'AAPL' });
    expect(history.length).toBeGreaterThan(0);
    const consensus = await client.ratings.getConsensus({ ticker: 'AAPL' });
    expect(consensus?.analysts_ratings.count).toBeGreaterThan(0);
    expect(await client.ratings.getConsensus({ ticker: 'WHR' })).toBeNull();
  });

  it('marketdata.listTrades returns count ticks before `to`, ascending', async () => {
    const to = Date.now();
    const ticks = await client.marketdata.listTrades({ ticker: 'AAPL', count: 20, to });
    expect(ticks.length).toBeLessThanOrEqual(20);
    const times = ticks.map((t) => t.t);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const t of times) expect(t).toBeLessThanOrEqual(to);
  });

  it('calendar.listEconomicEvents and getEarningsBacktest', async () => {
    const events = await client.calendar.listEconomicEvents({ date: '2025-06-06' });
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect([1, 2, 3]).toContain(e.importance);
    const [report] = await client.stocks.listEarnings({ ticker: 'MSFT', size: 1 });
    const uniqueId = (report as unknown as { unique_id: string }).unique_id;
    const backtest = await client.calendar.getEarningsBacktest({ unique_id: uniqueId });
    expect(backtest.headline).toBeTypeOf('string');
  });

  it('request() calls any operation by id, and withResponse() exposes the response', async () => {
    const viaRequest = await client.request('getFinancialMetrics', { ticker: 'MSFT' });
    expect(viaRequest).toEqual(await client.stocks.getFinancialMetrics({ ticker: 'MSFT' }));
    const { data, response, requestId } = await client.stocks.getFinancialMetrics.withResponse({
      ticker: 'MSFT',
    });
    expect(data).toEqual(viaRequest);
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    expect(requestId).toBe(response.headers.get('x-request-id') ?? undefined);
    const generic = await client.withResponse('searchSecurities', { query: 'MSFT' });
    expect(generic.data[0]!.ticker).toBe('MSFT');
  });

  it('raw is the typed openapi-fetch client over the same transport', async () => {
    const before = requests.length;
    const { data, response } = await createRawClient(client).GET('/securities/search', {
      params: { query: { query: 'NVDA' } },
    });
    expect(response.status).toBe(200);
    expect(data && 'data' in data ? data.data.data[0]?.ticker : undefined).toBe('NVDA');
    expect(requests.length).toBe(before + 1);
    expect(requests.at(-1)!.headers.get('authorization')).toMatch(/^Bearer /);
  });
});

describe('the generic and raw faces', () => {
  it('request() rejects an unknown operationId', async () => {
    const { client, requests } = sandboxClient();
    await expect(client.request('listCandles' as never, {} as never)).rejects.toThrow(
      /listCandles/,
    );
    expect(requests).toHaveLength(0);
  });

  it('raw returns the error envelope untouched instead of throwing', async () => {
    const { client } = sandboxClient({ maxRetries: 0 });
    const { data, response } = await createRawClient(client).GET('/securities/stock/financials', {
      params: { query: { ticker: 'ZZZZQ' } },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ status_code: 4012 });
  });

  it('raw works over a transport too, and names what it needs when given anything else', async () => {
    const { client } = sandboxClient();
    const sandbox = createSandbox({ apiKey: 'sandbox-key-0123456789' });
    const transport = createTransport({
      apiKey: 'sandbox-key-0123456789',
      baseUrl: 'https://sandbox.test',
      fetch: (url, init) => sandbox.fetch(new Request(url, init)),
    });
    const viaTransport = await createRawClient(transport).GET('/securities/search', {
      params: { query: { query: 'AAPL' } },
    });
    expect(viaTransport.data).toHaveProperty('status_code', 0);
    expect(Object.keys(client)).not.toContain('core');
    expect(JSON.stringify(client)).not.toMatch(/Bearer|authorization/i);
    expect(() => createRawClient({} as never)).toThrow(
      'createRawClient: source must be a client from createMarketDataClient() or a transport from createTransport()',
    );
    expect(() => createRawClient(null as never)).toThrow(MarketDataError);
  });

  it('raw retries like the resources do', async () => {
    const { client, sandbox, requests } = sandboxClient();
    sandbox.faults.failNext(1, 'reset');
    const { data } = await createRawClient(client).GET('/securities/search', {
      params: { query: { query: 'AAPL' } },
    });
    expect(data).toHaveProperty('status_code', 0);
    expect(requests).toHaveLength(2);
  });
});

describe('paging to the end', () => {
  it('listCongressTrades iterated yields every trade once across pages', async () => {
    const { client } = sandboxClient();
    const { data: all } = await client.ownership.listCongressTrades({ ticker: 'NVDA', size: 1000 });
    const paged = [];
    for await (const t of client.ownership.listCongressTrades({ ticker: 'NVDA', size: 3 }))
      paged.push(t);
    expect(paged).toEqual(all);
    expect(paged.length).toBeGreaterThan(3);
  });

  it('listWires iterated walks the whole history by start_id', async () => {
    const { client } = sandboxClient();
    const ids: string[] = [];
    let last = Number.POSITIVE_INFINITY;
    for await (const h of client.news.listWires({ tickers: 'AAPL', size: 50 })) {
      expect(h.publish_time).toBeLessThanOrEqual(last);
      last = h.publish_time;
      ids.push(h.news_id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(50);
  });
});
