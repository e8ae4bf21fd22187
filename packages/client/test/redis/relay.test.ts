/**
 * The wire relay on two instances sharing a real redis-server (started here on a free port): one
 * poller per filter across instances, resume on any instance, a leader torn down mid-stream, and
 * Redis killed and restarted. The service is the in-process sandbox on a manual clock.
 */
import { createManualClock } from '@marketdata-sdk/fixtures';
import { type RedisServer, startRedisServer } from '@marketdata-sdk/test-tools';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WatchWiresParams } from '../../src/index';
import { createRedisRelayStore, createWireRelay, type WireRelay } from '../../src/relay';
import { subscribe, type TestStream } from '../relay/subscribe';
import { API_KEY, sandboxClient } from '../sandbox';
import { connect, type TestRedis } from './harness';

const START = Date.UTC(2026, 5, 2, 14, 0, 0);
let redis: RedisServer;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
}, 120_000);
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  if (redis) {
    const admin = await connect(redis.url);
    await admin.sendCommand(['FLUSHALL']);
    await admin.quit();
  }
});
afterAll(async () => {
  await redis?.stop();
});

interface Instance {
  relay: WireRelay;
  conn: TestRedis;
  /** Pollers this instance started (as leader or on its own). */
  polls: WatchWiresParams[];
  logs: string[];
}

/** A sandbox on a manual clock and a way to start relay instances that share it and Redis. */
function world() {
  const clock = createManualClock(START);
  const { client } = sandboxClient({}, { now: clock.now });
  /**
   * `leaseMs` is short where a test waits for a takeover; a test that counts pollers gives the
   * lease room, since on a starved event loop a missed renewal hands the lease on, by design.
   */
  const instance = async (leaseMs = 600, bufferSize?: number): Promise<Instance> => {
    const conn = await connect(redis.url);
    const polls: WatchWiresParams[] = [];
    const logs: string[] = [];
    const logger = {
      warn: (m: string) => logs.push(`warn ${m}`),
      info: (m: string) => logs.push(`info ${m}`),
    };
    const counted = {
      news: {
        watchWires(params: WatchWiresParams = {}) {
          polls.push(params);
          return client.news.watchWires(params);
        },
      },
    };
    const relay = createWireRelay({
      client: counted,
      store: createRedisRelayStore({ redis: conn, logger, commandTimeoutMs: 2000 }),
      intervalMs: 100,
      leaseMs,
      readIntervalMs: 30,
      ...(bufferSize ? { bufferSize } : {}),
    });
    // Run in reverse: the relay stops before its connection closes.
    cleanups.push(
      () => conn.quit().catch(() => conn.destroy()),
      () => relay.close(),
    );
    return { relay, conn, polls, logs };
  };
  /** The service's newest 200 headline ids, oldest first. */
  const upstream = async () => {
    const ids: string[] = [];
    for await (const h of client.news.listWires({ size: 50 })) {
      ids.push(h.news_id);
      if (ids.length === 200) break;
    }
    return ids.reverse();
  };
  /** Moves the clock a minute (six headlines) and waits until every stream has the newest. */
  const minute = async (streams: TestStream[]) => {
    clock.advance(60_000);
    const newest = (await upstream()).at(-1)!;
    for (const s of streams) await s.until((x) => x.ids().includes(newest), 15_000);
  };
  /** Asserts `ids` is a run of the service's list: every headline once, in order, none skipped. */
  const expectRun = async (ids: string[]) => {
    const all = await upstream();
    const from = all.indexOf(ids[0]!);
    expect(from).toBeGreaterThanOrEqual(0);
    expect(ids).toEqual(all.slice(from, from + ids.length));
    expect(ids.at(-1)).toBe(all.at(-1));
  };
  return { clock, instance, upstream, minute, expectRun };
}

const live = (polls: WatchWiresParams[]) => polls.filter((p) => !p.signal?.aborted).length;

