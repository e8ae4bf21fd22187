import { listCongressTrades, listWires } from '@marketdata-sdk/types/internal';
import { describe, expect, it } from 'vitest';
import { MarketDataError } from '../src/index';
import { nextPageCursor, pageWalk } from '../src/internal';
import { rejectionOf, sandboxClient } from './sandbox';

const query = (request: Request, name: string) => new URL(request.url).searchParams.get(name);

describe('iterating a list, item by item across its pages', () => {
  it('500 wires take 10 requests of 50, each starting after the last headline of the one before', async () => {
    const { client, requests } = sandboxClient();
    const wires = await client.news.listWires({ tab: 'all' }).toArray({ limit: 500 });
    expect(wires).toHaveLength(500);
    expect(new Set(wires.map((h) => h.news_id)).size).toBe(500);
    expect(requests).toHaveLength(10);
    requests.forEach((request, i) => {
      expect(query(request, 'size')).toBe('50');
      expect(query(request, 'start_id')).toBe(i === 0 ? null : wires[i * 50 - 1]!.news_id);
    });
  });

  it('for await stops fetching when the loop stops: 120 wires, 3 requests', async () => {
    const { client, requests } = sandboxClient();
    const ids: string[] = [];
    for await (const headline of client.news.listWires({ tab: 'all' })) {
      ids.push(headline.news_id);
      if (ids.length === 120) break;
    }
    expect(new Set(ids).size).toBe(120);
    expect(requests).toHaveLength(3);
  });

  it('a size given is kept, and a small limit asks for no more than it needs', async () => {
    const { client, requests } = sandboxClient();
    const five = await client.news.listWires({ size: 5 }).toArray({ limit: 12 });
    expect(five).toHaveLength(12);
    expect(requests.map((r) => query(r, 'size'))).toEqual(['5', '5', '5']);
    await client.news.listArticles().toArray({ limit: 3 });
    expect(query(requests.at(-1)!, 'size')).toBe('3');
  });

  it('a numbered list iterates from page 1 to its last page, every trade once', async () => {
    const { client, requests } = sandboxClient();
    const { data: all } = await client.ownership.listCongressTrades({ ticker: 'NVDA', size: 1000 });
    const before = requests.length;
    const trades = await client.ownership.listCongressTrades({ ticker: 'NVDA', size: 7 }).toArray();
    expect(trades).toEqual(all);
    const pages = requests.slice(before).map((r) => Number(query(r, 'page') ?? 1));
    expect(pages).toEqual(pages.map((_, i) => i + 1));
    expect(pages.length).toBe(Math.floor(all.length / 7) + 1);
  });

  it('a bad limit is refused with the option and its rule, before any request', async () => {
    const { client, requests } = sandboxClient();
    const error = await rejectionOf(client.news.listWires().toArray({ limit: -1 }));
    expect(error).toBeInstanceOf(MarketDataError);
    expect((error as MarketDataError).message).toBe(
      'listWires: iterItems: option "limit" must be an integer >= 0 (got -1)',
    );
    expect(await client.news.listWires().toArray({ limit: 0 })).toEqual([]);
    expect(requests).toHaveLength(0);
  });
});

