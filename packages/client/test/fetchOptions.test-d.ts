import { describe, expectTypeOf, it } from 'vitest';
import {
  type ClientOptions,
  createMarketDataClient,
  type FetchOptions,
  type RequestOptions,
} from '../src/index';

declare const dispatcher: { dispatch(): boolean };

describe('fetchOptions types', () => {
  it('takes what fetch takes, an undici dispatcher included, per client and per call', () => {
    const client = createMarketDataClient({
      apiKey: 'k',
      fetchOptions: { dispatcher, keepalive: true, cache: 'no-store', redirect: 'error' },
    });
    void client.stocks.getFinancialMetrics(
      { ticker: 'AAPL' },
      { fetchOptions: { cache: 'reload' } },
    );
    expectTypeOf<RequestOptions['fetchOptions']>().toEqualTypeOf<FetchOptions | undefined>();
  });

  it('leaves out what the client owns: method, body, headers and signal', () => {
    // @ts-expect-error: the client sends GET
    const method: FetchOptions = { method: 'POST' };
    // @ts-expect-error: the client builds the headers (use the `headers` option)
    const headers: FetchOptions = { headers: { 'x-app': 'one' } };
    // @ts-expect-error: the signal is the call's `signal` option
    const signal: ClientOptions = { fetchOptions: { signal: new AbortController().signal } };
    // @ts-expect-error: every operation is a GET without a body
    const body: RequestOptions = { fetchOptions: { body: 'x' } };
    void [method, headers, signal, body];
  });
});
