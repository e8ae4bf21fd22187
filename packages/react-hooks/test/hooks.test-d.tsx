import type {
  MarketDataClient,
  MarketDataError,
  OperationParams,
  OperationResult,
} from '@marketdata-sdk/client';
import type {
  CongressTrade,
  Consensus,
  Dividend,
  EarningsReport,
  FinancialMetrics,
  Headline,
  WireContent,
} from '@marketdata-sdk/types';
import {
  type InfiniteData,
  QueryClient,
  useQueries,
  useQuery,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { describe, expectTypeOf, test } from 'vitest';
import {
  marketDataKeys,
  marketDataQueries,
  marketDataQueryOptions,
  useArticle,
  useCongressTrades,
  useCongressTradesInfinite,
  useConsensus,
  useDividends,
  useEarnings,
  useEarningsBacktest,
  useEconomicEvents,
  useEtfHoldings,
  useFinancialMetrics,
  useLiveWires,
  useRatingsHistory,
  useSecuritySearch,
  useStatements,
  useTrades,
  useWire,
  useWires,
  useWiresInfinite,
} from '../src/index';

declare const client: MarketDataClient;

describe('named hooks: data follows the spec', () => {
  test('news', () => {
    expectTypeOf(useWires().data).toEqualTypeOf<OperationResult<'listWires'> | undefined>();
    expectTypeOf(useWires().data!.data).toEqualTypeOf<Headline[]>();
    expectTypeOf(useWire('id').data).toEqualTypeOf<WireContent | undefined>();
    expectTypeOf(useArticle('id').data).toEqualTypeOf<
      OperationResult<'getArticleContent'> | undefined
    >();
  });

  test('stocks, ownership and ratings', () => {
    expectTypeOf(useCongressTrades({ ticker: 'A' }).data).toEqualTypeOf<
      CongressTrade[] | undefined
    >();
    expectTypeOf(useEarnings({ ticker: 'A' }).data).toEqualTypeOf<EarningsReport[] | undefined>();
    expectTypeOf(useFinancialMetrics({ ticker: 'A' }).data).toEqualTypeOf<
      FinancialMetrics | undefined
    >();
    expectTypeOf(useDividends({ ticker: 'A' }).data).toEqualTypeOf<Dividend[] | undefined>();
    expectTypeOf(useConsensus({ ticker: 'A' }).data).toEqualTypeOf<Consensus | null | undefined>();
    expectTypeOf(useStatements({ ticker: 'A' }).data).toEqualTypeOf<
      OperationResult<'getFinancialStatements'> | undefined
    >();
    expectTypeOf(useEtfHoldings({ ticker: 'SPY' }).data).toEqualTypeOf<
      OperationResult<'listEtfHoldings'> | undefined
    >();
    expectTypeOf(useRatingsHistory({ ticker: 'A' }).data).toEqualTypeOf<
      OperationResult<'listRatingsHistory'> | undefined
    >();
  });

  test('search, trades and calendar', () => {
    expectTypeOf(useSecuritySearch('app').data).toEqualTypeOf<
      OperationResult<'searchSecurities'> | undefined
    >();
    expectTypeOf(useTrades({ ticker: 'A', count: 1, to: 0 }).data).toEqualTypeOf<
      OperationResult<'listTrades'> | undefined
    >();
    expectTypeOf(useEconomicEvents({ date: '2026-01-02' }).data).toEqualTypeOf<
      OperationResult<'listEconomicEvents'> | undefined
    >();
    expectTypeOf(useEarningsBacktest({ unique_id: 'x' }).data).toEqualTypeOf<
      OperationResult<'getEarningsBacktest'> | undefined
    >();
  });

  test('errors are the client’s typed errors', () => {
    expectTypeOf(useWires().error).toEqualTypeOf<MarketDataError | null>();
    expectTypeOf(useLiveWires().error).toEqualTypeOf<MarketDataError | null>();
  });

  test('select changes the data type', () => {
    const titles = useWires({ size: 5 }, { select: (page) => page.data.map((h) => h.title) });
    expectTypeOf(titles.data).toEqualTypeOf<string[] | undefined>();
  });

  test('parameters are checked', () => {
    // @ts-expect-error ticker is required
    useEarnings({});
    // @ts-expect-error tab is an enum
    useWires({ tab: 'everything' });
    // @ts-expect-error count and to are required
    useTrades({ ticker: 'A' });
    // @ts-expect-error the infinite list owns the cursor
    useWiresInfinite({ start_id: 'x' });
  });
});

describe('infinite and live hooks', () => {
  test('infinite data carries pages and flattened items', () => {
    const wires = useWiresInfinite({ size: 20 }, { maxPages: 3 });
    expectTypeOf(wires.data!.headlines).toEqualTypeOf<Headline[]>();
    expectTypeOf(wires.data!.pageParams).toEqualTypeOf<(string | undefined)[]>();
    const trades = useCongressTradesInfinite({ ticker: 'A' });
    expectTypeOf(trades.data!.trades).toEqualTypeOf<CongressTrade[]>();
    expectTypeOf(trades.data!.pageParams).toEqualTypeOf<number[]>();
  });

  test('live wires', () => {
    expectTypeOf(useLiveWires({ tab: 'important' }).headlines).toEqualTypeOf<Headline[]>();
  });
});

describe('query options and keys', () => {
  test('factories work with useQuery, useSuspenseQuery and useQueries', () => {
    const queries = marketDataQueries(client);
    expectTypeOf(useQuery(queries.listEarnings({ ticker: 'A' })).data).toEqualTypeOf<
      EarningsReport[] | undefined
    >();
    expectTypeOf(
      useSuspenseQuery(queries.getConsensus({ ticker: 'A' })).data,
    ).toEqualTypeOf<Consensus | null>();
    const [metrics, dividends] = useQueries({
      queries: [
        queries.getFinancialMetrics({ ticker: 'A' }),
        queries.listDividends({ ticker: 'A' }),
      ],
    });
    expectTypeOf(metrics.data).toEqualTypeOf<FinancialMetrics | undefined>();
    expectTypeOf(dividends.data).toEqualTypeOf<Dividend[] | undefined>();
    // listWires takes no required parameter; listEarnings does.
    queries.listWires();
    // @ts-expect-error ticker is required
    queries.listEarnings();
    // @ts-expect-error not an operation
    marketDataQueryOptions(client, 'listEverything', {});
  });

  test('getQueryData on a factory key is typed', () => {
    const queryClient = new QueryClient();
    expectTypeOf(
      queryClient.getQueryData(marketDataKeys.query('listDividends', { ticker: 'KO' }, 'app')),
    ).toEqualTypeOf<Dividend[] | undefined>();
    expectTypeOf(
      queryClient.getQueryData(
        marketDataQueries(client).getWireContent({ content_id: 'x' }).queryKey,
      ),
    ).toEqualTypeOf<WireContent | undefined>();
    expectTypeOf(
      queryClient.getQueryData(
        marketDataKeys.infinite('listCongressTrades', { ticker: 'A' }, 'app'),
      ),
    ).toEqualTypeOf<InfiniteData<CongressTrade[], number> | undefined>();
    const params: OperationParams<'listWires'> = { tab: 'all' };
    queryClient.setQueryData(marketDataKeys.query('listWires', params, 'app'), (page) => {
      expectTypeOf(page).toEqualTypeOf<OperationResult<'listWires'> | undefined>();
      return page;
    });
  });

  test('key levels', () => {
    expectTypeOf(marketDataKeys.all).toEqualTypeOf<readonly ['marketdata']>();
    expectTypeOf(marketDataKeys.area('news')).toEqualTypeOf<readonly ['marketdata', 'news']>();
    expectTypeOf(marketDataKeys.operation('listDividends')).toEqualTypeOf<
      readonly ['marketdata', 'stocks', 'listDividends']
    >();
    // @ts-expect-error not an area
    marketDataKeys.area('crypto');
  });
});
