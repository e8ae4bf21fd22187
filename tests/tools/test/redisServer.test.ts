import { describe, expect, it } from 'vitest';
import { answersPing, startRedisServer } from '../src/index';

describe('startRedisServer', () => {
  it('starts redis-server on a free port, kills it, starts it again on that port and stops it', async () => {
    const redis = await startRedisServer();
    try {
      expect(redis.url).toBe(`redis://127.0.0.1:${redis.port}`);
      expect(await answersPing(redis.port)).toBe(true);
      await redis.kill();
      expect(await answersPing(redis.port)).toBe(false);
      await redis.start();
      expect(await answersPing(redis.port)).toBe(true);
      redis.freeze();
      expect(await answersPing(redis.port)).toBe(false); // no answer within its 1 s
      redis.thaw();
      expect(await answersPing(redis.port)).toBe(true);
    } finally {
      await redis.stop();
    }
    expect(await answersPing(redis.port)).toBe(false);
  }, 60_000);
});
