/** The main-job server over HTTP: routes, the key added server-side, the live proxy, errors. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createSandbox } from '@marketdata-sdk/fixtures';
import { operationIds } from '@marketdata-sdk/types/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMainServer, type MainServer } from '../src/server/createMainServer';

const appDir = mkdtempSync(join(tmpdir(), 'marketdata-app-'));
mkdirSync(join(appDir, 'assets'));
writeFileSync(
  join(appDir, 'index.html'),
  '<!doctype html><html><head></head><body>app</body></html>',
);
writeFileSync(join(appDir, 'assets', 'app-1234.js'), 'console.log(1)');
const bigScript = `${'export const rows = [];\n'.repeat(2_000)}`;
writeFileSync(join(appDir, 'assets', 'big-5678.js'), bigScript);

/** One request with exactly these headers, and the body's bytes as they came over the wire. */
function raw(server: MainServer, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${server.url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

type Envelope = { data?: unknown; status_code: number; status_msg: string };

const get = (server: MainServer, path: string, init?: RequestInit) =>
  fetch(`${server.url}${path}`, init);

describe('sandbox mode', () => {
  let server: MainServer;
  beforeAll(async () => {
    server = await createMainServer({ appDir, port: 0 });
  });
  afterAll(() => server.close());

  it('binds 127.0.0.1 on a free port and reports sandbox mode', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.port).toBeGreaterThan(0);
    expect(server.mode).toBe('sandbox');
  });

  it('serves the app with the mode and poll interval as meta tags', async () => {
    const response = await get(server, '/');
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<meta name="marketdata-mode" content="sandbox">');
    expect(html).toContain('<meta name="marketdata-poll-ms" content="3000">');
    const asset = await get(server, '/assets/app-1234.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');
  });

  it('compresses API answers with brotli or gzip as the browser accepts, never unasked', async () => {
    const path = '/news/v1/wire/page/history?size=50';
    const plain = await raw(server, path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const identity = JSON.parse(plain.body.toString()) as Envelope;
    expect(identity.status_code).toBe(0);

    const br = await raw(server, path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(JSON.parse(brotliDecompressSync(br.body).toString()).status_code).toBe(0);

    const gzip = await raw(server, path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString()).status_code).toBe(0);

    // `q=0` refuses an encoding; the next one the browser accepts is used.
    const noBr = await raw(server, path, { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    const none = await raw(server, path, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('compresses built files, caches hashed ones for a year and revalidates the rest', async () => {
    const asset = await raw(server, '/assets/big-5678.js', { 'accept-encoding': 'br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.body).toString()).toBe(bigScript);
    // A tiny file is not worth it; the reference is compressed and answers 304 when unchanged.
    const tiny = await raw(server, '/assets/app-1234.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    const css = await raw(server, '/reference/try/swagger-ui.css', { 'accept-encoding': 'gzip' });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['cache-control']).toBe('no-cache');
    const etag = String(css.headers.etag);
    const again = await raw(server, '/reference/try/swagger-ui.css', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
  });

  it('answers the API without a key from the browser (the server adds it)', async () => {
    const body = (await (
      await get(server, '/news/v1/wire/page/history?size=3')
    ).json()) as Envelope;
    expect(body.status_code).toBe(0);
    expect((body.data as { data: unknown[] }).data).toHaveLength(3);
  });

  it('replaces whatever key the browser sends', async () => {
    const response = await get(server, '/securities/search?query=NVDA', {
      headers: { authorization: 'Bearer not-the-key' },
    });
    expect(((await response.json()) as Envelope).status_code).toBe(0);
  });

  it('passes the sandbox faults through: an HTTP status, and a reset as a reset', async () => {
    const fault = (kind: string) =>
      get(server, '/securities/search?query=NVDA', { headers: { 'x-sandbox-fault': kind } });
    const unavailable = await fault('http-503');
    expect(unavailable.status).toBe(503);
    await expect(fault('reset')).rejects.toThrow(TypeError);
    // The server survives both.
    expect((await get(server, '/securities/search?query=NVDA')).status).toBe(200);
  });

  it('passes the API error envelope through', async () => {
    const response = await get(server, '/securities/stock/financials?ticker=ZZZZQ');
    const body = (await response.json()) as Envelope;
    expect(body).toEqual({ status_code: 4012, status_msg: 'Invalid param' });
    expect(response.headers.get('x-sandbox-invalid-param')).toMatch(/^ticker /);
  });

  it('serves the reference, the local spec and the try-it console', async () => {
    const reference = await (await get(server, '/reference/')).text();
    expect(reference).toContain('/reference/try/');
    expect(reference).toContain('listWires');
    const spec = (await (await get(server, '/reference/openapi.json')).json()) as {
      servers: { url: string }[];
      paths: Record<string, { get: { operationId: string } }>;
    };
    expect(spec.servers).toEqual([expect.objectContaining({ url: server.url })]);
    // Every operation of the generated rows, in spec order.
    expect(Object.values(spec.paths).map(({ get }) => get.operationId)).toEqual(operationIds);
    expect(await (await get(server, '/reference/try/')).text()).toContain('swagger-ui-bundle.js');
    const bundle = await get(server, '/reference/try/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await get(server, '/reference', { redirect: 'manual' })).headers.get('location')).toBe(
      '/reference/',
    );
  });

  it('answers unknown paths, path escapes, other methods and foreign hosts with errors', async () => {
    expect((await get(server, '/nope')).status).toBe(404);
    expect((await get(server, '/%2e%2e/%2e%2e/package.json')).status).toBe(404);
    expect((await get(server, '/reference/try/index.html')).status).toBe(404);
    expect((await get(server, '/', { method: 'POST' })).status).toBe(405);
    const foreign = await new Promise<number>((resolve, reject) => {
      import('node:http').then(({ request }) => {
        request(`${server.url}/`, { headers: { host: 'evil.example:80' } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      }, reject);
    });
    expect(foreign).toBe(403);
  });

  it('says clearly when the port is taken', async () => {
    await expect(createMainServer({ appDir, port: server.port })).rejects.toThrow(
      new RegExp(`Port ${server.port} on 127\\.0\\.0\\.1 is already in use.*PORT=`),
    );
  });
});

describe('live mode (a proxy that adds the key)', () => {
  const key = 'live-secret-key-123';
  // The "live service": a sandbox that accepts only this key, under the `/open` base path.
  const service = createSandbox({ apiKey: key, basePath: '/open' });
  const seen: Request[] = [];
  let server: MainServer;
  beforeAll(async () => {
    server = await createMainServer({
      appDir,
      port: 0,
      apiKey: key,
      baseUrl: 'https://service.example/open',
      fetch: async (input, init) => {
        const request = new Request(input, init);
        seen.push(request);
        return service.fetch(request);
      },
    });
  });
  afterAll(() => server.close());

  it('forwards the API path and query to the base URL with the key', async () => {
    const response = await get(server, '/securities/search?query=NVDA', {
      headers: { authorization: 'Bearer browser-value', cookie: 'a=b' },
    });
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ status_code: 0 });
    const last = seen.at(-1)!;
    expect(last.url).toBe('https://service.example/open/securities/search?query=NVDA');
    expect(last.headers.get('authorization')).toBe(`Bearer ${key}`);
    expect(last.headers.get('cookie')).toBeNull();
    expect(text).not.toContain(key);
    for (const [, value] of response.headers) expect(value).not.toContain(key);
  });

  it('never puts the key in what the browser loads', async () => {
    const html = await (await get(server, '/')).text();
    expect(html).toContain('content="live"');
    for (const path of ['/', '/reference/', '/reference/openapi.json', '/reference/try/']) {
      expect(await (await get(server, path)).text()).not.toContain(key);
    }
  });

  it('proxies only the spec paths', async () => {
    const before = seen.length;
    expect((await get(server, '/admin/secret')).status).toBe(404);
    expect((await get(server, '/images/cover.svg')).status).toBe(404);
    expect(seen.length).toBe(before);
  });

  it('answers 502 with an envelope when the service cannot be reached', async () => {
    const down = await createMainServer({
      appDir,
      port: 0,
      apiKey: key,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    try {
      const response = await get(down, '/securities/search?query=NVDA');
      expect(response.status).toBe(502);
      expect(((await response.json()) as Envelope).status_msg).toMatch(/could not be reached/);
    } finally {
      await down.close();
    }
  });
});
