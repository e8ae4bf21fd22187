/**
 * The main job's wire relay over HTTP: the dashboard's live feed as Server-Sent Events, one
 * poller per filter through the sandbox upstream, resumed with Last-Event-ID.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMarketDataClient } from '@marketdata-sdk/client';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMainServer, type MainServer } from '../src/server/createMainServer';

const appDir = mkdtempSync(join(tmpdir(), 'marketdata-app-'));
writeFileSync(
  join(appDir, 'index.html'),
  '<!doctype html><html><head></head><body>app</body></html>',
);

let server: MainServer;
beforeAll(async () => {
  server = await createMainServer({ appDir, port: 0, wiresPerMinute: 600, pollIntervalMs: 200 });
});
afterAll(() => server?.close());

/** Opens the stream and reads events until `enough` says so; then closes it. */
async function read(
  query: string,
  enough: (events: EventSourceMessage[]) => boolean,
  headers: Record<string, string> = {},
) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/relay/wires${query}`, {
    headers,
    signal: controller.signal,
  });
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  while (!enough(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
  controller.abort();
  return { response, events, ids: events.filter((e) => e.event === 'headline').map((e) => e.id!) };
}

describe('the main job mounts the wire relay', () => {
  it('tells the app where it is, and streams headlines that resume after Last-Event-ID', async () => {
    const shell = await (await fetch(`${server.url}/`)).text();
    expect(shell).toContain('<meta name="marketdata-relay" content="/relay/wires">');
    const first = await read(
      '?tab=all',
      (events) => events.filter((e) => e.event === 'headline').length >= 52,
    );
    expect(first.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(new Set(first.ids).size).toBe(first.ids.length);
    // Cover images point at this server, where a browser can load them (not at port 80).
    const covers = first.events
      .filter((e) => e.event === 'headline')
      .map((e) => (JSON.parse(e.data) as { cover_image?: string }).cover_image)
      .filter(Boolean);
    expect(covers.length).toBeGreaterThan(0);
    for (const cover of covers) expect(cover?.startsWith(`${server.url}/images/`)).toBe(true);
    expect((await fetch(covers[0]!)).status).toBe(200);
    // Ten a second on the sandbox: some arrive while no one listens.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const last = first.ids.at(-1)!;
    const again = await read('?tab=all', (events) => events.some((e) => e.event === 'headline'), {
      'last-event-id': last,
    });
    // The first one after the resume is the one the service lists right after the last seen.
    const client = createMarketDataClient({ apiKey: 'sandbox', baseUrl: server.url });
    const listed: string[] = [];
    for await (const h of client.news.listWires({ tab: 'all', size: 50 })) {
      listed.push(h.news_id);
      if (h.news_id === last) break;
    }
    expect(listed.at(-1)).toBe(last);
    expect(again.ids[0]).toBe(listed.at(-2));
  });

  it('refuses a filter that breaks the rules with 400 naming it', async () => {
    const response = await fetch(`${server.url}/relay/wires?tab=nope`);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/parameter "tab" breaks enum/);
  });
});
