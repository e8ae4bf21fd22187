/**
 * `@marketdata-sdk/client/cache`: an opt-in response cache for the client, with an in-memory
 * store by default and a pluggable store (see `@marketdata-sdk/client/redis` for a shared one).
 */

import { operationIds } from '@marketdata-sdk/types/internal';
import type { CacheableCall, ResponseCache, WithResponse } from './createTransport';
import { AbortError } from './errors';
import type { Logger } from './internals/log';
import { checkNested, checkOptions, isFn, num, type OptionRule } from './internals/options';
import type { OperationId } from './types';

/**
 * Where cached responses live. The default keeps them in the process; a shared store (Redis)
 * serves every process that uses it. Values are opaque strings written by the cache.
 */
export interface CacheStore {
  /** The value stored under `key`, or `undefined` when there is none. */
  get(key: string): Promise<string | undefined>;
  /** Stores `value` under `key` for `ttlMs` milliseconds. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /**
   * Optional: takes a short lock on `key` for `ttlMs`, resolving `true` when this caller holds it,
   * so that one process fetches what several want at once. Without it, only calls within one
   * process are coalesced.
   */
  lock?(key: string, ttlMs: number): Promise<boolean>;
  /** Releases a lock taken by {@link CacheStore.lock}. */
  unlock?(key: string): Promise<void>;
}

/** Options of {@link createResponseCache}. */
export interface ResponseCacheOptions {
  /** Where entries live (default: {@link createMemoryCacheStore} with 1 000 entries). */
  store?: CacheStore | undefined;
  /**
   * Time to live per operation in seconds, overriding the spec's `x-cache-ttl`; `0` turns caching
   * off for an operation. Operations with no TTL in either place are never cached.
   */
  ttlSeconds?: Readonly<Partial<Record<OperationId, number>>> | undefined;
  /**
   * How long past its TTL an entry is still served while one background call refreshes it, as a
   * fraction of the TTL (default 1: an entry lives twice its TTL, the second half stale).
   */
  staleWhileRevalidate?: number | undefined;
  /** Receives one line when a background refresh fails (the stale entry stays). */
  onError?: ((error: unknown) => void) | undefined;
  /**
   * What the entries hold, part of every key and every entry: caches of different formats that
   * share a store never read each other's entries. Default `payload` (what the client's methods
   * resolve with); letters, digits, `-` and `_`.
   */
  format?: string | undefined;
  /** Told once (`warn`) when a stored entry cannot be read; such an entry is a miss, never data. */
  logger?: Logger | undefined;
}

/** Where a response came from: `x-marketdata-cache` on the `response` of a cached call. */
export type CacheStatus = 'hit' | 'stale' | 'miss';

/** The entry layout this version writes and reads; any other is a miss. */
const VERSION = 2;

interface Entry {
  v: typeof VERSION;
  /** The cache's `format`. */
  f: string;
  at: number;
  ttl: number;
  data: unknown;
  requestId?: string;
}

const hashes = new Map<string, Promise<string>>();

/** A hex SHA-256 of the key (its first 32 characters): the key itself is never stored. */
export function hashApiKey(apiKey: string | undefined): Promise<string> {
  const key = apiKey ?? '';
  let hash = hashes.get(key);
  if (!hash) {
    hash = crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(`marketdata-sdk:${key}`))
      .then((buf) =>
        Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0'))
          .join('')
          .slice(0, 32),
      );
    hashes.set(key, hash);
  }
  return hash;
}

