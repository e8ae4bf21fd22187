/** The live proxy's guards: no cross-site use of the key, no path tricks, and a status for every Host. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMainServer, type MainServer } from '../src/server/createMainServer';
import { createLiveUpstream } from '../src/server/internals/upstream';

const key = 'live-key-0c1d2e3f';
const page = 'http://127.0.0.1:4010';

/** A live upstream whose service records what reached it and answers an empty envelope. */
function recordingUpstream() {
  const reached: Request[] = [];
  const upstream = createLiveUpstream({
    apiKey: key,
    baseUrl: 'https://service.example/open',
    fetch: (async (input: URL, init: RequestInit) => {
      reached.push(new Request(input, init));
      return Response.json({ status_code: 0, data: {} });
    }) as typeof fetch,
  });
  return { upstream, reached };
}

describe('the live proxy refuses cross-site requests before adding the key', () => {
  it.each([
    [{ origin: 'http://evil.example' }],
    [{ origin: 'null' }],
    [{ origin: 'http://127.0.0.1:4011' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
  ])('%o → 403 with an envelope, nothing forwarded', async (headers) => {
    const { upstream, reached } = recordingUpstream();
    const response = await upstream.handle(
      new Request(`${page}/securities/search?query=NVDA`, { headers }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ status_code: 403 });
    expect(reached).toHaveLength(0);
  });

  it.each([
    [{}],
    [{ origin: page }],
    [{ 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'none' }],
  ])('%o (same origin, or no browser context) is forwarded with the key', async (headers) => {
    const { upstream, reached } = recordingUpstream();
    const response = await upstream.handle(
      new Request(`${page}/securities/search?query=NVDA`, { headers }),
    );
    expect(response.status).toBe(200);
    expect(reached).toHaveLength(1);
    expect(reached[0]!.headers.get('authorization')).toBe(`Bearer ${key}`);
  });
});

describe('the live proxy refuses path parameters that are not plain values', () => {
  it.each([
    '/news/v1/wire/info/a%2Fb',
    '/news/v1/wire/info/a%2F..%2F..%2Fadmin',
    '/news/v1/wire/info/%2e%2e%2fsecret',
    '/news/v1/wire/info/abc%0D%0AX-Injected:%201',
    '/news/v1/article/info/a%5Cb',
    '/news/v1/article/info/%00',
  ])('%s → 400 with an envelope, nothing forwarded', async (path) => {
    const { upstream, reached } = recordingUpstream();
    const response = await upstream.handle(new Request(`${page}${path}`));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { status_msg: string }).status_msg).toMatch(
      /Invalid path parameter/,
    );
    expect(reached).toHaveLength(0);
  });

  it('forwards a plain content id unchanged', async () => {
    const { upstream, reached } = recordingUpstream();
    await upstream.handle(new Request(`${page}/news/v1/article/info/US_ARTICLEd7c3a136cc8822f4`));
    expect(reached[0]!.url).toBe(
      'https://service.example/open/news/v1/article/info/US_ARTICLEd7c3a136cc8822f4',
    );
  });
});

describe('the main server over HTTP', () => {
  let server: MainServer;
  const reached: Request[] = [];
  beforeAll(async () => {
    const appDir = mkdtempSync(join(tmpdir(), 'marketdata-app-'));
    writeFileSync(join(appDir, 'index.html'), '<!doctype html><html><body>app</body></html>');
    server = await createMainServer({
      appDir,
      port: 0,
      apiKey: key,
      baseUrl: 'https://service.example/open',
      fetch: (async (input: URL, init: RequestInit) => {
        reached.push(new Request(input, init));
        return Response.json({ status_code: 0, data: { data: [] } });
      }) as typeof fetch,
    });
  });
  afterAll(() => server.close());

  it('refuses a cross-site GET from a browser page (Origin and Sec-Fetch-Site)', async () => {
    const response = await fetch(`${server.url}/securities/search?query=NVDA`, {
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(reached).toHaveLength(0);
  });

  /** Sends raw HTTP and resolves with the status line, or `reset` when the socket closes without one. */
  function rawStatus(text: string): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect(server.port, '127.0.0.1', () => socket.write(text));
      let data = '';
      socket.setTimeout(5000, () => socket.destroy());
      socket.on('data', (chunk) => {
        data += chunk;
      });
      socket.on('error', () => {});
      socket.on('close', () => resolve(data.split('\r\n')[0] || 'reset'));
    });
  }

  it('answers Host: localhost:99999 with a status instead of resetting the socket', async () => {
    const status = await rawStatus(
      'GET /securities/search?query=NVDA HTTP/1.1\r\nHost: localhost:99999\r\nConnection: close\r\n\r\n',
    );
    expect(status).toMatch(/^HTTP\/1\.1 4\d\d /);
  });
});
