/**
 * The options as an app compiled with `exactOptionalPropertyTypes` sees them, through the built
 * package's declarations (`@marketdata-sdk/client`, not `src/`): a value that may be `undefined`
 * (an environment variable, an optional setting passed on) is accepted where the option is
 * optional. Checked by `vitest.built.config.ts` with `test/exact/tsconfig.json`.
 */
import {
  type ClientOptions,
  createMarketDataClient,
  createRateLimiter,
  createTransport,
  type RequestOptions,
} from '@marketdata-sdk/client';
import { createMemoryCacheStore, createResponseCache } from '@marketdata-sdk/client/cache';
import { describe, expectTypeOf, it } from 'vitest';

declare const maybeNumber: number | undefined;
declare const maybeSignal: AbortSignal | undefined;

describe('options under exactOptionalPropertyTypes', () => {
  it('takes an environment variable as apiKey or baseUrl', () => {
    createMarketDataClient({ apiKey: process.env.X });
    createMarketDataClient({ apiKey: process.env.X, baseUrl: process.env.Y });
    createTransport({ apiKey: process.env.X, baseUrl: process.env.Y });
  });

  it('takes undefined for every optional option of the client and of a call', () => {
    expectTypeOf({
      apiKey: undefined,
      baseUrl: undefined,
      timeoutMs: maybeNumber,
      maxRetries: maybeNumber,
      headers: undefined,
      maxResponseBytes: maybeNumber,
      fetch: undefined,
      logger: undefined,
      logLevel: undefined,
      rateLimit: undefined,
      redact: undefined,
      dangerouslyAllowBrowser: undefined,
      allowInsecureHttp: undefined,
      cache: undefined,
    } as const).toExtend<ClientOptions>();
    expectTypeOf({
      signal: maybeSignal,
      timeoutMs: maybeNumber,
      maxRetries: maybeNumber,
      headers: undefined,
    }).toExtend<RequestOptions>();
  });

  it('takes undefined for an optional parameter, an iteration, feed, limiter or cache option', () => {
    const client = createMarketDataClient({ apiKey: 'k' });
    void client.news.listWires({ size: maybeNumber, start_id: undefined });
    void client.ownership.listCongressTrades({ ticker: 'X', page: maybeNumber });
    void client.news.listWires().toArray({ limit: maybeNumber });
    client.news.watchWires({ signal: maybeSignal, since: undefined, intervalMs: maybeNumber });
    createRateLimiter({ requests: 1, windowMs: 1000, maxWaitMs: maybeNumber, store: undefined });
    createResponseCache({ staleWhileRevalidate: maybeNumber, store: undefined, format: undefined });
    createMemoryCacheStore({ maxEntries: maybeNumber });
  });

  it('still refuses undefined for a required parameter, and a misspelt operation in ttlSeconds', () => {
    const client = createMarketDataClient({ apiKey: 'k' });
    // @ts-expect-error: ticker is required
    void client.ownership.listCongressTrades({ ticker: undefined });
    // @ts-expect-error: no operation is called getConsnsus
    createResponseCache({ ttlSeconds: { getConsnsus: 60 } });
  });

  it('still refuses a value of the wrong type', () => {
    // @ts-expect-error: apiKey is a string
    createMarketDataClient({ apiKey: 42 });
  });
});
