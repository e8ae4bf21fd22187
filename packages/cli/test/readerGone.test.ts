import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandboxServer } from '@marketdata-sdk/fixtures/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBin } from './helpers';

// The sandbox behind a front that counts the requests and holds every page after the first
// until the reader has gone, so that a page is certainly in flight when it goes.
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let front: Server;
let url: string;
const requests: string[] = [];
let readerGone: () => void = () => {};
const gone = new Promise<void>((resolve) => {
  readerGone = resolve;
});
let secondAsked: () => void = () => {};
const second = new Promise<void>((resolve) => {
  secondAsked = resolve;
});

beforeAll(async () => {
  sandbox = await startSandboxServer({ port: 0 });
  front = createServer(async (req, res) => {
    requests.push(req.url ?? '');
    if (requests.length === 2) secondAsked();
    if (requests.length > 1) await gone;
    const answer = await fetch(`${sandbox.url}${req.url}`, {
      headers: { authorization: req.headers.authorization ?? '' },
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});
afterAll(async () => {
  front.close();
  await sandbox.close();
});

describe('--all into a reader that closes early (`| head`)', () => {
  it('requests no page after the reader has gone beyond the one in flight, and exits 0', async () => {
    const started = startBin(
      ['--base-url', url, '--format', 'ndjson', 'news', 'wires', '--all', '--size', '5'],
      { env: { MARKETDATA_API_KEY: 'sandbox' }, timeoutMs: 60_000 },
    );
    // The reader takes the first page's lines and closes its end of the pipe, as head does,
    // once the next page is asked for: that page is in flight when the reader goes.
    const read = new Promise<void>((resolve) => started.child.stdout.once('data', () => resolve()));
    void Promise.all([read, second]).then(() => {
      started.child.stdout.destroy();
      readerGone();
    });
    const run = await started.done;
    expect(run.signal).toBeNull();
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout.split('\n')[0] ?? '')).toHaveProperty('news_id');
    // The first page, and the second that was in flight when the reader went: no third.
    expect(requests).toHaveLength(2);
  }, 90_000);
});
