/**
 * `@marketdata-sdk/client/raw`: the typed openapi-fetch client over a client's transport. A
 * separate entry, so that openapi-fetch weighs only on the bundles that use it.
 */
import type { paths } from '@marketdata-sdk/types';
import createClient, { type Client } from 'openapi-fetch';
import type { MarketDataClient } from './createMarketDataClient';
import type { Transport } from './createTransport';
import { MarketDataError } from './errors';
import { coreOf } from './internals/core';
import { createRawFetch } from './internals/rawFetch';

/** openapi-fetch's client typed with the API's `paths`: `{ data, error, response }` results. */
export type RawClient = Client<paths>;

/**
 * The typed openapi-fetch client over the same transport as `source` (a client or a
 * transport): the same auth, retries, timeouts, rate limit and logging. It returns
 * openapi-fetch's `{ data, error, response }` with the envelope untouched.
 *
 * @example
 * import { createMarketDataClient } from '@marketdata-sdk/client';
 * import { createRawClient } from '@marketdata-sdk/client/raw';
 *
 * const raw = createRawClient(createMarketDataClient());
 * const { data } = await raw.GET('/securities/search', { params: { query: { query: 'apple' } } });
 */
export function createRawClient(source: MarketDataClient | Transport): RawClient {
  const core = typeof source === 'object' && source !== null ? coreOf(source) : undefined;
  if (!core) {
    throw new MarketDataError(
      'createRawClient: source must be a client from createMarketDataClient() or a transport from createTransport()',
    );
  }
  return createClient<paths>({ baseUrl: core.transport.baseUrl, fetch: createRawFetch(core) });
}
