import type {
  MarketDataClient,
  OperationId,
  OperationParams,
  Transport,
} from '@marketdata-sdk/client';
import type { OperationRow } from '@marketdata-sdk/types/internal';
import type { QueryData } from './types';

/**
 * What the hooks call: a client from `createMarketDataClient`, or a bare transport from
 * `createTransport` (the smaller bundle: the hooks need nothing else of the client).
 */
export type MarketDataSource = MarketDataClient | Transport;

/**
 * Calls one operation, by its row, on a client or a transport and resolves with its
 * {@link QueryData}: the unwrapped payload, a paged list's bare list as `{ data }` (the shape of
 * the client's page). Taking the row (not the operationId) keeps a bundle that calls one
 * operation to that operation's row.
 */
export function runOperation<TId extends OperationId>(
  source: MarketDataSource,
  row: OperationRow<TId>,
  params: OperationParams<TId>,
  signal: AbortSignal,
): Promise<QueryData<TId>> {
  const options = { signal };
  return (
    'call' in source
      ? source.call<unknown>(row, params, options)
      : source.withResponse(row.operationId, params, options)
  ).then(({ data }) => (row.paging && Array.isArray(data) ? { data } : data) as QueryData<TId>);
}

/** Where a client (and a transport) keeps its core: see `attachCore` of the client package. */
const coreKey = Symbol.for('@marketdata-sdk/client.core');

type Core = { transport: { baseUrl: string }; headers: Record<string, string> };

/** FNV-1a of a text in base 36: a short digest that tells keys apart without holding one. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x1000193);
  return (hash >>> 0).toString(36);
}

/**
 * The cache scope of a client when none is given: its base URL and a digest of its credentials
 * (`https://openapi.ainvest.com/open#1x2y3z`). Two clients of one key and base URL share it,
 * wherever and whenever they were created (a server that builds a client per request matches
 * itself); another key or base URL gets another scope, so they never share cached data. The key
 * itself never goes into it.
 */
export function defaultScope(source: object): string {
  const core = (source as { [coreKey]?: () => Core })[coreKey]?.();
  const baseUrl = core?.transport.baseUrl ?? (source as { baseUrl?: string }).baseUrl;
  return `${baseUrl}#${digest(core?.headers.authorization ?? '')}`;
}

/** Checks an explicit scope: a non-empty string. */
export function checkScope(scope: unknown, where: string): string | undefined {
  if (scope === undefined) return undefined;
  if (typeof scope !== 'string' || scope === '') {
    throw new TypeError(`${where}: scope must be a non-empty string, got ${String(scope)}`);
  }
  return scope;
}
