import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  AuthenticationError,
  InternalServerError,
  InvalidParamError,
  MarketDataError,
  NetworkError,
  NotFoundError,
  type WireFeedStatus,
} from '../src/index';
import { API_KEY, sandboxClient } from './sandbox';

afterEach(() => {
  vi.useRealTimers();
});

/** Drains a feed, resolving with what it threw (or undefined when it ended quietly). */
function drain(feed: AsyncIterable<unknown>): Promise<unknown> {
  return (async () => {
    for await (const _ of feed) {
      // headlines are not the point here
    }
  })().then(
    () => undefined,
    (error: unknown) => error,
  );
}

/** A sandbox client whose every request carries `fault` as `X-Sandbox-Fault`. */
function faultyClient(fault: string | (() => string | undefined)) {
  const { sandbox } = sandboxClient();
  let requests = 0;
  const { client } = sandboxClient({
    maxRetries: 0,
    fetch: (url, init) => {
      requests++;
      const request = new Request(url, init);
      const f = typeof fault === 'string' ? fault : fault();
      if (f) request.headers.set('X-Sandbox-Fault', f);
      return sandbox.fetch(request);
    },
  });
  return { client, requests: () => requests };
}

describe('news.watchWires failure policy', () => {
  it('throws NetworkError after bounded failures when the port is closed, reporting each retry', async () => {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    server.close();
    await once(server, 'close');
    const { client } = sandboxClient({
      baseUrl: `http://127.0.0.1:${port}`,
      fetch: undefined,
      maxRetries: 0,
    });
    const statuses: WireFeedStatus[] = [];
    const error = await drain(
      client.news.watchWires({
        intervalMs: 100,
        maxConsecutiveFailures: 3,
        onStatus: (s) => statuses.push(s),
      }),
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect(statuses.map((s) => [s.state, s.consecutiveFailures])).toEqual([
      ['connecting', 0],
      ['retrying', 1],
      ['retrying', 2],
    ]);
    expect(statuses[1]!.lastError).toBeInstanceOf(NetworkError);
    expect(statuses[1]!.lastSuccessAt).toBeUndefined();
  });

  it('throws InternalServerError after the default 10 failed polls when every poll gets a 502', async () => {
    vi.useFakeTimers();
    const { client, requests } = faultyClient('html');
    const statuses: WireFeedStatus[] = [];
    const error = drain(
      client.news.watchWires({ maxFailureMs: Infinity, onStatus: (s) => statuses.push(s) }),
    );
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    const thrown = await error;
    expect(thrown).toBeInstanceOf(InternalServerError);
    expect((thrown as InternalServerError).httpStatus).toBe(502);
    expect(requests()).toBe(10);
    expect(statuses.at(-1)).toMatchObject({ state: 'retrying', consecutiveFailures: 9 });
  });

  it('throws after the default 5 minutes of failing polls', async () => {
    vi.useFakeTimers();
    const { client } = faultyClient('http-503');
    const started = Date.now();
    let endedAt = 0;
    const error = drain(client.news.watchWires()).finally(() => {
      endedAt = Date.now();
    });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(await error).toBeInstanceOf(InternalServerError);
    expect(endedAt - started).toBe(300_000);
  });

  it('throws once maxFailureMs of failing polls has passed', async () => {
    vi.useFakeTimers();
    const { client, requests } = faultyClient('http-503');
    const error = drain(
      client.news.watchWires({
        intervalMs: 1000,
        maxConsecutiveFailures: 1000,
        maxFailureMs: 5000,
      }),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await error).toBeInstanceOf(InternalServerError);
    // Polls at 0, 1, 3 s, then at the 5 s deadline (not at 7 s): four in all.
    expect(requests()).toBe(4);
  });

  it.each([
    ['envelope-4011', AuthenticationError],
    ['envelope-4012', InvalidParamError],
    ['http-404', NotFoundError],
  ])('ends at once with the typed error on %s', async (fault, Kind) => {
    const { client, requests } = faultyClient(fault);
    const statuses: WireFeedStatus[] = [];
    const error = await drain(client.news.watchWires({ onStatus: (s) => statuses.push(s) }));
    expect(error).toBeInstanceOf(Kind);
    expect(requests()).toBe(1);
    expect(statuses.map((s) => s.state)).toEqual(['connecting']);
  });

  it('ends at once when the base URL points at no API (404)', async () => {
    const { client } = sandboxClient({ baseUrl: 'https://sandbox.test/wrong', maxRetries: 0 });
    const error = await drain(client.news.watchWires());
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).httpStatus).toBe(404);
  });

  it('reports live after a successful empty poll, and recovers from failures', async () => {
    vi.useFakeTimers();
    let n = 0;
    // Polls 2 and 3 fail; the rest succeed (and find nothing new).
    const { client } = faultyClient(() => (++n === 2 || n === 3 ? 'http-503' : undefined));
    const statuses: WireFeedStatus[] = [];
    const controller = new AbortController();
    const done = drain(
      client.news.watchWires({
        intervalMs: 1000,
        signal: controller.signal,
        onStatus: (s) => statuses.push(s),
      }),
    );
    await vi.advanceTimersByTimeAsync(6000);
    controller.abort();
    expect(await done).toBeUndefined();
    expect(statuses.slice(0, 6).map((s) => [s.state, s.consecutiveFailures])).toEqual([
      ['connecting', 0],
      ['live', 0],
      ['retrying', 1],
      ['retrying', 2],
      ['live', 0],
      ['live', 0],
    ]);
    expect(statuses[1]!.lastSuccessAt).toBe(Date.now() - 6000);
    expect(statuses[3]!.lastSuccessAt).toBe(statuses[1]!.lastSuccessAt);
    expect(statuses[4]!.lastError).toBeUndefined();
  });

  it.each([
    ['intervalMs', { intervalMs: 0 }, 'a number from 100 to 2147483647'],
    ['intervalMs', { intervalMs: 50 }, 'a number from 100 to 2147483647'],
    ['intervalMs', { intervalMs: -1 }, 'a number from 100 to 2147483647'],
    ['intervalMs', { intervalMs: Number.NaN }, 'a number from 100 to 2147483647'],
    ['intervalMs', { intervalMs: '5000' }, 'a number from 100 to 2147483647'],
    ['foo', { foo: 1 }, 'unknown'],
    ['tab', { tab: 'x' }, 'enum'],
    ['size', { size: 100 }, 'maximum'],
    ['maxConsecutiveFailures', { maxConsecutiveFailures: 0 }, 'an integer >= 1'],
    ['maxFailureMs', { maxFailureMs: -5 }, 'a number >= 0'],
    ['onStatus', { onStatus: 'log' }, 'a function'],
    ['since', { since: '' }, 'a non-empty string'],
    ['since', { since: 42 }, 'a non-empty string'],
    ['signal', { signal: 'x' }, 'an AbortSignal'],
    ['signal', { signal: { aborted: false } }, 'an AbortSignal'],
  ])('rejects a bad %s when the feed is created, sending nothing', (name, params, rule) => {
    const { client, requests } = sandboxClient();
    let error: unknown;
    try {
      client.news.watchWires(params as never);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MarketDataError);
    expect(error).toMatchObject({ param: name, rule });
    // Its own options say "must be"; the list's filters are checked by the list's rules.
    const says = { unknown: 'is unknown', enum: 'breaks enum', maximum: 'breaks maximum' };
    expect((error as Error).message).toContain(
      `"${name}" ${says[rule as keyof typeof says] ?? `must be ${rule}`}`,
    );
    expect(requests).toHaveLength(0);
  });

  it('polls every intervalMs at its floor of 100 ms', async () => {
    vi.useFakeTimers();
    const { client, requests } = sandboxClient();
    const controller = new AbortController();
    const done = drain(client.news.watchWires({ intervalMs: 100, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    await done;
    expect(requests.length).toBeGreaterThanOrEqual(5);
    expect(requests.length).toBeLessThanOrEqual(11);
  });

  it('never puts the key in a reported status', async () => {
    vi.useFakeTimers();
    const { client } = faultyClient('http-503');
    const statuses: WireFeedStatus[] = [];
    const error = drain(
      client.news.watchWires({ maxConsecutiveFailures: 2, onStatus: (s) => statuses.push(s) }),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await error).toBeInstanceOf(InternalServerError);
    expect(statuses.map((s) => s.state)).toEqual(['connecting', 'retrying']);
    const shown = JSON.stringify(statuses.map((s) => ({ ...s, error: s.lastError?.toJSON() })));
    expect(shown).toContain('503');
    expect(shown).not.toContain(API_KEY);
  });
});
