import { describe, expectTypeOf, it } from 'vitest';
import type {
  MarketDataClient,
  OperationParams,
  OperationResult,
  ResponsePromise,
  WithRequestId,
} from '../src/index';

declare const client: MarketDataClient;

describe('request by operationId takes what the resource method takes', () => {
  it('parameters are optional exactly where the operation requires none', () => {
    expectTypeOf(client.request('listWires')).toEqualTypeOf<
      Promise<WithRequestId<OperationResult<'listWires'>>>
    >();
    expectTypeOf(client.news.listWires()).resolves.toMatchTypeOf<OperationResult<'listWires'>>();
    client.withResponse('listWires');
    // @ts-expect-error listEarnings requires a ticker
    client.request('listEarnings');
    // @ts-expect-error listEarnings requires a ticker
    client.stocks.listEarnings();
  });
});

describe('one name per operation: client.<tag>.<operationId>', () => {
  it('methods carry the operationId and take its parameters object', () => {
    expectTypeOf(client.stocks.getFinancialMetrics({ ticker: 'AAPL' })).toEqualTypeOf<
      ResponsePromise<WithRequestId<OperationResult<'getFinancialMetrics'>>>
    >();
    expectTypeOf(client.stocks.getFinancialStatements)
      .parameter(0)
      .toEqualTypeOf<OperationParams<'getFinancialStatements'>>();
    expectTypeOf(client.securities.searchSecurities({ query: 'apple' })).toEqualTypeOf<
      ResponsePromise<WithRequestId<OperationResult<'searchSecurities'>>>
    >();
    expectTypeOf(client.news.getWireContent({ content_id: 'x' })).toEqualTypeOf<
      ResponsePromise<WithRequestId<OperationResult<'getWireContent'>>>
    >();
    expectTypeOf(client.etf.listEtfHoldings)
      .parameter(0)
      .toEqualTypeOf<OperationParams<'listEtfHoldings'>>();
    expectTypeOf(client.ratings.listRatingsHistory({ ticker: 'AAPL' })).toEqualTypeOf<
      ResponsePromise<WithRequestId<OperationResult<'listRatingsHistory'>>>
    >();
  });

  it('the old names are gone', () => {
    // @ts-expect-error renamed to getFinancialMetrics
    client.stocks.getMetrics;
    // @ts-expect-error renamed to getFinancialStatements
    client.stocks.getStatements;
    // @ts-expect-error renamed to searchSecurities
    client.securities.search;
    // @ts-expect-error renamed to getWireContent, which takes { content_id }
    client.news.getWire;
    // @ts-expect-error renamed to getArticleContent, which takes { content_id }
    client.news.getArticle;
    // @ts-expect-error renamed to listEtfHoldings
    client.etf.listHoldings;
    // @ts-expect-error renamed to listRatingsHistory
    client.ratings.listHistory;
    // @ts-expect-error use getEarningsBacktest({ unique_id })
    client.calendar.backtestEarningsEvent;
    // @ts-expect-error an id alone is not the parameters object
    client.news.getWireContent('x');
  });
});
