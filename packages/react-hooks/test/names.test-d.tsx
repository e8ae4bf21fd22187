import type { MarketDataClient, OperationResult } from '@marketdata-sdk/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { describe, expectTypeOf, test } from 'vitest';
import * as hooks from '../src/index';

declare const client: MarketDataClient;

describe('one name per operation in the hooks and the query options', () => {
  test('a hook is use + the operationId, taking the operation parameters object', () => {
    expectTypeOf(hooks.useGetFinancialMetrics({ ticker: 'AAPL' }).data).toEqualTypeOf<
      OperationResult<'getFinancialMetrics'> | undefined
    >();
    expectTypeOf(hooks.useSearchSecurities({ query: 'apple' }).data).toEqualTypeOf<
      OperationResult<'searchSecurities'> | undefined
    >();
    expectTypeOf(hooks.useGetWireContent({ content_id: 'x' }).data).toEqualTypeOf<
      OperationResult<'getWireContent'> | undefined
    >();
    hooks.useListWires();
    hooks.useListWiresInfinite();
    // @ts-expect-error the operation's parameters object, not a bare id
    hooks.useGetWireContent('x');
    // @ts-expect-error the operation's parameters object, not the bare text
    hooks.useSearchSecurities('apple');
  });

  test('the old hook names are gone', () => {
    // @ts-expect-error now useGetFinancialMetrics
    hooks.useFinancialMetrics;
    // @ts-expect-error now useSearchSecurities
    hooks.useSecuritySearch;
    // @ts-expect-error now useListWires
    hooks.useWires;
    // @ts-expect-error now useGetWireContent
    hooks.useWire;
    // @ts-expect-error now useListWiresInfinite
    hooks.useWiresInfinite;
    // @ts-expect-error now useListCongressTradesInfinite
    hooks.useCongressTradesInfinite;
    // @ts-expect-error now listWiresInfiniteQueryOptions
    hooks.wiresInfiniteQueryOptions;
  });

  test('queries.<operationId>, and queries.<operationId>Infinite for a paged operation', () => {
    const queries = hooks.marketDataQueries(client);
    expectTypeOf(queries.getFinancialMetrics({ ticker: 'AAPL' })).toEqualTypeOf<
      hooks.MarketDataQueryOptions<'getFinancialMetrics'>
    >();
    queries.listWires();
    const wires = useInfiniteQuery(queries.listWiresInfinite({ tab: 'important' }));
    expectTypeOf(wires.data).toEqualTypeOf<hooks.WiresInfiniteData | undefined>();
    expectTypeOf(
      queries.listCongressTradesInfinite({ ticker: 'NVDA' }).queryKey[2],
    ).toEqualTypeOf<'listCongressTrades'>();
    expectTypeOf<
      ReturnType<typeof queries.listArticlesInfinite>['initialPageParam']
    >().toEqualTypeOf<string | undefined>();
    // @ts-expect-error not a paged operation
    queries.getFinancialMetricsInfinite;
    // @ts-expect-error listCongressTrades requires a ticker
    queries.listCongressTradesInfinite({});
  });
});
