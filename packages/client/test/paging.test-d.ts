import type {
  ArticleSummary,
  CongressTrade,
  Headline,
  InsiderTrade,
  WiresPage,
} from '@marketdata-sdk/types';
import { describe, expectTypeOf, it } from 'vitest';
import type { MarketDataClient, Page, PageCursor } from '../src/index';

declare const client: MarketDataClient;

describe('pages and item iteration are typed', () => {
  it('a page is the payload with its paging', async () => {
    const wires = await client.news.listWires();
    expectTypeOf(wires).toMatchTypeOf<WiresPage>();
    expectTypeOf(wires.nextCursor).toEqualTypeOf<PageCursor | undefined>();
    expectTypeOf(wires.hasNextPage()).toEqualTypeOf<boolean>();
    expectTypeOf(wires.getNextPage()).toEqualTypeOf<Promise<Page<'listWires'>>>();
    expectTypeOf(wires.iterPages()).toMatchTypeOf<AsyncIterable<Page<'listWires'>>>();
    const trades = await client.ownership.listCongressTrades({ ticker: 'NVDA' });
    expectTypeOf(trades.data).toEqualTypeOf<CongressTrade[]>();
    // @ts-expect-error the Congress list is no longer a bare array
    trades.length;
  });

  it('a list call iterates its items, with a limit', () => {
    expectTypeOf(client.news.listWires()).toMatchTypeOf<AsyncIterable<Headline>>();
    expectTypeOf(client.news.listWires().iterItems({ limit: 5 })).toMatchTypeOf<
      AsyncIterable<Headline>
    >();
    expectTypeOf(client.news.listArticles().toArray({ limit: 5 })).toEqualTypeOf<
      Promise<ArticleSummary[]>
    >();
    expectTypeOf(client.ownership.listInsiderTrades({ ticker: 'AAPL' }).toArray()).toEqualTypeOf<
      Promise<InsiderTrade[]>
    >();
    // @ts-expect-error limit is a number
    client.news.listWires().toArray({ limit: '5' });
  });

  it('an awaited page iterates its items (for await over await), and a list call is a Promise', async () => {
    for await (const headline of await client.news.listWires()) {
      expectTypeOf(headline).toEqualTypeOf<Headline>();
    }
    for await (const trade of await client.ownership.listCongressTrades({ ticker: 'NVDA' })) {
      expectTypeOf(trade).toEqualTypeOf<CongressTrade>();
    }
    expectTypeOf(client.news.listWires()).toMatchTypeOf<Promise<Page<'listWires'>>>();
    expectTypeOf(client.news.listWires().asResponse()).toEqualTypeOf<Promise<Response>>();
    expectTypeOf((await client.news.listWires())._request_id).toEqualTypeOf<string | undefined>();
    expectTypeOf((await client.news.listWires.withResponse()).data).toEqualTypeOf<
      Page<'listWires'>
    >();
  });
});
