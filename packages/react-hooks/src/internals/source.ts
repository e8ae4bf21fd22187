import type {
  MarketDataClient,
  OperationId,
  OperationParams,
  OperationResult,
  Transport,
} from '@marketdata-sdk/client';
import type { OperationRow } from '@marketdata-sdk/types/internal';

/**
 * What the hooks call: a client from `createMarketDataClient`, or a bare transport from
 * `createTransport` (the smaller bundle: the hooks need nothing else of the client).
 */
export type MarketDataSource = MarketDataClient | Transport;

/**
 * Calls one operation, by its row, on a client or a transport and resolves with its unwrapped
 * payload. Taking the row (not the operationId) keeps a bundle that calls one operation to
 * that operation's row.
 */
export function runOperation<TId extends OperationId>(
  source: MarketDataSource,
  row: OperationRow<TId>,
  params: OperationParams<TId>,
  signal: AbortSignal,
): Promise<OperationResult<TId>> {
  if ('call' in source) {
    return source.call<OperationResult<TId>>(row, params, { signal }).then((result) => result.data);
  }
  return source.request(row.operationId, params, { signal });
}

const scopes = new WeakMap<object, string>();
let scopeCount = 0;

/**
 * The cache scope of a client when none is given: one per client object, so two clients (another
 * key, another base URL) never share cached data. No key material goes into it.
 */
export function defaultScope(source: object): string {
  let scope = scopes.get(source);
  if (scope === undefined) {
    scopeCount += 1;
    scope = `client-${scopeCount}`;
    scopes.set(source, scope);
  }
  return scope;
}

/** Checks an explicit scope: a non-empty string. */
export function checkScope(scope: unknown, where: string): string | undefined {
  if (scope === undefined) return undefined;
  if (typeof scope !== 'string' || scope === '') {
    throw new TypeError(`${where}: scope must be a non-empty string, got ${String(scope)}`);
  }
  return scope;
}
