import type { Logger } from '../internals/log';
import type { RedisConnection } from '../redis';
import type { RelayStore, StoredItem } from './RelayStore';

/** Options of {@link createRedisRelayStore}. */
export interface RedisRelayStoreOptions {
  /** A connected node-redis client (v4 or v5; attach your own `error` listener to it). */
  redis: RedisConnection;
  /** Prefix of every Redis key (default `mdsdk`). */
  prefix?: string;
  /** A command that takes longer than this counts as Redis being unreachable (default 500 ms). */
  commandTimeoutMs?: number;
  /** Told once when Redis becomes unreachable (warn) and once when it is back (info). */
  logger?: Logger;
}

const LEASE = `
local v = redis.call('GET', KEYS[1])
if not v then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
if v == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
return 0`;

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

// Only the lease holder writes, so an instance that lost its lease while paused adds nothing.
const PUBLISH = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
for i = 3, #ARGV, 2 do
  redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[2], '*', 'id', ARGV[i], 'h', ARGV[i + 1])
end
redis.call('PEXPIRE', KEYS[2], 86400000)
return 1`;

type RawEntry = [string, string[]];

function toItems(entries: unknown): StoredItem[] {
  const items: StoredItem[] = [];
  for (const [cursor, fields] of (entries ?? []) as RawEntry[]) {
    const at = (name: string) => fields[fields.indexOf(name) + 1] ?? '';
    items.push({ cursor, id: at('id'), json: at('h') });
  }
  return items;
}

/**
 * A {@link RelayStore} on Redis: the lease is a key with an expiry, the headlines a capped
 * Redis Stream per filter. Keys hold a hash of the filter and the headlines; never the API key.
 * When Redis does not answer within `commandTimeoutMs` every command rejects; that is logged
 * once, and once again when Redis answers.
 *
 * @example
 * import { createClient } from 'redis';
 * const redis = await createClient({ url: 'redis://127.0.0.1:6379' }).on('error', () => {}).connect();
 * const relay = createWireRelay({ client, store: createRedisRelayStore({ redis, logger: console }) });
 */
export function createRedisRelayStore(options: RedisRelayStoreOptions): RelayStore {
  const { redis, logger, prefix = 'mdsdk' } = options;
  if (!redis || typeof redis.sendCommand !== 'function')
    throw new TypeError(
      'createRedisRelayStore: redis must be a node-redis client (with sendCommand)',
    );
  const timeoutMs = options.commandTimeoutMs ?? 500;
  if (!(timeoutMs > 0 && timeoutMs <= 60_000))
    throw new RangeError(
      `createRedisRelayStore: commandTimeoutMs must be > 0 and <= 60000, got ${timeoutMs}`,
    );
  let healthy = true;
  const run = async (args: string[]): Promise<unknown> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      if (!redis.isReady) throw new Error('the Redis connection is not ready');
      const reply = await Promise.race([
        redis.sendCommand(args),
        new Promise((_, reject) => {
          // One more turn of the event loop first: after a busy spell, a reply that already
          // arrived is read before the deadline counts as missed.
          timer = setTimeout(
            () => setTimeout(() => reject(new Error(`no Redis reply in ${timeoutMs} ms`)), 0),
            timeoutMs,
          );
        }),
      ]);
      if (!healthy) {
        healthy = true;
        logger?.info?.('Redis reachable again: the wire relay shares one poller per filter', {});
      }
      return reply;
    } catch (error) {
      if (healthy) {
        healthy = false;
        logger?.warn?.('Redis unreachable: the wire relay polls from this instance', {
          error: error instanceof Error ? error.message : String(error),
        });
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
  const keys = (topic: string) => [
    `${prefix}:relay:{${topic}}:lease`,
    `${prefix}:relay:{${topic}}:wires`,
  ];
  const script = (body: string, keyList: string[], args: (string | number)[]) =>
    run(['EVAL', body, String(keyList.length), ...keyList, ...args.map(String)]);
  return {
    get healthy() {
      return healthy;
    },
    async ping() {
      await run(['PING']);
    },
    async lease(topic, owner, ttlMs) {
      return Number(await script(LEASE, [keys(topic)[0]!], [owner, Math.ceil(ttlMs)])) === 1;
    },
    async release(topic, owner) {
      await script(RELEASE, [keys(topic)[0]!], [owner]);
    },
    async publish(topic, owner, items, maxLength) {
      if (!items.length) return true;
      const args = [owner, maxLength, ...items.flatMap((i) => [i.id, i.json])];
      return Number(await script(PUBLISH, keys(topic), args)) === 1;
    },
    async read(topic, cursor, count) {
      const reply = (await run([
        'XREAD',
        'COUNT',
        String(count),
        'STREAMS',
        keys(topic)[1]!,
        cursor,
      ])) as [string, unknown][] | null;
      return toItems(reply?.[0]?.[1]);
    },
    async tail(topic, count) {
      const reply = await run(['XREVRANGE', keys(topic)[1]!, '+', '-', 'COUNT', String(count)]);
      return toItems(reply).reverse();
    },
  };
}
