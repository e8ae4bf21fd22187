import { createSandbox } from '@marketdata-sdk/fixtures';
import { describe, expect, it } from 'vitest';
import { createMarketDataClient, type FetchOptions, MarketDataError } from '../src/index';
import { createRawClient } from '../src/raw';
import { API_KEY, rejectionOf } from './sandbox';

/** A client whose `fetch` records each init it is given, answered by the sandbox. */
function recordingClient(fetchOptions?: FetchOptions) {
  const inits: RequestInit[] = [];
  const sandbox = createSandbox({ apiKey: API_KEY });
  const client = createMarketDataClient({
    apiKey: API_KEY,
    baseUrl: 'https://sandbox.test',
    fetchOptions,
    fetch: (url, init) => {
      inits.push(init);
      return sandbox.fetch(new Request(url, init));
    },
  });
  return { client, inits };
}

describe('fetchOptions', () => {
  it('reaches every fetch the client makes: resources, pages and the raw client', async () => {
    const dispatcher = { dispatch: () => true };
    const { client, inits } = recordingClient({ dispatcher, keepalive: true, cache: 'no-store' });
    const page = await client.news.listWires({ size: 2 });
    await page.getNextPage();
    await client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    await createRawClient(client).GET('/securities/search', {
      params: { query: { query: 'apple' } },
    });
    expect(inits).toHaveLength(4);
    for (const init of inits) {
      expect(init).toMatchObject({ keepalive: true, cache: 'no-store', method: 'GET' });
      expect((init as { dispatcher?: unknown }).dispatcher).toBe(dispatcher);
    }
  });

  it("takes a call's own, key by key over the client's", async () => {
    const { client, inits } = recordingClient({ keepalive: true, cache: 'no-store' });
    await client.stocks.getFinancialMetrics(
      { ticker: 'AAPL' },
      { fetchOptions: { cache: 'reload' } },
    );
    await client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    expect(inits[0]).toMatchObject({ keepalive: true, cache: 'reload' });
    expect(inits[1]).toMatchObject({ keepalive: true, cache: 'no-store' });
  });

  it('never lets method, body, headers or signal through: refused, naming the option and key', async () => {
    const { client, inits } = recordingClient();
    for (const key of ['method', 'body', 'headers', 'signal']) {
      const bad = { [key]: key === 'signal' ? new AbortController().signal : 'x' } as FetchOptions;
      expect(() => client.withOptions({ fetchOptions: bad })).toThrow(
        `withOptions: option "fetchOptions" must be an object without method, body, headers or signal (got ${key})`,
      );
      const error = await rejectionOf(
        client.stocks.getFinancialMetrics({ ticker: 'AAPL' }, { fetchOptions: bad }),
      );
      expect(error).toBeInstanceOf(MarketDataError);
      expect(error).toMatchObject({ param: 'fetchOptions', operationId: 'getFinancialMetrics' });
    }
    expect(inits).toHaveLength(0);
    expect(() => client.withOptions({ fetchOptions: 'keepalive' as never })).toThrow(
      'option "fetchOptions" must be an object without',
    );
  });

  it("keeps the client's method, headers and signal even when a value slips past the types", async () => {
    const { client, inits } = recordingClient();
    const controller = new AbortController();
    await client.stocks.getFinancialMetrics(
      { ticker: 'AAPL' },
      { signal: controller.signal, fetchOptions: { keepalive: true } },
    );
    const [init] = inits;
    expect(init!.method).toBe('GET');
    expect((init!.headers as Record<string, string>).authorization).toMatch(/^Bearer /);
    // The client's own signal per attempt, which follows the caller's.
    expect(init!.signal).toBeInstanceOf(AbortSignal);
    expect(init!.signal).not.toBe(controller.signal);
  });
});