describe('createWireRelay with a Redis store', () => {
  it('polls once per filter across instances, and resumes on another instance with Last-Event-ID', async () => {
    const w = world();
    const [a, b] = [await w.instance(5000), await w.instance(5000)];
    const onA = await Promise.all([subscribe(a.relay), subscribe(a.relay)]);
    const onB = await Promise.all([subscribe(b.relay), subscribe(b.relay, '?tab=all')]);
    for (const s of [...onA, ...onB]) await s.until((x) => x.ids().length === 50, 15_000);
    await w.minute([...onA, ...onB]);
    // Two filters (none, and tab=all), one poller each across both instances.
    expect(live(a.polls) + live(b.polls)).toBe(2);
    const moving = onA[0]!;
    const seen = moving.ids();
    await moving.leave();
    w.clock.advance(90_000);
    const back = await subscribe(b.relay, '', seen.at(-1));
    const newest = (await w.upstream()).at(-1)!;
    await back.until((x) => x.ids().includes(newest), 15_000);
    await w.expectRun([...seen, ...back.ids()]);
    for (const s of [onA[1]!, onB[0]!]) {
      await s.until((x) => x.ids().includes(newest), 15_000);
      await w.expectRun(s.ids());
    }
  });

  it('loses nothing when the leader is torn down mid-stream: another instance takes over', async () => {
    const w = world();
    const [a, b] = [await w.instance(), await w.instance()];
    const streams = [await subscribe(a.relay), await subscribe(b.relay), await subscribe(b.relay)];
    for (const s of streams) await s.until((x) => x.ids().length === 50, 15_000);
    await w.minute(streams);
    const [leader, follower] = live(a.polls) ? [a, b] : [b, a];
    expect(live(leader.polls)).toBe(1);
    expect(live(follower.polls)).toBe(0);
    // A crash: its Redis connection goes first, so it cannot give its lease back.
    leader.conn.destroy();
    await leader.relay.close();
    w.clock.advance(60_000); // news while no one polls
    const kept = streams.filter((s) => !s.ended && !(leader === a && s === streams[0]));
    await w.minute(kept);
    await w.minute(kept);
    expect(live(follower.polls)).toBe(1);
    for (const s of kept) await w.expectRun(s.ids());
  });

  it('loses nothing when Redis is killed and restarted, and says so once each way', async () => {
    const w = world();
    const [a, b] = [await w.instance(), await w.instance()];
    const streams = [await subscribe(a.relay), await subscribe(b.relay)];
    for (const s of streams) await s.until((x) => x.ids().length === 50, 15_000);
    await w.minute(streams);
    await redis.kill();
    await w.minute(streams); // each instance polls on its own
    await w.minute(streams);
    await redis.start();
    for (const i of [a, b])
      await streams[0]!.until(() => i.logs.some((l) => l.startsWith('info')), 15_000);
    await w.minute(streams);
    await w.minute(streams);
    for (const s of streams) await w.expectRun(s.ids());
    for (const i of [a, b]) {
      expect(i.logs).toEqual([
        'warn Redis unreachable: the wire relay polls from this instance',
        'info Redis reachable again: the wire relay shares one poller per filter',
      ]);
    }
    expect(live(a.polls) + live(b.polls)).toBe(1);
  });

  it('closes a slow subscriber with a reload event while the others, on both instances, keep up', async () => {
    const w = world();
    const [a, b] = [await w.instance(5000, 60), await w.instance(5000, 60)];
    const fast = [await subscribe(a.relay), await subscribe(b.relay)];
    const slow = await subscribe(b.relay, '', undefined, false);
    for (const s of fast) await s.until((x) => x.ids().length === 50, 15_000);
    for (let i = 0; i < 6; i++) await w.minute(fast);
    slow.resume();
    await slow.until((s) => s.ended, 15_000);
    expect(slow.events.at(-1)?.event).toBe('reload');
    expect(slow.ids().length).toBeLessThanOrEqual(60);
    for (const s of fast) {
      expect(s.ids()).toHaveLength(86);
      await w.expectRun(s.ids());
    }
  });

  it('never puts the API key in an event or in Redis', async () => {
    const w = world();
    const [a, b] = [await w.instance(), await w.instance()];
    const streams = [await subscribe(a.relay, '?tab=important'), await subscribe(b.relay)];
    for (const s of streams) await s.until((x) => x.ids().length > 0, 15_000);
    await w.minute([streams[1]!]);
    const admin = await connect(redis.url);
    cleanups.push(() => admin.quit());
    const keys = (await admin.sendCommand(['KEYS', '*'])) as string[];
    const dump: unknown[] = [];
    for (const key of keys) {
      const type = await admin.sendCommand(['TYPE', key]);
      dump.push(
        key,
        type === 'stream'
          ? await admin.sendCommand(['XRANGE', key, '-', '+'])
          : await admin.sendCommand(['GET', key]),
      );
    }
    const text = JSON.stringify(dump);
    expect(keys.filter((k) => k.endsWith(':wires'))).toHaveLength(2);
    expect(text).toContain(streams[1]!.ids().at(-1));
    expect(text).not.toContain(API_KEY);
    for (const s of streams) expect(s.text).not.toContain(API_KEY);
  });
});
