/**
 * The Redis store when Redis hangs (a stopped process, a full network buffer): the connection
 * stays "ready" but no reply comes. A fake connection stands in, and fake timers move the clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRedisStore, createRedisStore, type RedisConnection } from '../../src/redis';

function stallable() {
  const state = { stalled: true, sent: 0 };
  const redis: RedisConnection = {
    isReady: true,
    sendCommand: () => {
      state.sent++;
      return state.stalled ? new Promise(() => {}) : Promise.resolve(null);
    },
  };
  return { state, redis };
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Redis store: a Redis that stops answering', () => {
  it('waits for it once, then fails at once while a background PING tries it again', async () => {
    const { state, redis } = stallable();
    const warn = vi.fn();
    const info = vi.fn();
    const store = createRedisStore({
      redis,
      apiKey: 'k-stall',
      commandTimeoutMs: 500,
      retryIntervalMs: 1000,
      logger: { warn, info },
    });

    const first = store.get('a');
    const firstFailed = expect(first).rejects.toThrow('no Redis reply in 500 ms');
    await vi.advanceTimersByTimeAsync(500);
    await firstFailed;
    expect(state.sent).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);

    // Every command fails at once, and none is sent to the hung server, even past the interval.
    for (let i = 0; i < 20; i++) await expect(store.get(`k${i}`)).rejects.toThrow(/unreachable/);
    await expect(store.take(5, 1000, 'id')).rejects.toThrow(/unreachable/);
    expect(state.sent).toBe(1);
    // Each interval, one PING in the background, under the same deadline.
    await vi.advanceTimersByTimeAsync(1000);
    expect(state.sent).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(state.sent).toBe(3);
    await expect(store.get('b')).rejects.toThrow(/unreachable/);
    expect(store.healthy).toBe(false);

    // The PING times out; the next one is answered, so the store is shared again.
    state.stalled = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.healthy).toBe(true);
    await expect(store.get('a')).resolves.toBeUndefined();
    expect(info).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('refuses a bad retryIntervalMs', () => {
    const { redis } = stallable();
    expect(() => createRedisStore({ redis, retryIntervalMs: 0 })).toThrow(
      'createRedisStore: retryIntervalMs must be > 0 and <= 3600000, got 0',
    );
  });
});

describe('createRedisStore: whose budget', () => {
  it('refuses to start with no key rather than put every key in one budget', () => {
    const { redis } = stallable();
    vi.stubEnv('MARKETDATA_API_KEY', '');
    try {
      expect(() => createRedisStore({ redis })).toThrow(
        'createRedisStore: no apiKey (or MARKETDATA_API_KEY): the shared rate limit is one budget per key',
      );
      expect(() => createRedisStore({ redis, apiKey: 'k-1' })).not.toThrow();
    } finally {
      vi.unstubAllEnvs();
    }
    vi.stubEnv('MARKETDATA_API_KEY', 'k-from-env');
    try {
      expect(() => createRedisStore({ redis })).not.toThrow();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('connectRedisStore: a bad URL', () => {
  it('names the option and the rule, and never echoes a password', async () => {
    await expect(connectRedisStore({ url: 'http://user:hunter2@127.0.0.1:6379' })).rejects.toThrow(
      'connectRedisStore: url must start with redis:// or rediss:// (got a "http:" URL)',
    );
    await expect(connectRedisStore({ url: 'localhost:6379' })).rejects.toThrow(
      /^connectRedisStore: url must start with redis:\/\/ or rediss:\/\/ \(got a "localhost:" URL\)$/,
    );
    await expect(connectRedisStore({ url: 'not a url' })).rejects.toThrow(
      'connectRedisStore: url is not a URL; expected redis://[[user]:password@]host[:port][/db] or rediss://…',
    );
    const error = await connectRedisStore({ url: 'http://user:hunter2@h' }).catch((e: Error) => e);
    expect(String((error as Error).message)).not.toContain('hunter2');
  });

  it('names REDIS_URL when the URL came from the environment', async () => {
    vi.stubEnv('REDIS_URL', 'https://cache.example:6379');
    try {
      await expect(connectRedisStore()).rejects.toThrow(
        'connectRedisStore: REDIS_URL must start with redis:// or rediss:// (got a "https:" URL)',
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
