import { describe, expect, it } from 'vitest';
import { sandboxClient } from './sandbox';

describe('paging', () => {
  it('iterating the wires asks for the largest page the service allows', async () => {
    const { client, requests } = sandboxClient();
    const ids: string[] = [];
    for await (const headline of client.news.iterateWires({ tab: 'all' })) {
      ids.push(headline.news_id);
      if (ids.length === 120) break;
    }
    expect(new Set(ids).size).toBe(120);
    expect(requests).toHaveLength(3);
    for (const request of requests)
      expect(new URL(request.url).searchParams.get('size')).toBe('50');
  });

  it('a size given to the iterator is kept', async () => {
    const { client, requests } = sandboxClient();
    for await (const _headline of client.news.iterateWires({ size: 5 })) break;
    expect(new URL(requests[0]!.url).searchParams.get('size')).toBe('5');
  });
});

describe('request by operationId', () => {
  it('takes no parameters where the operation requires none, as the resource method does', async () => {
    const { client } = sandboxClient();
    const page = await client.request('listWires');
    expect(page.data.length).toBeGreaterThan(0);
  });
});
