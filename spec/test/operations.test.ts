import { describe, expect, it } from 'vitest';
import { bundleSpec, deref, operationsOf } from './bundle';

const doc = bundleSpec();
const operations = operationsOf(doc);

// The operations, paths and query parameter names of the live service that the SDK is built
// on: none may go or change (an operation added to the spec needs no entry here; the
// breaking-change check in tests/spec-compat guards what was released).
const expected = {
  listWires: [
    'get',
    '/news/v1/wire/page/history',
    [],
    ['tab', 'tickers', 'industry', 'start_id', 'size'],
  ],
  getWireContent: ['get', '/news/v1/wire/info/{content_id}', [], []],
  getArticleContent: ['get', '/news/v1/article/info/{content_id}', [], []],
  listCongressTrades: ['get', '/ownership/congress', ['ticker'], ['page', 'size']],
  listEarnings: ['get', '/securities/stock/financials/earnings', ['ticker'], ['size']],
  getFinancialStatements: [
    'get',
    '/securities/stock/financials/statements',
    ['ticker'],
    ['period'],
  ],
  getFinancialMetrics: ['get', '/securities/stock/financials', ['ticker'], []],
  listDividends: ['get', '/securities/stock/financials/dividends', ['ticker'], []],
  listEtfHoldings: ['get', '/securities/etf/holdings', ['ticker'], ['from', 'to']],
  searchSecurities: ['get', '/securities/search', ['query'], []],
  listRatingsHistory: ['get', '/analysis-ratings/history', ['ticker'], []],
  getConsensus: ['get', '/analysis-ratings/consensus', ['ticker'], []],
  listTrades: ['get', '/marketdata/trades', ['ticker', 'count', 'to'], []],
  listEconomicEvents: ['get', '/calendar/economics', ['date'], []],
  getEarningsBacktest: ['get', '/calendar/earnings/backtesting', ['unique_id'], []],
  listArticles: ['get', '/news/v1/article/page/history', [], ['start_id', 'size']],
  listInsiderTrades: ['get', '/ownership/insider', ['ticker'], ['page', 'size']],
  getStockProfile: ['get', '/securities/stock/profile', ['ticker'], []],
  getEtfProfile: ['get', '/securities/etf/profile', ['ticker'], []],
  getCandles: [
    'get',
    '/marketdata/candles',
    ['ticker', 'interval', 'step', 'from'],
    ['to', 'session', 'adjustment'],
  ],
  listEarningsCalendar: ['get', '/calendar/earnings', ['date'], []],
  listDividendsCalendar: ['get', '/calendar/dividends', ['date'], []],
  listIpoCalendar: ['get', '/calendar/ipo', ['date'], []],
  listCorporateActions: ['get', '/calendar/corporateactions', ['date'], []],
} as const;

