/**
 * `@marketdata-sdk/client/functions`: every operation as a standalone function over a
 * transport, named by its operationId (`listWires(transport, { size: 10 })`). An app that calls
 * one operation this way bundles that operation's row and the transport, not the resources of
 * every area. Each function returns what the resource method returns.
 *
 * @example
 * import { createTransport } from '@marketdata-sdk/client';
 * import { getConsensus } from '@marketdata-sdk/client/functions';
 *
 * const consensus = await getConsensus(createTransport({ apiKey }), { ticker: 'AAPL' });
 *
 * @packageDocumentation
 */

// The exports are the spec's operations, generated: re-exported whole so that an added
// operation needs no edit here.
export * from './generated/functions';
export type {
  PagedStandaloneFunction,
  StandaloneFunction,
} from './internals/standalone';
