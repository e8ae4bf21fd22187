import { createSandbox } from '@marketdata-sdk/fixtures';
import { describe, expect, it } from 'vitest';
import { getFinancialMetrics, listDividends } from '../src/functions';
import { createTransport } from '../src/index';
import { API_KEY, sandboxClient } from './sandbox';

/** What a reader of the payload sees: its own keys, a spread copy and its JSON. */
const shown = (payload: object) => [
  Object.keys(payload),
  Object.keys(Array.isArray(payload) ? [...payload] : { ...payload }),
  JSON.stringify(payload),
];

describe('_request_id on every successful payload', () => {
  it('rides on what resource methods and client.request resolve with, unseen by keys, spread and JSON', async () => {
    const { client } = sandboxClient();
    const call = client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    const metrics = await call;
    expect(metrics._request_id).toMatch(/\S/);
    expect(metrics._request_id).toBe((await call.withResponse()).requestId);
    const dividends = await client.stocks.listDividends({ ticker: 'KO' });
    expect(Array.isArray(dividends)).toBe(true);
    expect(dividends._request_id).toMatch(/\S/);
    const requested = await client.request('getEarningsBacktest', {
      unique_id: 'US_EARNINGS_AAPL_2024Q4',
    });
    expect(requested._request_id).toMatch(/\S/);
    for (const payload of [metrics, dividends, requested]) {
      for (const view of shown(payload)) expect(String(view)).not.toContain('_request_id');
    }
  });

  it('rides on what standalone functions resolve with, from the response they came in', async () => {
    const sandbox = createSandbox({ apiKey: API_KEY });
    const ids: (string | null)[] = [];
    const transport = createTransport({
      apiKey: API_KEY,
      baseUrl: 'https://sandbox.test',
      fetch: async (url, init) => {
        const response = await sandbox.fetch(new Request(url, init));
        ids.push(response.headers.get('x-request-id'));
        return response;
      },
    });
    const metrics = await getFinancialMetrics(transport, { ticker: 'MSFT' });
    const dividends = await listDividends(transport, { ticker: 'MSFT' });
    expect([metrics._request_id, dividends._request_id]).toEqual(ids);
    expect(ids.every(Boolean)).toBe(true);
    for (const payload of [metrics, dividends]) {
      for (const view of shown(payload)) expect(String(view)).not.toContain('_request_id');
    }
  });
});
