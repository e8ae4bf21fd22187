/**
 * `@marketdata-sdk/client/redis`: one rate-limit budget and one response cache for every process
 * that shares a Redis server. Works with a node-redis (`redis` v4 or v5) client you create, or
 * connects one for you with {@link connectRedisStore} (then `redis` must be installed).
 */
import type { CacheStore } from './cache';
import { hashApiKey } from './cache';
import type { RateLimitStore } from './createRateLimiter';
import type { Logger } from './internals/log';

/** The part of a node-redis client the store uses (v4 and v5 both fit). */
export interface RedisConnection {
  /** True while the connection is up. */
  readonly isReady: boolean;
  /** Sends one command, e.g. `['GET', key]`. */
  sendCommand(args: string[]): Promise<unknown>;
}

/** Options of {@link createRedisStore}. */
export interface RedisStoreOptions {
  /** A connected node-redis client (attach your own `error` listener to it). */
  redis: RedisConnection;
  /** The API key whose budget this store holds; only its hash reaches Redis. Defaults to `MARKETDATA_API_KEY`; one of the two is required. */
  apiKey?: string;
  /** Prefix of every Redis key (default `mdsdk`). */
  prefix?: string;
  /** A command that takes longer than this counts as Redis being unreachable (default 300 ms). */
  commandTimeoutMs?: number;
  /**
   * While Redis is unreachable, commands fail at once without waiting for it, and a `PING` in
   * the background tries it again every `retryIntervalMs` (default 1000 ms). So a Redis that
   * hangs costs the commands in flight one `commandTimeoutMs`, and no call waits on it after.
   */
  retryIntervalMs?: number;
  /** Told once when Redis becomes unreachable (warn) and once when it is back (info). */
  logger?: Logger;
}

/** A store for both `createRateLimiter({ store })` and `createResponseCache({ store })`. */
export type RedisStore = RateLimitStore &
  CacheStore & {
    /** Whether the last command reached Redis. */
    readonly healthy: boolean;
  };

// Sliding-window log, atomic: one sorted set of start times per key hash, read against Redis's
// own clock so that processes on different machines agree. A pause is a key with an expiry. A
// second sorted set counts the limiters that asked lately: while Redis is away, each of them
// takes that share of the budget.
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local horizon = tonumber(ARGV[5])
redis.call('ZADD', KEYS[3], now, ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now - horizon)
redis.call('PEXPIRE', KEYS[3], horizon)
local sharers = redis.call('ZCARD', KEYS[3])
local paused = redis.call('PTTL', KEYS[2])
if paused > 0 then return {paused, sharers} end
local requests = tonumber(ARGV[1])
local span = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - span)
local n = redis.call('ZCARD', KEYS[1])
if n < requests then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], math.ceil(span))
  return {0, sharers}
end
local oldest = redis.call('ZRANGE', KEYS[1], n - requests, n - requests, 'WITHSCORES')
return {math.max(1, math.ceil(tonumber(oldest[2]) + span - now)), sharers}
`;

const PAUSE = `
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('SET', KEYS[1], '1', 'PX', ARGV[1])
end
return 0
`;

const UNLOCK = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * Creates a Redis-backed store: pass it as `store` to `createRateLimiter` (one budget per API
 * key across processes; a 4014 seen by one process pauses all) and to `createResponseCache`.
 * Keys carry a hash of the API key, never the key. When Redis is unreachable every operation
 * fails fast, so the limiter falls back to its local budget and the cache to fetching; this is
 * logged once, and the store is used again as soon as Redis answers.
 *
 * @example
 * import { createClient } from 'redis';
 * import { createRedisStore } from '@marketdata-sdk/client/redis';
 * const redis = await createClient({ url: process.env.REDIS_URL }).on('error', () => {}).connect();
 * const store = createRedisStore({ redis });
 * const client = createMarketDataClient({ rateLimit: createRateLimiter({ requests: 5, windowMs: 30_000, store }) });
 */
export function createRedisStore(options: RedisStoreOptions): RedisStore {
  const { redis, logger, prefix = 'mdsdk' } = options;
  if (!redis || typeof redis.sendCommand !== 'function')
    throw new TypeError('createRedisStore: redis must be a node-redis client (with sendCommand)');
  const timeoutMs = options.commandTimeoutMs ?? 300;
  if (!(timeoutMs > 0 && timeoutMs <= 60_000))
    throw new RangeError(
      `createRedisStore: commandTimeoutMs must be > 0 and <= 60000, got ${timeoutMs}`,
    );
  const retryMs = options.retryIntervalMs ?? 1000;
  if (!(retryMs > 0 && retryMs <= 3_600_000))
    throw new RangeError(
      `createRedisStore: retryIntervalMs must be > 0 and <= 3600000, got ${retryMs}`,
    );
  const apiKey = options.apiKey ?? globalThis.process?.env?.MARKETDATA_API_KEY;
  // Without a key every key would share one budget: refuse rather than guess.
  if (!apiKey)
    throw new TypeError(
      'createRedisStore: no apiKey (or MARKETDATA_API_KEY): the shared rate limit is one budget per key, so the store must know whose',
    );
  const space = hashApiKey(apiKey).then((hash) => `${prefix}:{${hash}}`);
  const owner = Math.random().toString(36).slice(2);
  let healthy = true;
  let probe: ReturnType<typeof setInterval> | undefined;
  let sharers = 0;
  /** One command under the deadline; rejects when Redis does not answer in time. */
  const send = async (args: string[]): Promise<unknown> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        redis.sendCommand(args),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no Redis reply in ${timeoutMs} ms`)),
            timeoutMs,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  };
  const up = () => {
    clearInterval(probe);
    probe = undefined;
    healthy = true;
    logger?.info?.('Redis reachable again: rate limit and cache are shared', {});
  };
  const down = (error: unknown): never => {
    if (healthy) {
      healthy = false;
      logger?.warn?.('Redis unreachable: rate limit and cache fall back to this process', {
        error: error instanceof Error ? error.message : String(error),
      });
      // Unreachable: commands fail at once, and a PING in the background tries it again, so
      // that no call ever waits on a Redis that hangs more than once.
      let pinging = false;
      probe = setInterval(() => {
        if (pinging || !redis.isReady) return;
        pinging = true;
        send(['PING']).then(
          () => {
            pinging = false;
            if (!healthy) up();
          },
          () => {
            pinging = false;
          },
        );
      }, retryMs);
      (probe as { unref?(): void }).unref?.();
    }
    throw error;
  };
  const run = async (args: string[]): Promise<unknown> => {
    if (!redis.isReady) return down(new Error('the Redis connection is not ready'));
    if (!healthy) throw new Error('Redis unreachable; trying again shortly');
    try {
      return await send(args);
    } catch (error) {
      return down(error);
    }
  };
  const evalScript = async (script: string, keys: string[], args: (string | number)[]) =>
    run(['EVAL', script, String(keys.length), ...keys, ...args.map(String)]);
  return {
    get healthy() {
      return healthy;
    },
    get sharers() {
      return sharers;
    },
    async take(requests, spanMs, id, holder = owner) {
      const ns = await space;
      const span = Math.ceil(spanMs);
      const reply = (await evalScript(
        TAKE,
        [`${ns}:rl`, `${ns}:pause`, `${ns}:who`],
        [requests, span, id, holder, Math.max(3 * span, 5000)],
      )) as [unknown, unknown];
      sharers = Number(reply[1]) || sharers;
      return Number(reply[0]);
    },
    async pause(ms) {
      if (ms > 0) await evalScript(PAUSE, [`${await space}:pause`], [Math.ceil(ms)]);
    },
    async get(key) {
      const reply = await run(['GET', `${prefix}:cache:${key}`]);
      return typeof reply === 'string' ? reply : undefined;
    },
    async set(key, value, ttlMs) {
      await run([
        'SET',
        `${prefix}:cache:${key}`,
        value,
        'PX',
        String(Math.max(1, Math.ceil(ttlMs))),
      ]);
    },
    async lock(key, ttlMs) {
      const reply = await run([
        'SET',
        `${prefix}:cache:${key}`,
        owner,
        'NX',
        'PX',
        String(Math.ceil(ttlMs)),
      ]);
      return reply === 'OK';
    },
    async unlock(key) {
      await evalScript(UNLOCK, [`${prefix}:cache:${key}`], [owner]);
    },
  };
}

