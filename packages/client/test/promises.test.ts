/**
 * What a call returns, as a user meets it: real promises, pages that iterate, the request id on
 * every payload, the raw response, and the two `withResponse` forms of a paged method agreeing.
 * Also run against the built package (vitest.built.config.ts).
 */
import { describe, expect, it } from 'vitest';
import type { WithRequestId } from '../src/index';
import { sandboxClient } from './sandbox';

const query = (request: Request, name: string) => new URL(request.url).searchParams.get(name);

describe('list calls are real promises', () => {
  it('a list call is an instance of Promise, and so is a plain call', () => {
    const { client } = sandboxClient();
    const list = client.news.listWires({ size: 5 });
    expect(list).toBeInstanceOf(Promise);
    expect(client.ratings.getConsensus({ ticker: 'AAPL' })).toBeInstanceOf(Promise);
    expect(Promise.resolve(list)).not.toBe(list);
    return list;
  });

  it('an awaited page iterates its items across pages (for await over await)', async () => {
    const { client, requests } = sandboxClient();
    const seen: string[] = [];
    for await (const headline of await client.news.listWires({ size: 5 })) {
      seen.push(headline.news_id);
      if (seen.length === 12) break;
    }
    expect(new Set(seen).size).toBe(12);
    expect(requests.map((r) => query(r, 'size'))).toEqual(['5', '5', '5']);
    expect(query(requests[1]!, 'start_id')).toBe(seen[4]);
  });

  it('iterating a list call whose first request already left reuses that page', async () => {
    const { client, requests } = sandboxClient();
    const call = client.news.listWires({ size: 5 });
    const first = await call;
    const seen: string[] = [];
    for await (const headline of call) {
      seen.push(headline.news_id);
      if (seen.length === 8) break;
    }
    expect(seen.slice(0, 5)).toEqual(first.data.map((h) => h.news_id));
    // Page 1 once, then the page after it, in the same size: never page 1 again.
    expect(requests).toHaveLength(2);
    expect(query(requests[1]!, 'start_id')).toBe(first.nextCursor);
    expect(query(requests[1]!, 'size')).toBe('5');
  });

  it('a numbered list iterated after its first page left stays on its page size', async () => {
    const { client, requests } = sandboxClient();
    const call = client.ownership.listCongressTrades({ ticker: 'NVDA', size: 3 });
    const first = await call;
    const items = await call.toArray({ limit: 7 });
    expect(items.slice(0, 3)).toEqual(first.data);
    expect(requests.map((r) => [query(r, 'page'), query(r, 'size')])).toEqual([
      [null, '3'],
      ['2', '3'],
      ['3', '3'],
    ]);
  });
});

describe('the request id and the raw response', () => {
  it('every payload carries the request id, not enumerable', async () => {
    const { client } = sandboxClient();
    const call = client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    const metrics: WithRequestId<Awaited<typeof call>> = await call;
    const { requestId, response } = await call.withResponse();
    expect(requestId).toBe(response.headers.get('x-request-id'));
    expect(metrics?._request_id).toBe(requestId);
    expect(Object.keys(metrics ?? {})).not.toContain('_request_id');
    expect(JSON.stringify(metrics)).not.toContain('_request_id');
    const list = client.news.listWires({ size: 2 });
    expect((await list)._request_id).toBe((await list.withResponse()).requestId);
    const holdings = await client.etf.listEtfHoldings.withResponse({ ticker: 'SPY' });
    expect(holdings.requestId).toBeTruthy();
    const data: WithRequestId<typeof holdings.data> = holdings.data;
    expect(data._request_id).toBe(holdings.requestId);
  });

  it('.asResponse() gives the Response with its body unread', async () => {
    const { client, requests } = sandboxClient();
    const response = await client.stocks.getFinancialMetrics({ ticker: 'AAPL' }).asResponse();
    expect(response).toBeInstanceOf(Response);
    expect(response.bodyUsed).toBe(false);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/json/);
    const body = (await response.json()) as { status_code: number; data: { ticker?: string } };
    expect(body.status_code).toBe(0);
    expect(body.data).toBeTypeOf('object');
    expect(requests).toHaveLength(1);
  });

  it('both withResponse forms of a paged method give the same page, with its paging', async () => {
    const { client } = sandboxClient();
    const viaMethod = await client.news.listWires.withResponse({ size: 3 });
    const viaCall = await client.news.listWires({ size: 3 }).withResponse();
    for (const { data } of [viaMethod, viaCall]) {
      expect(data.hasNextPage()).toBe(true);
      expect(data.nextCursor).toBe(data.data.at(-1)?.news_id);
      expect(typeof data.getNextPage).toBe('function');
    }
    expect(viaMethod.data.data).toEqual(viaCall.data.data);
  });
});
