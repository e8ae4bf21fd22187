import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, describe, expect, it } from 'vitest';
import { bin } from './helpers';

const closers: (() => unknown)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

/** Starts `marketdata-mcp --sandbox --http --port 0 …args` and resolves with the URL it prints. */
async function start(args: readonly string[]): Promise<string> {
  const child = spawn(process.execPath, [bin, '--sandbox', '--http', '--port', '0', ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  closers.push(() => child.kill());
  return new Promise<string>((resolve, reject) => {
    let text = '';
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk;
      const match = /streamable HTTP on (\S+)/.exec(text);
      if (match) resolve(match[1]!);
    });
    child.on('exit', () => reject(new Error(`exited: ${text}`)));
  });
}

async function toolsAt(url: string): Promise<string[]> {
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  closers.push(() => client.close());
  return (await client.listTools()).tools.map((tool) => tool.name);
}

/** The status of a tools/list POST with these headers (node:http, which may set Host). */
function statusOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...headers,
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }));
  });
}

describe('HTTP beyond loopback: allowed hosts and origins follow the bind address and flags', () => {
  it('bound to 0.0.0.0, answers through 127.0.0.1', async () => {
    const url = await start(['--host', '0.0.0.0']);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    expect(await toolsAt(url)).toContain('getConsensus');
  }, 60_000);

  it('bound to ::1, prints a URL with brackets that the official client reaches', async () => {
    const url = await start(['--host', '::1']);
    expect(url).toMatch(/^http:\/\/\[::1\]:\d+\/mcp$/);
    expect(await toolsAt(url)).toContain('getConsensus');
  }, 60_000);

  it('checks Origin: a foreign one is refused, its own and the allowed ones are answered', async () => {
    const url = await start([
      '--allowed-hosts',
      'mcp.example.test',
      '--allowed-origins',
      'https://app.example.test',
    ]);
    const own = new URL(url).origin;
    expect(await statusOf(url, { origin: 'http://evil.example' })).toBe(403);
    expect(await statusOf(url, { origin: own })).toBe(200);
    expect(await statusOf(url, { origin: 'https://app.example.test' })).toBe(200);
    // Behind a reverse proxy: the public name as Host, its https origin.
    expect(
      await statusOf(url, { host: 'mcp.example.test', origin: 'https://mcp.example.test' }),
    ).toBe(200);
    expect(await statusOf(url, { host: 'other.example.test' })).toBe(403);
  }, 60_000);
});
