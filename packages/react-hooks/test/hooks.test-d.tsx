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
  InsiderTrade,
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
  clientScope,
  marketDataKeys,
  marketDataQueries,
  marketDataQueryOptions,
  useGetArticleContent,
  useGetConsensus,
  useGetEarningsBacktest,
  useGetFinancialMetrics,
  useGetFinancialStatements,
  useGetWireContent,
  useListCongressTrades,
  useListCongressTradesInfinite,
  useListDividends,
  useListEarnings,
  useListEconomicEvents,
  useListEtfHoldings,
  useListInsiderTrades,
  useListRatingsHistory,
  useListTrades,
  useListWires,
  useListWiresInfinite,
  useLiveWires,
  useSearchSecurities,
} from '../src/index';

declare const client: MarketDataClient;

describe('named hooks: data follows the spec', () => {
  test('news', () => {
    expectTypeOf(useListWires().data).toEqualTypeOf<OperationResult<'listWires'> | undefined>();
    expectTypeOf(useListWires().data!.data).toEqualTypeOf<Headline[]>();
    expectTypeOf(useGetWireContent({ content_id: 'id' }).data).toEqualTypeOf<
      WireContent | undefined
    >();
    expectTypeOf(useGetArticleContent({ content_id: 'id' }).data).toEqualTypeOf<
      OperationResult<'getArticleContent'> | undefined
    >();
  });

  test('stocks, ownership and ratings', () => {
    // A paged list the service answers bare is the client page's shape, `{ data }`.
    expectTypeOf(useListCongressTrades({ ticker: 'A' }).data).toEqualTypeOf<
      { data: CongressTrade[] } | undefined
    >();
    expectTypeOf(useListInsiderTrades({ ticker: 'A' }).data).toEqualTypeOf<
      { data: InsiderTrade[] } | undefined
    >();
    // @ts-expect-error the trades are under `data`, not the data itself
    useListCongressTrades({ ticker: 'A' }).data?.map((trade) => trade.name);
    expectTypeOf(useListEarnings({ ticker: 'A' }).data).toEqualTypeOf<
      EarningsReport[] | undefined
    >();
    expectTypeOf(useGetFinancialMetrics({ ticker: 'A' }).data).toEqualTypeOf<
      FinancialMetrics | undefined
    >();
    expectTypeOf(useListDividends({ ticker: 'A' }).data).toEqualTypeOf<Dividend[] | undefined>();
    expectTypeOf(useGetConsensus({ ticker: 'A' }).data).toEqualTypeOf<
      Consensus | null | undefined
    >();
    expectTypeOf(useGetFinancialStatements({ ticker: 'A' }).data).toEqualTypeOf<
      OperationResult<'getFinancialStatements'> | undefined
    >();
    expectTypeOf(useListEtfHoldings({ ticker: 'SPY' }).data).toEqualTypeOf<
      OperationResult<'listEtfHoldings'> | undefined
    >();
    expectTypeOf(useListRatingsHistory({ ticker: 'A' }).data).toEqualTypeOf<
      OperationResult<'listRatingsHistory'> | undefined
    >();
  });

  test('search, trades and calendar', () => {
    expectTypeOf(useSearchSecurities({ query: 'app' }).data).toEqualTypeOf<
      OperationResult<'searchSecurities'> | undefined
    >();
    expectTypeOf(useListTrades({ ticker: 'A', count: 1, to: 0 }).data).toEqualTypeOf<
      OperationResult<'listTrades'> | undefined
    >();
    expectTypeOf(useListEconomicEvents({ date: '2026-01-02' }).data).toEqualTypeOf<
      OperationResult<'listEconomicEvents'> | undefined
    >();
    expectTypeOf(useGetEarningsBacktest({ unique_id: 'x' }).data).toEqualTypeOf<
      OperationResult<'getEarningsBacktest'> | undefined
    >();
  });

  test('errors are the client’s typed errors', () => {
    expectTypeOf(useListWires().error).toEqualTypeOf<MarketDataError | null>();
    expectTypeOf(useLiveWires().error).toEqualTypeOf<MarketDataError | null>();
  });

  test('select changes the data type', () => {
    const titles = useListWires({ size: 5 }, { select: (page) => page.data.map((h) => h.title) });
    expectTypeOf(titles.data).toEqualTypeOf<string[] | undefined>();
  });

  test('parameters are checked', () => {
    // @ts-expect-error ticker is required
    useListEarnings({});
    // @ts-expect-error tab is an enum
    useListWires({ tab: 'everything' });
    // @ts-expect-error count and to are required
    useListTrades({ ticker: 'A' });
    // @ts-expect-error the infinite list owns the cursor
    useListWiresInfinite({ start_id: 'x' });
  });
});

describe('infinite and live hooks', () => {
  test('infinite data carries pages and flattened items', () => {
    const wires = useListWiresInfinite({ size: 20 }, { maxPages: 3 });
    expectTypeOf(wires.data!.headlines).toEqualTypeOf<Headline[]>();
    expectTypeOf(wires.data!.pageParams).toEqualTypeOf<(string | undefined)[]>();
    const trades = useListCongressTradesInfinite({ ticker: 'A' });
    expectTypeOf(trades.data!.trades).toEqualTypeOf<CongressTrade[]>();
    expectTypeOf(trades.data!.pageParams).toEqualTypeOf<number[]>();
    expectTypeOf(trades.data!.pages).toEqualTypeOf<{ data: CongressTrade[] }[]>();
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
    expectTypeOf(useQuery(queries.listCongressTrades({ ticker: 'A' })).data).toEqualTypeOf<
      { data: CongressTrade[] } | undefined
    >();
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
    ).toEqualTypeOf<InfiniteData<{ data: CongressTrade[] }, number> | undefined>();
    // The default scope of a client (no scope named), as its hooks use it.
    expectTypeOf(
      queryClient.getQueryData(
        marketDataKeys.query('getFinancialMetrics', { ticker: 'AAPL' }, clientScope(client)),
      ),
    ).toEqualTypeOf<FinancialMetrics | undefined>();
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
