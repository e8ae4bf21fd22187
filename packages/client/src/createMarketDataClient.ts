import { createRateLimiter } from './createRateLimiter';
import {
  type ClientOptions,
  checkClientOptions,
  createCore,
  type RequestOptions,
  type WithResponse,
} from './createTransport';
import { MarketDataError } from './errors';
import type { MethodArgs } from './internals/bindMethod';
import { attachCore } from './internals/core';
import { operationTable } from './operationTable';
import { type CalendarResource, createCalendarResource } from './resources/calendar';
import { createEtfResource, type EtfResource } from './resources/etf';
import { createMarketdataResource, type MarketdataResource } from './resources/marketdata';
import { createNewsResource, type LiveNewsResource } from './resources/news';
import { createOwnershipResource, type OwnershipResource } from './resources/ownership';
import { createRatingsResource, type RatingsResource } from './resources/ratings';
import { createSecuritiesResource, type SecuritiesResource } from './resources/securities';
import { createStocksResource, type StocksResource } from './resources/stocks';
import type { OperationId, OperationResult } from './types';
import { watchWires } from './watchWires';

/**
 * The client: resources by area and a generic `request`. The typed openapi-fetch client over the
 * same transport is `createRawClient(client)` of `@marketdata-sdk/client/raw`.
 */
export interface MarketDataClient {
  /** News wires, article bodies and the live feed. */
  readonly news: LiveNewsResource;
  /** Trades by US politicians. */
  readonly ownership: OwnershipResource;
  /** Earnings, statements, metrics and dividends. */
  readonly stocks: StocksResource;
  /** ETF holdings. */
  readonly etf: EtfResource;
  /** Security search. */
  readonly securities: SecuritiesResource;
  /** Analyst ratings. */
  readonly ratings: RatingsResource;
  /** Time and sales. */
  readonly marketdata: MarketdataResource;
  /** Economic calendar and earnings backtests. */
  readonly calendar: CalendarResource;
  /**
   * Calls any operation by its operationId and returns the unwrapped payload.
   * @example const metrics = await client.request('getFinancialMetrics', { ticker: 'AAPL' });
   */
  request<TId extends OperationId>(
    operationId: TId,
    ...args: MethodArgs<TId>
  ): Promise<OperationResult<TId>>;
  /**
   * Like `request`, resolving with `{ data, response, requestId }`.
   * @example const { data, requestId } = await client.withResponse('listWires', {});
   */
  withResponse<TId extends OperationId>(
    operationId: TId,
    ...args: MethodArgs<TId>
  ): Promise<WithResponse<OperationResult<TId>>>;
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
  const news = createNewsResource(transport);
  return attachCore<MarketDataClient>(
    {
      news: { ...news, watchWires: (params, opts) => watchWires(news.listWires, params, opts) },
      ownership: createOwnershipResource(transport),
      stocks: createStocksResource(transport),
      etf: createEtfResource(transport),
      securities: createSecuritiesResource(transport),
      ratings: createRatingsResource(transport),
      marketdata: createMarketdataResource(transport),
      calendar: createCalendarResource(transport),
      request: ((id: OperationId, params: object, opts?: RequestOptions) =>
        withResponse(id, params, opts).then((r) => r.data)) as MarketDataClient['request'],
      withResponse: withResponse as MarketDataClient['withResponse'],
    },
    core,
  );
}
