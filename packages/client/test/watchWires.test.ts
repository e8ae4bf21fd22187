import { createManualClock } from '@marketdata-sdk/fixtures';
import type { Headline } from '@marketdata-sdk/types';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AuthenticationError,
  type MarketDataClient,
  ParamValidationError,
  type WireFeedStatus,
} from '../src/index';
import { rejectionOf, sandboxClient } from './sandbox';

const START = Date.UTC(2025, 5, 2, 14, 0, 0);
const INTERVAL = 1000;
const POLL_FAULTS = [
  'http-503',
  'reset',
  'truncate',
  'html',
  'envelope-4014;retry-after=1',
] as const;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The sandbox's full list from the newest headline back to `oldestId`, oldest first. */
async function expectedSince(client: MarketDataClient, oldestId: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const h of client.news.listWires({ size: 50 })) {
    ids.push(h.news_id);
    if (h.news_id === oldestId) return ids.reverse();
  }
  throw new Error(`${oldestId} is not in the sandbox's list`);
}

type Step = { minutes: number; fault?: string; faultAt?: number };

/**
 * Runs a feed over a manual-clock sandbox through `steps`, returning what it yielded. A step's
 * fault goes on the `faultAt`-th request after the clock moves (0: the poll's first page; 1 or
 * more: a page fetched while paging back, or a later poll), through the sandbox's fault header.
 */
async function runFeed(steps: Step[], pageSize: number) {
  const clock = createManualClock(START);
  let planned: { skip: number; fault: string } | undefined;
  const { client, sandbox } = sandboxClient({ maxRetries: 0 }, { now: clock.now });
  const { client: faulty } = sandboxClient({
    maxRetries: 0,
    fetch: (url, init) => {
      const request = new Request(url, init);
      if (planned && planned.skip-- === 0) {
        request.headers.set('X-Sandbox-Fault', planned.fault);
        planned = undefined;
      }
      return sandbox.fetch(request);
    },
  });
  const controller = new AbortController();
  const feed = faulty.news.watchWires({
    intervalMs: INTERVAL,
    size: pageSize,
    signal: controller.signal,
  });
  const batches: Headline[][] = [];
  const done = (async () => {
    for await (const batch of feed.batches()) batches.push(batch);
  })();
  await vi.advanceTimersByTimeAsync(0);
  for (const step of steps) {
    clock.advance(step.minutes * 60_000);
    if (step.fault) planned = { skip: step.faultAt ?? 0, fault: step.fault };
    await vi.advanceTimersByTimeAsync(INTERVAL * 5);
  }
  controller.abort();
  await done;
  return { batches, reader: client };
}

