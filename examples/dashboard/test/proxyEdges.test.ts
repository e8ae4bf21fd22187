/**
 * The live proxy's edges over raw sockets: a real upstream server that misbehaves (a body cut
 * short, HTML, a huge body), and requests written byte by byte to the main job.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMainServer, type MainServer } from '../src/server/createMainServer';

const appDir = mkdtempSync(join(tmpdir(), 'marketdata-app-'));
writeFileSync(join(appDir, 'index.html'), '<!doctype html><html><body>app</body></html>');
const key = 'live-key-9f8e7d6c5b4a';

/** Raw answers of the fake service, by the `query` of a securities search. */
const answers: Record<string, (socket: Socket) => void> = {
  ok: (s) => reply(s, 'application/json', '{"status_code":0,"status_msg":"ok","data":[]}'),
  truncated: (s) =>
    s.end(
      'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"status_code":0,"data":[',
    ),
  html: (s) =>
    s.end(
      'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nCache-Control: public, max-age=31536000\r\nSet-Cookie: a=b\r\nContent-Length: 41\r\n\r\n<script>alert(document.cookie)</script>\r\n',
    ),
  htmlTypedJson: (s) => reply(s, 'text/html', '{"status_code":0,"data":"<b>x</b>"}'),
  huge: (s) => {
    // Chunked, no length: the cap must count the bytes as they arrive. 12 MB in 64 kB chunks.
    s.write(
      'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const chunk = `10000\r\n${' '.repeat(0x10000)}\r\n`;
    let sent = 0;
    const more = () => {
      while (sent < 192 && !s.destroyed) {
        sent++;
        if (!s.write(chunk)) return void s.once('drain', more);
      }
      if (!s.destroyed) s.end('0\r\n\r\n');
    };
    s.on('error', () => {});
    more();
  },
};

function reply(socket: Socket, type: string, body: string) {
  socket.end(
    `HTTP/1.1 200 OK\r\nContent-Type: ${type}\r\nX-Request-Id: req-1\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** A fake service on a raw socket: reads the request line and answers by its query. */
function fakeService(reached: string[]): Promise<{ server: Server; url: string }> {
  const server = createServer((socket) => {
    let head = '';
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      head += chunk;
      if (!head.includes('\r\n\r\n')) return;
      reached.push(head);
      const query = /query=(\w+)/.exec(head)?.[1] ?? 'ok';
      (answers[query] ?? answers.ok!)(socket);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` }),
    ),
  );
}

/** Writes a GET on a fresh socket and reads until the server closes it. */
function raw(port: number, path: string, extra = '') {
  return new Promise<{ status?: number; headers: string; body: string; text: string }>(
    (resolve) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk;
      });
      const done = () => {
        const at = text.indexOf('\r\n\r\n');
        const status = /^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1];
        resolve({
          ...(status ? { status: Number(status) } : {}),
          headers: text.slice(0, at).toLowerCase(),
          body: text.slice(at + 4),
          text,
        });
      };
      socket.on('error', done);
      socket.on('close', done);
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extra}Connection: close\r\n\r\n`,
      );
    },
  );
}

describe('the live proxy, over raw sockets', () => {
  const reached: string[] = [];
  let service: Server;
  let main: MainServer;
  beforeAll(async () => {
    const fake = await fakeService(reached);
    service = fake.server;
    main = await createMainServer({ appDir, port: 0, apiKey: key, baseUrl: `${fake.url}/open` });
  });
  afterAll(async () => {
    await main.close();
    await new Promise((r) => service.close(r));
  });
  const search = (query: string) => `/securities/search?query=${query}`;

  it('passes a good answer on as JSON with the request id', async () => {
    const answer = await raw(main.port, search('ok'));
    expect(answer.status).toBe(200);
    expect(answer.headers).toContain('content-type: application/json; charset=utf-8');
    expect(answer.headers).toContain('x-request-id: req-1');
    expect(JSON.parse(answer.body)).toMatchObject({ status_code: 0 });
  });

  it('answers a body cut short upstream with 502 and an envelope, not a reset', async () => {
    const answer = await raw(main.port, search('truncated'));
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toEqual({
      status_code: 502,
      status_msg: "The live service's answer was cut short",
    });
  });

  it('never serves upstream HTML, nor its caching or cookie headers', async () => {
    for (const query of ['html', 'htmlTypedJson']) {
      const answer = await raw(main.port, search(query));
      expect(answer.headers, query).toContain('content-type: application/json; charset=utf-8');
      expect(answer.headers, query).toContain('cache-control: no-store');
      expect(answer.headers, query).not.toMatch(/text\/html|max-age|set-cookie/);
      expect(() => JSON.parse(answer.body), query).not.toThrow();
    }
    const html = await raw(main.port, search('html'));
    expect(html.status).toBe(502);
    expect(JSON.parse(html.body).status_msg).toBe('The live service did not answer JSON');
  });

  it('stops reading an upstream body at its byte cap: 502, not 12 MB buffered', async () => {
    const answer = await raw(main.port, search('huge'));
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body).status_msg).toBe(
      "The live service's answer is over the proxy's 8388608 bytes",
    );
  });

  it.each([
    'Referer: http://evil.example/page\r\n',
    'Referer: http://127.0.0.1:1/\r\n',
    'Referer: not a url\r\n',
  ])('treats %j (no Origin, no Sec-Fetch-Site) as cross-site: 403, the key not sent', async (h) => {
    const before = reached.length;
    const answer = await raw(main.port, search('ok'), h);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).status_code).toBe(403);
    expect(reached.length).toBe(before);
  });

  it("forwards a request whose Referer is the dashboard's own page, with the key", async () => {
    const before = reached.length;
    const answer = await raw(main.port, search('ok'), `Referer: ${main.url}/\r\n`);
    expect(answer.status).toBe(200);
    expect(reached.length).toBe(before + 1);
    expect(reached.at(-1)).toContain(`authorization: Bearer ${key}`);
  });
});

describe('the main job server, over raw sockets: the request head', () => {
  let main: MainServer;
  beforeAll(async () => {
    main = await createMainServer({ appDir, port: 0 });
  });
  afterAll(() => main.close());

  it('refuses two Host headers with 400', async () => {
    const answer = await raw(main.port, '/', 'Host: evil.example\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).status_msg).toBe('Bad request: more than one Host header');
  });

  it('answers 2,000 one-byte headers (over 16 kB on the wire) with 431', async () => {
    const tiny = Array.from({ length: 2000 }, (_, i) => `X-${i}: a\r\n`).join('');
    expect(tiny.length).toBeGreaterThan(16 * 1024);
    const answer = await raw(main.port, '/', tiny);
    expect(answer.status).toBe(431);
  });
});
