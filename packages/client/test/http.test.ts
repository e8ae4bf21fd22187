import { startSandboxServer } from '@marketdata-sdk/fixtures/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMarketDataClient,
  InternalServerError,
  InvalidParamError,
  type MarketDataClient,
  NetworkError,
  ResponseParseError,
  TimeoutError,
} from '../src/index';
import { createRawClient } from '../src/raw';
import { API_KEY, rejectionOf } from './sandbox';

let server: Awaited<ReturnType<typeof startSandboxServer>>;
let client: MarketDataClient;

beforeAll(async () => {
  server = await startSandboxServer({ port: 0, host: '127.0.0.1', apiKey: API_KEY });
  client = createMarketDataClient({ apiKey: API_KEY, baseUrl: server.url, maxRetries: 0 });
});
afterAll(async () => {
  await server?.close();
});

function faulty(fault: string, timeoutMs?: number) {
  return createMarketDataClient({
    apiKey: API_KEY,
    baseUrl: server.url,
    maxRetries: 0,
    timeoutMs,
    headers: { 'X-Sandbox-Fault': fault },
  });
}

describe('over HTTP against the sandbox server', () => {
  it('calls resources, the raw client and paging', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
    const page = await client.news.listWires({ size: 3 });
    expect(page.data).toHaveLength(3);
    const wire = await client.news.getWireContent({ content_id: page.data[0]!.content_id });
    expect(wire.title).toBe(page.data[0]!.title);
    const { data, response } = await createRawClient(client).GET('/securities/search', {
      params: { query: { query: 'AAPL' } },
    });
    expect(response.ok).toBe(true);
    expect(data).toHaveProperty('data.data');
    const { requestId } = await client.stocks.getFinancialMetrics.withResponse({ ticker: 'AAPL' });
    expect(requestId).toBeTypeOf('string');
  });

  it('maps transport faults to their classes', async () => {
    expect(
      await rejectionOf(faulty('reset').stocks.getFinancialMetrics({ ticker: 'AAPL' })),
    ).toBeInstanceOf(NetworkError);
    expect(
      await rejectionOf(faulty('truncate').stocks.getFinancialMetrics({ ticker: 'AAPL' })),
    ).toBeInstanceOf(ResponseParseError);
    expect(
      await rejectionOf(faulty('html').stocks.getFinancialMetrics({ ticker: 'AAPL' })),
    ).toBeInstanceOf(InternalServerError);
    expect(
      await rejectionOf(
        faulty('latency;ms=500', 50).stocks.getFinancialMetrics({ ticker: 'AAPL' }),
      ),
    ).toBeInstanceOf(TimeoutError);
  });

  it('retries over HTTP after failures', async () => {
    const retrying = createMarketDataClient({
      apiKey: API_KEY,
      baseUrl: server.url,
      maxRetries: 2,
    });
    server.sandbox.faults.failNext(1, 'reset');
    await expect(retrying.stocks.getFinancialMetrics({ ticker: 'AAPL' })).resolves.toBeTypeOf(
      'object',
    );
  });

  it('reports the service’s own invalid-parameter errors', async () => {
    const error = await rejectionOf(client.stocks.listEarnings({ ticker: 'ZZZZQ' }));
    expect(error).toBeInstanceOf(InvalidParamError);
  });
});
