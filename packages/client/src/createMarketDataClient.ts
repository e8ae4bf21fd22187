import { createRateLimiter } from './createRateLimiter';
import {
  type ClientOptions,
  checkClientOptions,
  createCore,
  type RequestOptions,
  type WithResponse,
} from './createTransport';
import { MarketDataError } from './errors';
import {
  createResources,
  type MarketDataResources,
  type NewsResource,
} from './generated/resources';
import type { MethodArgs } from './internals/bindMethod';
import { attachCore } from './internals/core';
import { mergeHeaders } from './internals/headers';
import { operationTable } from './operationTable';
import type { OperationId, OperationResult, WithRequestId } from './types';
import { type WatchWiresParams, type WireFeed, watchWires } from './watchWires';

/**
 * The news resource of `createMarketDataClient`, with the live feed. Built from a
 * {@link NewsResource} and `watchWires`; a bundle without the feed stays smaller.
 */
export interface LiveNewsResource extends NewsResource {
  /**
   * A live feed: every new headline exactly once, oldest first, until `signal` aborts.
   * @example for await (const h of client.news.watchWires({ signal })) console.log(h.title);
   */
  watchWires(params?: WatchWiresParams, options?: RequestOptions): WireFeed;
}

/**
 * The client: a resource per area (spec tag), each with a method per operation, and a generic
 * `request`. The typed openapi-fetch client over the same transport is `createRawClient(client)`
 * of `@marketdata-sdk/client/raw`.
 */
export interface MarketDataClient extends MarketDataResources {
  /** News wires, article bodies and the live feed. */
  readonly news: LiveNewsResource;
  /**
   * Calls any operation by its operationId and returns the unwrapped payload.
   * @example const metrics = await client.request('getFinancialMetrics', { ticker: 'AAPL' });
   */
  request<TId extends OperationId>(
    operationId: TId,
    ...args: MethodArgs<TId>
  ): Promise<WithRequestId<OperationResult<TId>>>;
  /**
   * Like `request`, resolving with `{ data, response, requestId }`.
   * @example const { data, requestId } = await client.withResponse('listWires', {});
   */
  withResponse<TId extends OperationId>(
    operationId: TId,
    ...args: MethodArgs<TId>
  ): Promise<WithResponse<WithRequestId<OperationResult<TId>>>>;
  /**
   * A new client with this one's options and `overrides` over them (`headers` merged by name,
   * case-insensitively). It shares no options object, header map or rate-limit queue made from
   * `{ requests, windowMs }` with this one; a queue from `createRateLimiter`, a `cache`, `fetch`
   * and `logger` you passed are the same objects.
   * @example const patient = client.withOptions({ timeoutMs: 120_000, maxRetries: 5 });
   */
  withOptions(overrides: ClientOptions): MarketDataClient;
}

/**
 * Creates a client. Bad options (a key with control characters, plain `http:` to a
 * non-loopback host, no key and no base URL, a key in a browser) throw here.
 *
 * @example
 * const client = createMarketDataClient({ apiKey: process.env.MARKETDATA_API_KEY });
 * const page = await client.news.listWires({ size: 20 });
 */
export function createMarketDataClient(options: ClientOptions = {}): MarketDataClient {
  checkClientOptions(options);
  // A copy: later changes to the caller's object reach neither this client nor `withOptions`.
  const own: ClientOptions = {
    ...options,
    headers: mergeHeaders({}, options.headers),
    redact: options.redact && [...options.redact],
  };
  const { rateLimit } = options;
  const core = createCore({
    ...options,
    rateLimit: rateLimit && ('acquire' in rateLimit ? rateLimit : createRateLimiter(rateLimit)),
  });
  const { transport } = core;
  const withResponse = (id: OperationId, params: object, opts?: RequestOptions) => {
    const op = operationTable[id];
    return op
      ? transport.call(op, params, opts)
      : Promise.reject(
          new MarketDataError(
            `request: operationId "${id}" is unknown (expected one of ${Object.keys(operationTable).join(', ')})`,
            { param: 'operationId', rule: 'unknown' },
          ),
        );
  };
  const resources = createResources(transport);
  const { news } = resources;
  return attachCore<MarketDataClient>(
    {
      ...resources,
      news: { ...news, watchWires: (params, opts) => watchWires(news.listWires, params, opts) },
      request: ((id: OperationId, params: object, opts?: RequestOptions) =>
        withResponse(id, params, opts).then((r) => r.data)) as MarketDataClient['request'],
      withResponse: withResponse as MarketDataClient['withResponse'],
      withOptions: (overrides) => {
        checkClientOptions(overrides, 'withOptions');
        return createMarketDataClient({
          ...own,
          ...overrides,
          headers: mergeHeaders(own.headers!, overrides.headers),
        });
      },
    },
    core,
  );
}
