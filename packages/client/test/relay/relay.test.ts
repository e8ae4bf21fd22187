/**
 * The wire relay in one process: the in-process sandbox on a manual clock is the service, the
 * relay's handler is called with Web-standard Requests, and the streams are parsed with
 * eventsource-parser.
 */
import { createManualClock } from '@marketdata-sdk/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import type { WatchWiresParams } from '../../src/index';
import { createWireRelay, type WireRelay, type WireRelayOptions } from '../../src/relay';
import { API_KEY, sandboxClient } from '../sandbox';
import { subscribe } from './subscribe';

const START = Date.UTC(2026, 5, 2, 14, 0, 0);
const relays: WireRelay[] = [];
afterEach(async () => {
  for (const relay of relays.splice(0)) await relay.close();
});

/** A relay over a sandbox whose clock moves by hand; `watched` records every poller started. */
function setup(options: Partial<WireRelayOptions> = {}) {
  const clock = createManualClock(START);
  const { client } = sandboxClient({}, { now: clock.now });
  const watched: { params: WatchWiresParams }[] = [];
  const counted = {
    news: {
      watchWires(params: WatchWiresParams = {}) {
        watched.push({ params });
        return client.news.watchWires(params);
      },
    },
  };
  const relay = createWireRelay({ client: counted, intervalMs: 100, ...options });
  relays.push(relay);
  /** Every headline id the service lists now for `tab`, oldest first. */
  const upstream = async () => {
    const ids: string[] = [];
    for await (const h of client.news.listWires({ size: 50 })) {
      ids.push(h.news_id);
      if (ids.length === 200) break;
    }
    return ids.reverse();
  };
  return { clock, client, relay, watched, upstream };
}

describe('createWireRelay', () => {
  it('runs one poller per distinct filter, started by the first subscriber and stopped after the last', async () => {
    const { relay, watched } = setup();
    const all = await Promise.all([
      subscribe(relay),
      subscribe(relay),
      subscribe(relay, '?tab=all'),
    ]);
    const important = await Promise.all([
      subscribe(relay, '?tab=important'),
      subscribe(relay, '?tab=important'),
    ]);
    for (const s of [...all, ...important]) await s.until((x) => x.ids().length > 0);
    // `?tab=all` is its own filter (the relay does not know the service's default).
    expect(watched.map((w) => w.params.tab)).toEqual([undefined, 'all', 'important']);
    expect(relay.stats()).toEqual({ subscribers: 5, filters: 3 });
    expect(important[0]!.ids()).toEqual(important[1]!.ids());
    for (const s of important) await s.leave();
    expect(relay.stats()).toEqual({ subscribers: 3, filters: 2 });
    expect(watched[2]!.params.signal?.aborted).toBe(true);
    expect(watched[0]!.params.signal?.aborted).toBe(false);
  });

  it('delivers every new headline exactly once and in order across reconnects with Last-Event-ID', async () => {
    const { relay, clock, upstream } = setup();
    const first = await subscribe(relay);
    await first.until((s) => s.ids().length === 50);
    const keep = await subscribe(relay); // keeps the poller (and backlog) alive
    const seen = [...first.ids()];
    for (let round = 0; round < 4; round++) {
      clock.advance(60_000 * (round + 1));
      const target = (await upstream()).at(-1)!;
      const s = round === 0 ? first : await subscribe(relay, '', seen.at(-1));
      await s.until((x) => x.ids().includes(target));
      const got = round === 0 ? s.ids().slice(50) : s.ids();
      seen.push(...got);
      await s.leave();
      clock.advance(30_000); // news arrives while no one of them listens
    }
    const expected = await upstream();
    expect(seen).toEqual(
      expected.slice(expected.indexOf(seen[0]!), expected.indexOf(seen.at(-1)!) + 1),
    );
    expect(new Set(seen).size).toBe(seen.length);
    await keep.leave();
  });

  it('resumes a fresh relay after Last-Event-ID by paging back upstream', async () => {
    const { relay, clock, upstream } = setup();
    const before = await upstream();
    const last = before.at(-5)!; // four newer ones were missed
    clock.advance(120_000);
    const after = await upstream();
    const s = await subscribe(relay, '', last);
    await s.until((x) => x.ids().includes(after.at(-1)!));
    expect(s.ids()).toEqual(after.slice(after.indexOf(last) + 1));
    expect(s.events.some((e) => e.event === 'reload')).toBe(false);
  });

  it('sends a reload event, never a silent skip, when Last-Event-ID is beyond the backlog', async () => {
    const { relay, clock } = setup({ backlogSize: 60 });
    const keep = await subscribe(relay);
    await keep.until((s) => s.ids().length === 50);
    const old = keep.ids()[0]!;
    clock.advance(200_000); // 20 more: the oldest 10 leave the backlog
    await keep.until((s) => s.ids().length === 70);
    const s = await subscribe(relay, '', old);
    await s.until((x) => x.ids().length > 0);
    const reload = s.events.findIndex((e) => e.event === 'reload');
    expect(reload).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(s.events[reload]!.data).reason).toMatch(old);
    expect(s.events.findIndex((e) => e.event === 'headline')).toBeGreaterThan(reload);
  });

  it('closes a slow subscriber with a reload event while the others keep up', async () => {
    const { relay, clock, upstream } = setup({ bufferSize: 60 });
    const fast = await Promise.all([subscribe(relay), subscribe(relay)]);
    const slow = await subscribe(relay, '', undefined, false);
    await fast[0]!.until((s) => s.ids().length === 50);
    for (let i = 0; i < 6; i++) {
      clock.advance(60_000);
      const newest = (await upstream()).at(-1)!;
      for (const s of fast) await s.until((x) => x.ids().includes(newest));
    }
    slow.resume();
    await slow.until((s) => s.ended);
    expect(slow.events.at(-1)?.event).toBe('reload');
    expect(slow.ids().length).toBeLessThanOrEqual(60);
    for (const s of fast) expect(s.ids()).toHaveLength(86);
    expect(relay.stats().subscribers).toBe(2);
  });

  it('sends a heartbeat comment on idle streams', async () => {
    const { relay } = setup({ heartbeatMs: 100 });
    const s = await subscribe(relay);
    await s.until((x) => (x.text.match(/: heartbeat\n\n/g) ?? []).length >= 2);
  });
});

