import type { TransportCore } from '../createTransport';

/**
 * Where a transport (and a client) keeps its core for `createRawClient` of the `/raw` entry: a
 * registered symbol, so that the ESM and CommonJS builds and both entries agree on it, on a
 * non-enumerable property holding a function, so that neither `JSON.stringify` nor
 * `util.inspect` (even with `showHidden`) ever shows the core and the key in its headers.
 */
const coreKey = Symbol.for('@marketdata-sdk/client.core');

/** Attaches `core` to `target` (a transport or a client) and returns `target`. */
export function attachCore<TTarget extends object>(target: TTarget, core: TransportCore): TTarget {
  return Object.defineProperty(target, coreKey, { value: () => core });
}

/** The core attached to a transport or a client, or undefined. */
export function coreOf(source: object): TransportCore | undefined {
  const get = (source as { [coreKey]?: unknown })[coreKey];
  return typeof get === 'function' ? (get() as TransportCore) : undefined;
}
