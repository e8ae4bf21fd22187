/** The main job's server edges: every request gets a status; image URLs ignore the request's host. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMainServer, type MainServer } from '../src/server/createMainServer';

const appDir = mkdtempSync(join(tmpdir(), 'marketdata-app-'));
writeFileSync(
  join(appDir, 'index.html'),
  '<!doctype html><html><head></head><body>app</body></html>',
);

/** Writes `text` on a fresh connection; the status line and text the server sent before closing. */
function raw(port: number, text: string, waitMs = 3_000) {
  return new Promise<{ status: number | undefined; text: string; closed: boolean }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let out = '';
    const done = (closed: boolean) => {
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(out)?.[1];
      resolve({ status: status ? Number(status) : undefined, text: out, closed });
    };
    socket.on('data', (chunk) => {
      out += chunk;
    });
    socket.on('error', () => done(true));
    socket.on('close', () => done(true));
    socket.setTimeout(waitMs, () => {
      done(false);
      socket.destroy();
    });
    socket.write(text);
  });
}

const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));

describe('the main job server (sandbox mode)', () => {
  let server: MainServer;
  beforeAll(async () => {
    server = await createMainServer({ appDir, port: 0, headersTimeoutMs: 200 });
  });
  afterAll(() => server.close());

  const articles = '/news/v1/article/page/history?size=3';

  it('builds cover_image URLs from its own address, even for an absolute-form target', async () => {
    for (const target of [articles, `http://evil.example:666${articles}`]) {
      const answer = await raw(
        server.port,
        `GET ${target} HTTP/1.1\r\nHost: localhost:${server.port}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status, target).toBe(200);
      const { data } = bodyOf(answer.text);
      expect(data.data.length).toBe(3);
      for (const article of data.data as { cover_image: { src: string } }[]) {
        expect(article.cover_image.src.startsWith(`${server.url}/images/`), target).toBe(true);
      }
    }
  });

  it('answers a Host with a port beyond 65535 with 400 rather than a reset', async () => {
    const answer = await raw(
      server.port,
      'GET / HTTP/1.1\r\nHost: localhost:99999\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(bodyOf(answer.text).status_code).toBe(400);
  });

  it('answers a client that is slow to send its headers with 408 and closes', async () => {
    const answer = await raw(server.port, `GET / HTTP/1.1\r\nHost: localhost:${server.port}\r\n`);
    expect(answer.closed).toBe(true);
    expect(answer.status).toBe(408);
  });

  it('answers CONNECT with 405 and an upgrade with 400 instead of closing the socket', async () => {
    const connectAnswer = await raw(
      server.port,
      'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
    );
    expect(connectAnswer.status).toBe(405);
    expect(bodyOf(connectAnswer.text).status_msg).toBe('Method not allowed: CONNECT');
    const upgrade = await raw(
      server.port,
      `GET / HTTP/1.1\r\nHost: localhost:${server.port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`,
    );
    expect(upgrade.status).toBe(400);
  });

  it('answers 64 kB of headers with 431', async () => {
    const answer = await raw(
      server.port,
      `GET / HTTP/1.1\r\nHost: localhost:${server.port}\r\nX-Big: ${'a'.repeat(65_536)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
  });

  it('refuses timeouts that are not positive integers, naming the option', async () => {
    await expect(createMainServer({ appDir, port: 0, headersTimeoutMs: 0 })).rejects.toThrow(
      /headersTimeoutMs must be an integer of 1 or more/,
    );
    await expect(
      createMainServer({ appDir, port: 0, headersTimeoutMs: 500, requestTimeoutMs: 100 }),
    ).rejects.toThrow(/requestTimeoutMs must be at least headersTimeoutMs/);
  });
});
