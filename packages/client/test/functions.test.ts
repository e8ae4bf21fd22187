import { createSandbox } from '@marketdata-sdk/fixtures';
import { operationRows } from '@marketdata-sdk/types/internal';
import { describe, expect, it } from 'vitest';

import * as functions from '../src/functions';
import { getConsensus, listCongressTrades, listWires } from '../src/functions';
import { createTransport } from '../src/index';
import { API_KEY, sandboxClient } from './sandbox';

function sandboxTransport() {
  const sandbox = createSandbox({ apiKey: API_KEY });
  const requests: string[] = [];
  const transport = createTransport({
    apiKey: API_KEY,
    baseUrl: 'https://sandbox.test',
    fetch: (url, init) => {
      const request = new Request(url, init);
      requests.push(request.url);
      return sandbox.fetch(request);
    },
  });
  return { transport, requests };
}

describe('standalone functions over a transport', () => {
  it('every operation of the spec is a standalone function of the /functions entry', () => {
    const exports = functions as unknown as Record<string, unknown>;
    const missing = Object.keys(operationRows).filter((id) => typeof exports[id] !== 'function');
    expect(missing, `run \`npx -y pnpm@12.21.0 generate\` (missing: ${missing})`).toEqual([]);
  });

  it('answers as the resource method does, from one request', async () => {
    const { transport, requests } = sandboxTransport();
    const { client: api } = sandboxClient();
    const data = await getConsensus(transport, { ticker: 'AAPL' });
    expect(data).toEqual(await api.ratings.getConsensus({ ticker: 'AAPL' }));
    expect(requests).toEqual(['https://sandbox.test/analysis-ratings/consensus?ticker=AAPL']);
    const { requestId, response } = await getConsensus(transport, {
      ticker: 'MSFT',
    }).withResponse();
    expect(response.status).toBe(200);
    expect(typeof requestId).toBe('string');
  });

  it('a paged one resolves with a page and iterates across pages', async () => {
    const { transport } = sandboxTransport();
    const page = await listWires(transport, { size: 5 });
    expect(page.data).toHaveLength(5);
    expect(page.hasNextPage()).toBe(true);
    const next = await page.getNextPage();
    expect(next.data[0]?.news_id).not.toBe(page.data[0]?.news_id);
    const trades = await listCongressTrades(transport, { ticker: 'NVDA', size: 2 }).toArray({
      limit: 5,
    });
    expect(trades).toHaveLength(5);
  });

  it("checks the operation's parameters before sending, naming the parameter", async () => {
    const { transport, requests } = sandboxTransport();
    await expect(listWires(transport, { size: 500 })).rejects.toMatchObject({
      param: 'size',
      rule: 'maximum',
    });
    expect(requests).toEqual([]);
  });
});
