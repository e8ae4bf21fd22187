import type {
  ArticleContent,
  CongressTrade,
  Consensus,
  Dividend,
  EarningsBacktest,
  EarningsReport,
  EconomicEvent,
  EtfHoldingsRecord,
  FinancialMetrics,
  FinancialStatements,
  Headline,
  IncomeStatementLine,
  RatingRecord,
  Security,
  TradeTick,
  WireContent,
  WiresPage,
} from '@marketdata-sdk/types';
import { describe, expectTypeOf, it } from 'vitest';
import {
  createMarketDataClient,
  type OperationParams,
  type OperationResult,
  type Page,
  type WireFeed,
  type WithRequestId,
  type WithResponse,
} from '../src/index';
import { findStatementLine, flattenStatementLines } from '../src/statements';

const client = createMarketDataClient({ apiKey: 'k' });

describe('resource methods follow the spec', () => {
  it('return the unwrapped payloads', () => {
    expectTypeOf(client.news.listWires()).resolves.toEqualTypeOf<Page<'listWires'>>();
    expectTypeOf(client.news.listWires()).resolves.toMatchTypeOf<WiresPage>();
    expectTypeOf(client.news.getWireContent({ content_id: 'id' })).resolves.toEqualTypeOf<
      WithRequestId<WireContent>
    >();
    expectTypeOf(client.news.getArticleContent({ content_id: 'id' })).resolves.toEqualTypeOf<
      WithRequestId<ArticleContent>
    >();
    expectTypeOf(client.ownership.listCongressTrades({ ticker: 'A' })).resolves.toMatchTypeOf<{
      data: CongressTrade[];
    }>();
    expectTypeOf(client.stocks.listEarnings({ ticker: 'A' })).resolves.toEqualTypeOf<
      WithRequestId<EarningsReport[]>
    >();
    expectTypeOf(client.stocks.getFinancialStatements({ ticker: 'A' })).resolves.toEqualTypeOf<
      WithRequestId<FinancialStatements>
    >();
    expectTypeOf(client.stocks.getFinancialMetrics({ ticker: 'A' })).resolves.toEqualTypeOf<
      WithRequestId<FinancialMetrics>
    >();
    expectTypeOf(client.stocks.listDividends({ ticker: 'A' })).resolves.toEqualTypeOf<
      WithRequestId<Dividend[]>
    >();
    expectTypeOf(client.etf.listEtfHoldings({ ticker: 'SPY' })).resolves.toEqualTypeOf<
      WithRequestId<EtfHoldingsRecord[]>
    >();
    expectTypeOf(client.securities.searchSecurities({ query: 'app' })).resolves.toEqualTypeOf<
      WithRequestId<Security[]>
    >();
    expectTypeOf(client.ratings.listRatingsHistory({ ticker: 'A' })).resolves.toEqualTypeOf<
      WithRequestId<RatingRecord[]>
    >();
    expectTypeOf(client.ratings.getConsensus({ ticker: 'A' })).resolves.toEqualTypeOf<
      WithRequestId<Consensus | null>
    >();
    expectTypeOf(
      client.marketdata.listTrades({ ticker: 'A', count: 5, to: 1 }),
    ).resolves.toEqualTypeOf<WithRequestId<TradeTick[]>>();
    expectTypeOf(client.calendar.listEconomicEvents({ date: '2025-01-01' })).resolves.toEqualTypeOf<
      WithRequestId<EconomicEvent[]>
    >();
    expectTypeOf(client.calendar.getEarningsBacktest({ unique_id: 'x' })).resolves.toEqualTypeOf<
      WithRequestId<EarningsBacktest>
    >();
  });

  it('page, watch and expose the response', () => {
    expectTypeOf(client.news.listWires()).toMatchTypeOf<AsyncIterable<Headline>>();
    expectTypeOf(client.ownership.listCongressTrades({ ticker: 'A' }).toArray()).toEqualTypeOf<
      Promise<CongressTrade[]>
    >();
    expectTypeOf(client.news.watchWires({ tab: 'important' })).toEqualTypeOf<WireFeed>();
    expectTypeOf(client.news.watchWires()).toMatchTypeOf<AsyncIterable<Headline>>();
    expectTypeOf(client.news.watchWires().batches()).toEqualTypeOf<AsyncIterable<Headline[]>>();
    expectTypeOf(
      client.stocks.getFinancialMetrics.withResponse({ ticker: 'A' }),
    ).resolves.toEqualTypeOf<WithResponse<WithRequestId<FinancialMetrics>>>();
    expectTypeOf(
      client.request('listTrades', { ticker: 'A', count: 1, to: 2 }),
    ).resolves.toEqualTypeOf<WithRequestId<TradeTick[]>>();
    expectTypeOf<OperationResult<'getConsensus'>>().toEqualTypeOf<Consensus | null>();
    expectTypeOf<OperationParams<'getWireContent'>>().toEqualTypeOf<{ content_id: string }>();
  });

  it('take the spec parameter names and types', () => {
    expectTypeOf(client.news.listWires)
      .parameter(0)
      .toEqualTypeOf<OperationParams<'listWires'> | undefined>();
    expectTypeOf<OperationParams<'listTrades'>>().toEqualTypeOf<{
      ticker: string;
      count: number;
      to: number;
    }>();
  });

  it('reject wrong parameters at compile time', () => {
    // @ts-expect-error: ticker is required
    client.stocks.getFinancialMetrics({});
    // @ts-expect-error: `page_size` is not the spec's name (it is `size`)
    client.ownership.listCongressTrades({ ticker: 'A', page_size: 5 });
    // @ts-expect-error: `tab` is an enum
    client.news.listWires({ tab: 'sports' });
    // @ts-expect-error: `industry` is an enum
    client.news.listWires({ industry: 'toys' });
    // @ts-expect-error: size is a number
    client.news.listWires({ size: '10' });
    // @ts-expect-error: count and to are required
    client.marketdata.listTrades({ ticker: 'A' });
    // @ts-expect-error: period is 0-4
    client.stocks.getFinancialStatements({ ticker: 'A', period: 5 });
    // @ts-expect-error: consensus takes `ticker`, not the old doc's `stock`
    client.ratings.getConsensus({ stock: 'A' });
    // @ts-expect-error: the earnings id is `unique_id`
    client.calendar.getEarningsBacktest({ id: 'x' });
    // @ts-expect-error: getWire takes the content id string
    client.news.getWireContent({ content_id: { content_id: 'x' } });
    // @ts-expect-error: unknown operationId
    client.request('listCandles', {});
    // @ts-expect-error: per-call options are typed
    client.stocks.getFinancialMetrics({ ticker: 'A' }, { timeout: 5 });
  });

  it('statement helpers keep the line type', () => {
    const lines: IncomeStatementLine[] = [];
    expectTypeOf(findStatementLine(lines, 'Gross Profit')).toEqualTypeOf<
      IncomeStatementLine | undefined
    >();
    expectTypeOf(flattenStatementLines(lines)[0]!.line).toEqualTypeOf<IncomeStatementLine>();
  });
});
