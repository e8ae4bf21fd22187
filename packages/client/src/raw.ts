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

/**
 * What the `error` of a raw call holds when the HTTP status is not 2xx (a gateway or proxy in
 * front of the service; the service itself answers errors with HTTP 200): the body as text
 * (HTML, plain text), its JSON when it was JSON, or `undefined` when it was empty.
 */
export type RawErrorBody = string | { [key: string]: unknown } | undefined;

/** A non-2xx response of a raw call, typed as what arrives: see {@link RawErrorBody}. */
interface RawErrorResponse {
  headers: { [name: string]: unknown };
  content: { 'text/plain': RawErrorBody };
}

/** An operation whose 4XX and 5XX responses carry {@link RawErrorBody}. */
type WithErrorBody<TOperation> = TOperation extends { responses: infer TResponses }
  ? Omit<TOperation, 'responses'> & {
      responses: Omit<TResponses, '4XX' | '5XX'> & {
        '4XX': RawErrorResponse;
        '5XX': RawErrorResponse;
      };
    }
  : TOperation;

/**
 * The API's `paths` as the raw client sees them: `data` is the success envelope or the error
 * envelope (4011, 4012 and 4014 arrive with HTTP 200, in `data`); `error` is what a gateway's
 * non-2xx response carried.
 */
export type RawPaths = {
  [TPath in keyof paths]: { [TMethod in keyof paths[TPath]]: WithErrorBody<paths[TPath][TMethod]> };
};

/**
 * openapi-fetch's client typed with {@link RawPaths}: `{ data, error, response }` results.
 *
 * What arrives where: a 2xx envelope, success or error (`status_code` 4011, 4012, 4014), in
 * `data`; a non-2xx gateway body in `error` ({@link RawErrorBody}). What throws (rejects) a
 * `MarketDataError`: no response at all after the retries (`NetworkError`, `TimeoutError`),
 * the caller's abort (`AbortError`), and a 2xx body that is not JSON, such as a body cut short
 * (`ResponseParseError`).
 */
export type RawClient = Client<RawPaths>;

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
  return createClient<RawPaths>({ baseUrl: core.transport.baseUrl, fetch: createRawFetch(core) });
}