/** `operationId?name=value&…` with parameters sorted by name and empty values dropped. */
export function cacheKeyOf(operationId: string, params: Readonly<Record<string, unknown>>): string {
  const query = Object.keys(params)
    .filter((name) => params[name] !== undefined && params[name] !== null)
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(params[name]))}`)
    .join('&');
  return `${operationId}?${query}`;
}

/**
 * An in-memory {@link CacheStore}: entries expire after their TTL, and the oldest written go
 * first beyond `maxEntries`.
 */
export function createMemoryCacheStore({
  maxEntries = 1000,
}: {
  maxEntries?: number | undefined;
} = {}): CacheStore {
  checkOptions('createMemoryCacheStore', { maxEntries }, [
    ['maxEntries', /* @__PURE__ */ num(1, 2 ** 53, 1), 'an integer >= 1'],
  ]);
  const entries = new Map<string, { value: string; until: number }>();
  const locks = new Map<string, number>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (entry && entry.until <= Date.now()) entries.delete(key);
      return entry && entry.until > Date.now() ? entry.value : undefined;
    },
    async set(key, value, ttlMs) {
      entries.delete(key);
      entries.set(key, { value, until: Date.now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    async lock(key, ttlMs) {
      const now = Date.now();
      if ((locks.get(key) ?? 0) > now) return false;
      locks.set(key, now + ttlMs);
      return true;
    },
    async unlock(key) {
      locks.delete(key);
    },
  };
}

/** An entry of this version and `format`, `null` for text that is none, `undefined` for no text. */
function parseEntry(text: string | undefined, format: string): Entry | null | undefined {
  if (text === undefined) return undefined;
  try {
    const entry = JSON.parse(text) as Entry;
    const ok =
      entry?.v === VERSION &&
      entry.f === format &&
      typeof entry.at === 'number' &&
      entry.ttl > 0 &&
      'data' in entry;
    return ok ? entry : null;
  } catch {
    return null;
  }
}

function answer<T>(entry: Entry, status: CacheStatus): WithResponse<T> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-marketdata-cache': status,
    age: String(Math.max(0, Math.floor((Date.now() - entry.at) / 1000))),
  };
  if (entry.requestId) headers['x-request-id'] = entry.requestId;
  // As on every payload: the request id, not enumerable.
  if (entry.data && typeof entry.data === 'object') {
    Object.defineProperty(entry.data, '_request_id', {
      value: entry.requestId,
      configurable: true,
    });
  }
  return {
    data: entry.data as T,
    response: new Response(null, { status: 200, headers }),
    ...(entry.requestId ? { requestId: entry.requestId } : {}),
  };
}

const pollMs = 25;

/** A number of seconds from 0: any finite one. */
const seconds = /* @__PURE__ */ num(0, Number.MAX_VALUE);

/** The rules of {@link ResponseCacheOptions}. */
const CACHE_RULES: OptionRule[] = [
  ['store', (v: CacheStore) => isFn(v?.get) && isFn(v.set), 'a store with get() and set()'],
  [
    'ttlSeconds',
    (v: object) => !!v && typeof v === 'object',
    'an object of seconds by operationId',
  ],
  ['staleWhileRevalidate', seconds, 'a finite fraction of the TTL >= 0'],
  ['onError', isFn, 'a function'],
  [
    'format',
    (v: string) => typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v),
    '1 to 64 letters, digits, "-" or "_"',
  ],
  ['logger', (v: object) => !!v && typeof v === 'object', 'an object'],
];

/** The rules of `ttlSeconds`: one per operation, a finite number of seconds from 0. */
const TTL_RULES: OptionRule[] = /* @__PURE__ */ operationIds.map((id) => [
  id,
  seconds,
  'a finite number of seconds >= 0',
]);

/**
 * Creates an opt-in response cache to pass as `cache` to `createMarketDataClient`. Each operation
 * is cached for the TTL the spec declares (`x-cache-ttl`, in the operation table as
 * `cacheTtlSeconds`) unless `ttlSeconds` overrides it; operations with no TTL, such as the live
 * data (`listWires`, `listTrades`), are cached only when `ttlSeconds` names them. Identical calls in flight share one request (and, with
 * a store that can lock, across processes). Keys are the operation and its sorted parameters,
 * namespaced by a hash of the API key and by the cache's `format` and entry version; an entry
 * that is not of both is a miss (logged once), never data. Only successful, checked responses
 * are stored.
 *
 * @example
 * import { createResponseCache } from '@marketdata-sdk/client/cache';
 * const client = createMarketDataClient({ cache: createResponseCache({ ttlSeconds: { getConsensus: 600 } }) });
 */
export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  checkOptions('createResponseCache', options, CACHE_RULES, undefined, true);
  const { store = createMemoryCacheStore(), ttlSeconds = {}, onError, logger } = options;
  const format = options.format ?? 'payload';
  checkNested('ttlSeconds.', () =>
    checkOptions('createResponseCache', ttlSeconds, TTL_RULES, undefined, true),
  );
  let warned = false;
  /** Reads `key`: an entry, or `undefined` (a miss) for none, an unreachable store or bad text. */
  const read = async (key: string): Promise<Entry | undefined> => {
    const entry = parseEntry(await store.get(key).catch(() => undefined), format);
    if (entry !== null) return entry;
    if (!warned) {
      warned = true;
      logger?.warn?.('cache entry unreadable: treated as a miss', { key });
    }
    return undefined;
  };
  const swr = options.staleWhileRevalidate ?? 1;
  const inFlight = new Map<string, Promise<WithResponse<unknown>>>();

  const ttlOf = (call: CacheableCall): number => {
    const id = call.op.operationId;
    const own = ttlSeconds[id as OperationId];
    if (own !== undefined) return own * 1000;
    return (call.op.cacheTtlSeconds ?? 0) * 1000;
  };

  /** One load for everyone asking for `key` now, stored when it succeeds. */
  const refresh = <T>(key: string, ttl: number, load: () => Promise<WithResponse<T>>) => {
    let pending = inFlight.get(key) as Promise<WithResponse<T>> | undefined;
    if (pending) return pending;
    pending = (async () => {
      const locked = store.lock ? await store.lock(`${key}#lock`, 10_000).catch(() => true) : true;
      try {
        if (!locked) {
          // Another process is fetching it: wait a little for its entry before fetching too.
          for (let waited = 0; waited < 2000; waited += pollMs) {
            await new Promise((r) => setTimeout(r, pollMs));
            const entry = await read(key);
            if (entry && Date.now() - entry.at < entry.ttl) return answer<T>(entry, 'hit');
          }
        }
        if (locked && store.lock) {
          // Another process may have stored it between our miss and our lock.
          const entry = await read(key);
          if (entry && Date.now() - entry.at < entry.ttl) return answer<T>(entry, 'hit');
        }
        const result = await load();
        // A payload the envelope did not carry is never stored (nor is any failed call).
        if (result.data === undefined) return result;
        const entry: Entry = { v: VERSION, f: format, at: Date.now(), ttl, data: result.data };
        if (result.requestId) entry.requestId = result.requestId;
        await store
          .set(key, JSON.stringify(entry), Math.ceil(ttl * (1 + swr)))
          .catch((error) => onError?.(error));
        return result;
      } finally {
        if (locked && store.unlock) await store.unlock(`${key}#lock`).catch(() => {});
      }
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, pending as Promise<WithResponse<unknown>>);
    return pending;
  };

  const answerCall = async <T>(call: CacheableCall, load: () => Promise<WithResponse<T>>) => {
    const ttl = ttlOf(call);
    if (ttl <= 0) return load();
    const id = cacheKeyOf(call.op.operationId, call.params);
    const key = `${await hashApiKey(call.apiKey)}:${format}.v${VERSION}:${id}`;
    const entry = await read(key);
    if (entry) {
      const age = Date.now() - entry.at;
      if (age < entry.ttl) return answer<T>(entry, 'hit');
      if (age < entry.ttl * (1 + swr)) {
        refresh(key, ttl, load).catch((error) => onError?.(error));
        return answer<T>(entry, 'stale');
      }
    }
    return refresh(key, ttl, load);
  };

  return {
    through(call, load) {
      const shared = answerCall(call, load);
      const { signal } = call;
      if (!signal) return shared;
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          const { operationId } = call.op;
          reject(new AbortError(`${operationId}: aborted`, { operationId, cause: signal.reason }));
        };
        if (signal.aborted) return onAbort();
        signal.addEventListener('abort', onAbort, { once: true });
        shared.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
      });
    },
  };
}
