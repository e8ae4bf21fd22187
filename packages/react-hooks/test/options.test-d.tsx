import type { MarketDataError, Transport } from '@marketdata-sdk/client';
import type { CongressTrade, FinancialMetrics, Headline } from '@marketdata-sdk/types';
import { skipToken } from '@tanstack/react-query';
import { describe, expectTypeOf, test } from 'vitest';
import {
  MarketDataProvider,
  useGetArticleContent,
  useGetFinancialMetrics,
  useGetWireContent,
  useListCongressTradesInfinite,
  useListWires,
  useListWiresInfinite,
  useSearchSecurities,
} from '../src/index';

declare const ticker: string | undefined;
declare const transport: Transport;

describe('hooks wait for their parameters', () => {
  test('skipToken in place of the parameters; the data type is unchanged', () => {
    const metrics = useGetFinancialMetrics(ticker ? { ticker } : skipToken);
    expectTypeOf(metrics.data).toEqualTypeOf<FinancialMetrics | undefined>();
    expectTypeOf(metrics.error).toEqualTypeOf<MarketDataError | null>();
    useListWires(skipToken);
    useGetWireContent(skipToken);
    useGetArticleContent(ticker ? { content_id: ticker } : skipToken);
    useSearchSecurities(skipToken);
    const trades = useListCongressTradesInfinite(ticker ? { ticker } : skipToken);
    expectTypeOf(trades.data?.trades).toEqualTypeOf<CongressTrade[] | undefined>();
    useListWiresInfinite(skipToken);
  });

  test('a missing required parameter is still an error without skipToken', () => {
    // @ts-expect-error ticker may be undefined: use skipToken until it is known
    useGetFinancialMetrics({ ticker });
  });
});

describe('infinite hooks take every useInfiniteQuery option', () => {
  test('select, placeholderData, throwOnError, meta, refetchOnMount', () => {
    const ids = useListWiresInfinite(
      { size: 20 },
      {
        select: (data) => data.headlines.map((headline) => headline.news_id),
        placeholderData: (previous) => previous,
        throwOnError: true,
        meta: { screen: 'feed' },
        refetchOnMount: false,
        maxPages: 5,
      },
    );
    expectTypeOf(ids.data).toEqualTypeOf<string[] | undefined>();
    const count = useListCongressTradesInfinite(
      { ticker: 'NVDA' },
      { select: (data) => data.trades.length, retry: false, networkMode: 'always' },
    );
    expectTypeOf(count.data).toEqualTypeOf<number | undefined>();
    const headlines = useListWiresInfinite();
    expectTypeOf(headlines.data?.headlines).toEqualTypeOf<Headline[] | undefined>();
    // @ts-expect-error the hook owns the key
    useListWiresInfinite({}, { queryKey: ['mine'] });
    // @ts-expect-error the hook owns the paging
    useListWiresInfinite({}, { getNextPageParam: () => undefined });
  });
});

describe('the provider takes what the hooks need', () => {
  test('a transport is accepted in place of the client', () => {
    MarketDataProvider({ client: transport, children: null });
  });
});
