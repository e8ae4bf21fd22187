import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, describe, expect, it } from 'vitest';
import { createMarketDataMcpServer, operationRows } from '../src/createMarketDataMcpServer';
import { serveHttp } from '../src/serveHttp';
import { bin, sandboxClient } from './helpers';

const direct = sandboxClient();
const closers: (() => unknown)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

async function connect(url: string) {
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  closers.push(() => client.close());
  return client;
}

describe('the MCP server over streamable HTTP', () => {
  it('lists and calls tools, and answers a 4012 as a tool error', async () => {
    const http = await serveHttp({
      createServer: () => createMarketDataMcpServer({ client: direct }),
    });
    closers.push(() => new Promise((r) => http.close(r)));
    const client = await connect(http.url);
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(operationRows.length);
    const ok = await client.callTool({ name: 'getConsensus', arguments: { ticker: 'KO' } });
    expect(ok.isError).toBeFalsy();
    expect(ok.structuredContent).toEqual({
      data: await direct.request('getConsensus', { ticker: 'KO' }),
    });
    const bad = await client.callTool({ name: 'listDividends', arguments: { ticker: 'ZZZZ' } });
    expect(bad.isError).toBe(true);
  });

  it('refuses a request whose Host is not its own', async () => {
    const http = await serveHttp({
      createServer: () => createMarketDataMcpServer({ client: direct }),
    });
    closers.push(() => new Promise((r) => http.close(r)));
    // fetch cannot set Host, so this speaks HTTP through node:http as a rebinding page's browser would.
    const status = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
      const req = request(http.url, {
        method: 'POST',
        headers: {
          host: 'evil.example',
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBe(403);
  });

  it('runs from the bin with --http --sandbox', async () => {
    const child = spawn(process.execPath, [bin, '--sandbox', '--http', '--port', '0'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    closers.push(() => child.kill());
    const url = await new Promise<string>((resolve, reject) => {
      let text = '';
      child.stderr.on('data', (chunk: Buffer) => {
        text += chunk;
        const match = /streamable HTTP on (\S+)/.exec(text);
        if (match) resolve(match[1]!);
      });
      child.on('exit', () => reject(new Error(`exited: ${text}`)));
    });
    const client = await connect(url);
    expect((await client.listTools()).tools.map((t) => t.name)).toContain('getConsensus');
  });
});