describe('createWireRelay: limits and security', () => {
  it('refuses a filter that breaks listWires rules with 400 naming it, before any poller starts', async () => {
    const { relay, watched } = setup();
    const cases: [string, RegExp][] = [
      ['?tab=nope', /parameter "tab" breaks enum/],
      ['?size=5', /parameter "size" is unknown/],
      ['?tab=all&tab=important', /parameter "tab" must be given once/],
    ];
    for (const [query, message] of cases) {
      const response = await relay(new Request(`http://relay.test/${query}`));
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(message);
    }
    expect((await relay(new Request('http://relay.test/', { method: 'POST' }))).status).toBe(405);
    expect(watched).toHaveLength(0);
  });

  it('answers 503 with the reason beyond maxFilters or maxSubscribers', async () => {
    const { relay, watched } = setup({ maxFilters: 1, maxSubscribers: 2 });
    await subscribe(relay, '?tab=important');
    const other = await relay(new Request('http://relay.test/?tab=all'));
    expect(other.status).toBe(503);
    expect((await other.json()).error).toMatch(/maximum of 1 distinct filters/);
    await subscribe(relay, '?tab=important');
    const third = await relay(new Request('http://relay.test/?tab=important'));
    expect(third.status).toBe(503);
    expect((await third.json()).error).toMatch(/maximum of 2 streams/);
    expect(watched).toHaveLength(1);
  });

  it('refuses bad options naming the option and the rule', () => {
    const { client } = sandboxClient();
    expect(() => createWireRelay({ client, bufferSize: 0 })).toThrow(
      /option "bufferSize" must be an integer from 1 to 100000/,
    );
    expect(() => createWireRelay({} as never)).toThrow(/client/);
  });

  it('never sends the API key, and ends the stream with an end event when the key is refused', async () => {
    const { relay, clock } = setup();
    const s = await subscribe(relay);
    await s.until((x) => x.ids().length === 50);
    clock.advance(60_000);
    await s.until((x) => x.ids().length > 50);
    expect(s.text).not.toContain(API_KEY);
    const { client: refused } = sandboxClient({ apiKey: 'sk-wrong-0123456789abcdef' });
    const bad = createWireRelay({ client: refused, intervalMs: 100 });
    relays.push(bad);
    const e = await subscribe(bad);
    await e.until((x) => x.ended);
    expect(e.events.at(-1)?.event).toBe('end');
    expect(JSON.parse(e.events.at(-1)!.data).name).toBe('AuthenticationError');
    expect(e.text).not.toContain('sk-wrong-0123456789abcdef');
    expect(bad.stats()).toEqual({ subscribers: 0, filters: 0 });
  });
});
