/**
 * The main job's relay in Redis mode (`REDIS_URL`): every process on the same Redis shares one
 * poller per filter (a lease and a capped stream, `createRedisRelayStore`), as the proxy's rate
 * limit and cache share their budget and answers.
 */
import { createRedisRelayStore, type RelayStore } from '@marketdata-sdk/client/relay';
import { createClient } from 'redis';

/** A relay store on Redis and the way to close its connection. */
export interface SharedRelayStore {
  /** The store for `createMainServer({ relayStore })`. */
  store: RelayStore;
  /** One line for the startup banner (the URL without its password). */
  description: string;
  /** Closes the Redis connection. */
  close(): Promise<void>;
}

/** Options of {@link connectRelayStore}. */
export interface RelayStoreOptions {
  /** `redis://…` or `rediss://…` */
  redisUrl: string;
  /** Where the one-line Redis outage and recovery messages go (default `console`). */
  logger?: { warn?(message: string): void; info?(message: string): void };
  /** How long to wait for the first connection before starting without it (default 3000 ms). */
  connectTimeoutMs?: number;
}

/**
 * Connects to Redis for the relay. Resolves once connected, or after `connectTimeoutMs` with
 * each process polling for itself until Redis answers (the relay's own fallback); the connection
 * reconnects by itself. Rejects when `redisUrl` is not a redis URL.
 */
export async function connectRelayStore(options: RelayStoreOptions): Promise<SharedRelayStore> {
  let where: URL | undefined;
  try {
    where = new URL(options.redisUrl);
  } catch {}
  if (!where || (where.protocol !== 'redis:' && where.protocol !== 'rediss:')) {
    throw new TypeError(
      'REDIS_URL must be a redis://[[user]:password@]host[:port][/db] or rediss://… URL',
    );
  }
  const logger = options.logger ?? console;
  const redis = createClient({
    url: options.redisUrl,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (attempt: number) => Math.min(100 * 2 ** attempt, 2000),
    },
  });
  // node-redis reports every failed reconnect as an 'error'; the store logs the outage once.
  redis.on('error', () => {});
  const connected = redis.connect().then(
    () => true,
    () => false,
  );
  await Promise.race([
    connected,
    new Promise((resolve) => setTimeout(resolve, options.connectTimeoutMs ?? 3000).unref()),
  ]);
  const store = createRedisRelayStore({
    redis,
    logger: {
      warn: (message) => logger.warn?.(`Redis: ${message}`),
      info: (message) => logger.info?.(`Redis: ${message}`),
    },
  });
  if (where.password) where.password = '***';
  return {
    store,
    description: `${where.href} — the live feed's relay shares one poller per filter`,
    async close() {
      redis.destroy();
    },
  };
}