describe('a page', () => {
  it('of wires carries the next cursor (not the request echoed) and fetches the pages after it', async () => {
    const { client, requests } = sandboxClient();
    const first = await client.news.listWires({ size: 10 });
    expect(requests).toHaveLength(1);
    expect(first.nextCursor).toBe(first.data.at(-1)?.news_id);
    expect(first.nextCursor).not.toBe(first.start_id);
    expect(first.hasNextPage()).toBe(true);
    const second = await first.getNextPage();
    expect(query(requests[1]!, 'start_id')).toBe(first.nextCursor);
    expect(query(requests[1]!, 'size')).toBe('10');
    expect(second.data.map((h) => h.news_id)).not.toContain(first.nextCursor);
    const pages = [];
    for await (const page of first.iterPages()) {
      pages.push(page);
      if (pages.length === 3) break;
    }
    expect(pages[0]).toBe(first);
    expect(pages[1]?.data).toEqual(second.data);
    // The page still serializes as the service's data.
    expect(Object.keys(first).sort()).toEqual(['data', 'size', 'start_id']);
  });

  it('the last page says so, and getNextPage refuses', async () => {
    const { client, requests } = sandboxClient();
    const pages = [];
    for await (const page of (
      await client.news.listWires({ tickers: 'AAPL', size: 50 })
    ).iterPages())
      pages.push(page);
    const last = pages.at(-1)!;
    expect(pages.length).toBeGreaterThan(1);
    expect(requests).toHaveLength(pages.length);
    expect(last.hasNextPage()).toBe(false);
    expect(last.nextCursor).toBeUndefined();
    const error = await rejectionOf(last.getNextPage());
    expect(error).toBeInstanceOf(MarketDataError);
    expect((error as Error).message).toBe('listWires: no next page');
    expect(requests).toHaveLength(pages.length);
  });

  it('of articles continues at the last content_id', async () => {
    const { client, requests } = sandboxClient();
    const first = await client.news.listArticles({ size: 4 });
    expect(first.nextCursor).toBe(first.data.at(-1)?.content_id);
    await first.getNextPage();
    expect(query(requests[1]!, 'start_id')).toBe(first.data.at(-1)?.content_id);
  });

  it('of Congress trades is an object with data and the next page number, no longer a bare array', async () => {
    const { client, requests } = sandboxClient();
    const first = await client.ownership.listCongressTrades({ ticker: 'NVDA', size: 5 });
    expect(Array.isArray(first)).toBe(false);
    expect(first.data).toHaveLength(5);
    expect(first.nextCursor).toBe(2);
    const second = await first.getNextPage();
    expect(query(requests[1]!, 'page')).toBe('2');
    expect(query(requests[1]!, 'size')).toBe('5');
    expect(second.data).not.toEqual(first.data);
    expect(JSON.parse(JSON.stringify(first))).toEqual({ data: first.data });
    const tail = await client.ownership.listCongressTrades({ ticker: 'NVDA', size: 5, page: 999 });
    expect(tail.data).toEqual([]);
    expect(tail.hasNextPage()).toBe(false);
  });
});

describe('one end rule per paging kind (what pages, iterators, watchWires, the hooks and the CLI follow)', () => {
  const wire = (news_id: string) => ({ news_id, content_id: `c${news_id}` });

  it('a cursor list continues at the last id, unless the page is short, empty or does not move', () => {
    const full = { start_id: '', size: 2, data: [wire('9'), wire('8')] };
    expect(nextPageCursor(listWires, { size: 2 }, full)).toBe('8');
    expect(nextPageCursor(listWires, { size: 3 }, full)).toBeUndefined(); // short
    expect(nextPageCursor(listWires, {}, { ...full, data: [] })).toBeUndefined(); // empty
    expect(nextPageCursor(listWires, { size: 2, start_id: '8' }, full)).toBeUndefined(); // stuck
    // Without a size, the operation's default (10) is the size asked for.
    expect(nextPageCursor(listWires, {}, full)).toBeUndefined();
  });

  it('a numbered list continues at the next page number unless the page is short', () => {
    const trades = Array.from({ length: 10 }, () => ({}));
    expect(nextPageCursor(listCongressTrades, { ticker: 'A' }, trades)).toBe(2);
    expect(nextPageCursor(listCongressTrades, { ticker: 'A', page: 4 }, trades)).toBe(5);
    expect(nextPageCursor(listCongressTrades, { ticker: 'A', size: 11 }, trades)).toBeUndefined();
  });

  it('pageWalk follows it over any loader of payloads', async () => {
    const pages: Record<string, unknown[]> = { '1': [1, 2], '2': [3, 4], '3': [5] };
    const asked: unknown[] = [];
    const load = async (params: Record<string, unknown>) => {
      asked.push(params.page);
      return pages[String(params.page ?? 1)];
    };
    const items = [];
    for await (const item of pageWalk(load, listCongressTrades, { ticker: 'A', size: 2 }))
      items.push(item);
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([undefined, 2, 3]);
  });
});

describe('request by operationId', () => {
  it('takes no parameters where the operation requires none, as the resource method does', async () => {
    const { client } = sandboxClient();
    const page = await client.request('listWires');
    expect(page.data.length).toBeGreaterThan(0);
  });
});