/** Throws, naming `source` and the rule, unless `url` is a redis: or rediss: URL; never echoes a password. */
function checkRedisUrl(url: string, source: string): void {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {}
  if (!parsed)
    throw new TypeError(
      `connectRedisStore: ${source} is not a URL; expected redis://[[user]:password@]host[:port][/db] or rediss://…`,
    );
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')
    throw new TypeError(
      `connectRedisStore: ${source} must start with redis:// or rediss:// (got a "${parsed.protocol}" URL)`,
    );
}

/** Options of {@link connectRedisStore}. */
export interface ConnectRedisStoreOptions extends Omit<RedisStoreOptions, 'redis'> {
  /** The Redis URL, e.g. `redis://127.0.0.1:6379` (default `REDIS_URL`). */
  url?: string;
  /** How long to wait for the first connection before going on without it (default 3000 ms). */
  connectTimeoutMs?: number;
}

/** A connected store and the way to close its connection. */
export interface ConnectedRedisStore {
  /** The store for `createRateLimiter` and `createResponseCache`. */
  store: RedisStore;
  /** Closes the Redis connection. */
  close(): Promise<void>;
}

/**
 * Connects to Redis with node-redis (the optional peer dependency `redis`, loaded only here)
 * and creates the store. Resolves once connected, or after `connectTimeoutMs` with the store
 * falling back to this process until Redis answers; the connection reconnects by itself. Rejects
 * when `redis` is not installed or there is no URL.
 *
 * @example
 * const { store, close } = await connectRedisStore({ url: 'redis://127.0.0.1:6379' });
 */
export async function connectRedisStore(
  options: ConnectRedisStoreOptions = {},
): Promise<ConnectedRedisStore> {
  const url = options.url ?? globalThis.process?.env?.REDIS_URL;
  if (!url) throw new TypeError('connectRedisStore: no url (or REDIS_URL)');
  checkRedisUrl(url, options.url === undefined ? 'REDIS_URL' : 'url');
  let redisModule: { createClient(options: object): unknown };
  try {
    redisModule = (await import('redis')) as never;
  } catch (cause) {
    throw new Error(
      'connectRedisStore: install the optional peer dependency "redis" (npm i redis)',
      {
        cause,
      },
    );
  }
  const client = redisModule.createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (n: number) => Math.min(100 * 2 ** n, 2000),
    },
  }) as RedisConnection & {
    on(event: 'error', listener: (error: unknown) => void): unknown;
    connect(): Promise<unknown>;
    destroy?(): void;
    disconnect?(): Promise<void>;
    quit?(): Promise<unknown>;
  };
  // node-redis reports every failed reconnect as an 'error' event; the store logs the outage once.
  client.on('error', () => {});
  const connected = client.connect().then(
    () => true,
    () => false,
  );
  const waitMs = options.connectTimeoutMs ?? 3000;
  await Promise.race([connected, new Promise((r) => setTimeout(r, waitMs).unref?.())]);
  return {
    store: createRedisStore({ ...options, redis: client }),
    async close() {
      if (client.destroy) client.destroy();
      else await client.disconnect?.();
    },
  };
}