describe('operations', () => {
  it('keeps every operationId of the live service', () => {
    const ids = new Set(operations.map((o) => o.operation.operationId));
    const gone = Object.keys(expected).filter((id) => !ids.has(id));
    expect(gone, 'operations of the live service missing from spec/openapi.yaml').toEqual([]);
  });

  it('keeps their paths; every operation is a GET with one path item', () => {
    const spec = Object.keys(doc.paths);
    const gone = Object.values(expected)
      .map(([, path]) => path)
      .filter((path) => !spec.includes(path));
    expect(gone, 'paths of the live service missing from spec/openapi.yaml').toEqual([]);
    expect(operations.every((o) => o.method === 'get')).toBe(true);
    expect(operations).toHaveLength(spec.length);
  });

  it.each(Object.entries(expected))('%s has its path and query parameters', (id, spec) => {
    const [method, path, required, optional] = spec;
    const found = operations.find((o) => o.operation.operationId === id);
    expect(found).toMatchObject({ method, path });
    const params = ((found?.operation.parameters ?? []) as object[]).map((p) => deref(doc, p));
    const query = params.filter((p) => p.in === 'query');
    expect(query.filter((p) => p.required).map((p) => p.name)).toEqual([...required]);
    expect(query.filter((p) => !p.required).map((p) => p.name)).toEqual([...optional]);
    const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
    expect(pathParams).toEqual(path.includes('{content_id}') ? ['content_id'] : []);
  });

  it('every operation has a summary, a description, one area tag and bearer auth', () => {
    const tags = (doc.tags as { name: string }[]).map((t) => t.name);
    for (const { operation } of operations) {
      expect(operation.summary, operation.operationId).toBeTruthy();
      expect(operation.description, operation.operationId).toBeTruthy();
      expect(operation.tags).toHaveLength(1);
      expect(tags).toContain(operation.tags[0]);
    }
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('lists the production server and the local sandbox', () => {
    expect((doc.servers as { url: string }[]).map((s) => s.url)).toEqual([
      'https://openapi.ainvest.com/open',
      'http://127.0.0.1:4010',
    ]);
  });
});

describe('parameter constraints', () => {
  const param = (id: string, name: string) => {
    const found = operations.find((o) => o.operation.operationId === id);
    const p = ((found?.operation.parameters ?? []) as object[]).map((x) => deref(doc, x));
    const hit = p.find((x) => x.name === name);
    const { $ref: _ref, ...siblings } = hit?.schema ?? {};
    return { ...hit, schema: { ...deref(doc, hit?.schema), ...siblings } };
  };

  it('wires size is 1..50, default 10; tab defaults to all', () => {
    expect(param('listWires', 'size').schema).toMatchObject({
      minimum: 1,
      maximum: 50,
      default: 10,
    });
    expect(param('listWires', 'tab').schema).toMatchObject({ default: 'all' });
  });

  it('Congress trades page and size default to 1 and 10; earnings size to 5', () => {
    expect(param('listCongressTrades', 'page').schema).toMatchObject({ minimum: 1, default: 1 });
    expect(param('listCongressTrades', 'size').schema).toMatchObject({ minimum: 1, default: 10 });
    expect(param('listEarnings', 'size').schema).toMatchObject({ default: 5 });
  });

  it('dates are YYYY-MM-DD strings and trades `to` is Unix milliseconds', () => {
    for (const [id, name] of [
      ['listEtfHoldings', 'from'],
      ['listEtfHoldings', 'to'],
      ['listEconomicEvents', 'date'],
    ] as const) {
      const { schema } = param(id, name);
      expect(schema).toMatchObject({ type: 'string', format: 'date' });
      expect(new RegExp(schema.pattern).test('2024-12-06')).toBe(true);
      expect(new RegExp(schema.pattern).test('06/12/2024')).toBe(false);
    }
    expect(param('listTrades', 'to').schema).toMatchObject({ type: 'integer', format: 'int64' });
  });

  it('article list size is 1..50, default 10; insider page and size default to 1 and 10', () => {
    expect(param('listArticles', 'size').schema).toMatchObject({
      minimum: 1,
      maximum: 50,
      default: 10,
    });
    expect(param('listInsiderTrades', 'page').schema).toMatchObject({ minimum: 1, default: 1 });
    expect(param('listInsiderTrades', 'size').schema).toMatchObject({ minimum: 1, default: 10 });
  });

  it('calendar dates are YYYY-MM-DD strings', () => {
    for (const id of [
      'listEarningsCalendar',
      'listDividendsCalendar',
      'listIpoCalendar',
      'listCorporateActions',
    ]) {
      const { schema } = param(id, 'date');
      expect(schema, id).toMatchObject({ type: 'string', format: 'date' });
      expect(new RegExp(schema.pattern).test('2024-12-06')).toBe(true);
      expect(new RegExp(schema.pattern).test('2024-12-6')).toBe(false);
    }
  });

  it('candles: the interval, session and adjustment sets, step from 1, windows in Unix ms', () => {
    expect(param('getCandles', 'interval').schema.enum).toEqual([
      'min',
      'day',
      'week',
      'month',
      'year',
    ]);
    expect(param('getCandles', 'step').schema).toMatchObject({ type: 'integer', minimum: 1 });
    expect(param('getCandles', 'from').schema).toMatchObject({ type: 'integer', format: 'int64' });
    expect(param('getCandles', 'to').schema).toMatchObject({ format: 'int64', default: 0 });
    expect(param('getCandles', 'session').schema).toMatchObject({
      enum: ['pre_market', 'intraday', 'post_market'],
      default: 'intraday',
    });
    expect(param('getCandles', 'adjustment').schema).toMatchObject({ default: 'actual' });
    expect(param('getCandles', 'adjustment').schema.enum).toEqual([
      'actual',
      'backward',
      'backward_1',
      'backward_2',
      'backward_3',
      'forward',
      'forward_1',
      'forward_2',
      'forward_3',
    ]);
  });

  it('statement period is one of 0..4', () => {
    expect(param('getFinancialStatements', 'period').schema.enum).toEqual([0, 1, 2, 3, 4]);
  });
});