describe('news.watchWires', () => {
  it('yields every headline exactly once, in order, through bursts and failing polls', async () => {
    const step = fc.record({
      minutes: fc.integer({ min: 0, max: 20 }), // up to 120 new headlines: several pages
      fault: fc.option(fc.constantFrom(...POLL_FAULTS), { freq: 2 }), // a third of polls fail
      faultAt: fc.integer({ min: 0, max: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 3, maxLength: 10 }),
        fc.integer({ min: 5, max: 30 }),
        async (steps, pageSize) => {
          const { batches, reader } = await runFeed(
            steps.map((s) => ({ ...s, fault: s.fault ?? undefined })),
            pageSize,
          );
          const got = batches.flat().map((h) => h.news_id);
          expect(new Set(got).size).toBe(got.length);
          expect(got).toEqual(await expectedSince(reader, got[0]!));
          for (const batch of batches) {
            const times = batch.map((h) => h.publish_time);
            expect(times).toEqual([...times].sort((a, b) => a - b));
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 90_000); // twelve simulated feeds: CPU-bound, slow on a loaded machine

  it('pages back when a burst is larger than a page', async () => {
    const { batches, reader } = await runFeed([{ minutes: 30 }], 10);
    expect(batches).toHaveLength(2);
    expect(batches[1]!.length).toBeGreaterThan(10);
    const got = batches.flat().map((h) => h.news_id);
    expect(got).toEqual(await expectedSince(reader, got[0]!));
  });

  it('goes on after a failed poll without repeating or losing headlines', async () => {
    const { batches, reader } = await runFeed(
      [{ minutes: 2, fault: 'http-503' }, { minutes: 3, fault: 'reset' }, { minutes: 1 }],
      50,
    );
    const got = batches.flat().map((h) => h.news_id);
    expect(got).toEqual(await expectedSince(reader, got[0]!));
    expect(batches.length).toBeGreaterThan(1);
  });

  it('yields single headlines in order through the async iterator', async () => {
    const clock = createManualClock(START);
    const { client } = sandboxClient({}, { now: clock.now });
    const controller = new AbortController();
    const feed = client.news.watchWires({
      intervalMs: INTERVAL,
      size: 5,
      signal: controller.signal,
    });
    const iterator = feed[Symbol.asyncIterator]();
    const first = iterator.next();
    await vi.advanceTimersByTimeAsync(0);
    const a = (await first).value as Headline;
    const page = await client.news.listWires({ size: 5 });
    expect(a.news_id).toBe(page.data[4]!.news_id);
    controller.abort();
  });

  it('ends by throwing when the key is refused', async () => {
    const { client } = sandboxClient({ apiKey: 'sk-refused-000000', maxRetries: 0 });
    const feed = client.news.watchWires({ intervalMs: INTERVAL });
    const error = rejectionOf(
      (async () => {
        for await (const _ of feed) {
          // no headline arrives
        }
      })(),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(await error).toBeInstanceOf(AuthenticationError);
  });

  it('throws on an invalid filter when the feed is made, sending nothing', () => {
    const { client, requests } = sandboxClient();
    expect(() => client.news.watchWires({ tab: 'sports' as never })).toThrow(ParamValidationError);
    expect(requests).toHaveLength(0);
  });

  it('resumes after `since`: the first poll pages back to that headline, not one page', async () => {
    const clock = createManualClock(START);
    const { client } = sandboxClient({ maxRetries: 0 }, { now: clock.now });
    const last = (await client.news.listWires({ size: 1 })).data[0]!;
    clock.advance(30 * 60_000); // a burst of several pages of 10
    const statuses: WireFeedStatus[] = [];
    const controller = new AbortController();
    const feed = client.news.watchWires({
      intervalMs: INTERVAL,
      size: 10,
      since: last.news_id,
      signal: controller.signal,
      onStatus: (status) => statuses.push(status),
    });
    const first = feed.batches()[Symbol.asyncIterator]().next();
    await vi.advanceTimersByTimeAsync(0);
    const batch = (await first).value as Headline[];
    controller.abort();
    const expected = (await expectedSince(client, last.news_id)).slice(1);
    expect(expected.length).toBeGreaterThan(20);
    expect(batch.map((h) => h.news_id)).toEqual(expected);
    expect(statuses.filter((s) => s.state === 'live').map((s) => s.gap)).toEqual([false]);
  });

  it('says so when the catch-up after `since` stops at its cap of 20 pages', async () => {
    const clock = createManualClock(START);
    const { client } = sandboxClient({ maxRetries: 0 }, { now: clock.now });
    const last = (await client.news.listWires({ size: 1 })).data[0]!;
    clock.advance(6 * 60 * 60_000); // far more than 20 pages of 2
    const statuses: WireFeedStatus[] = [];
    const controller = new AbortController();
    const feed = client.news.watchWires({
      intervalMs: INTERVAL,
      size: 2,
      since: last.news_id,
      signal: controller.signal,
      onStatus: (status) => statuses.push(status),
    });
    const first = feed.batches()[Symbol.asyncIterator]().next();
    await vi.advanceTimersByTimeAsync(0);
    const batch = (await first).value as Headline[];
    controller.abort();
    expect(batch).toHaveLength(40);
    const newest = await client.news.listWires({ size: 40 });
    expect(batch.map((h) => h.news_id)).toEqual(newest.data.map((h) => h.news_id).reverse());
    expect(statuses.filter((s) => s.gap)).toEqual([
      expect.objectContaining({ state: 'live', gap: true }),
    ]);
  });
});
