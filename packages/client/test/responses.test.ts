import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createMarketDataClient,
  InternalServerError,
  type MarketDataError,
  NetworkError,
  ParamValidationError,
  ResponseParseError,
} from '../src/index';
import { API_KEY, rejectionOf, sandboxClient } from './sandbox';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A local HTTP server answering every request with `handler`; resolves with its base URL. */
async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

/** A client whose fetch answers every request with `body` (a string or JSON value). */
function answering(body: unknown, init: ResponseInit = {}, key = API_KEY) {
  return createMarketDataClient({
    apiKey: key,
    baseUrl: 'https://api.example',
    maxRetries: 0,
    fetch: async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
        ...init,
      }),
  });
}

describe('maxResponseBytes', () => {
  it('stops reading an endless body at the limit, with the size and the limit in the message', async () => {
    let written = 0;
    const baseUrl = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        // Up to 64 MB, far past the limit; the client must hang up long before.
        while (written < 64 * 2 ** 20 && res.write(chunk)) written += chunk.length;
        if (written < 64 * 2 ** 20) res.once('drain', pump);
        else res.end();
      };
      res.write('{"data":"');
      pump();
    });
    const client = createMarketDataClient({
      apiKey: API_KEY,
      baseUrl,
      maxRetries: 0,
      maxResponseBytes: 1_000_000,
    });
    const error = (await rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: 'AAPL' }),
    )) as Error;
    expect(error).toBeInstanceOf(ResponseParseError);
    expect(error.message).toMatch(/sent more than 1000000 bytes, over maxResponseBytes 1000000/);
    expect(error.message).toContain('/securities/stock/financials');
    expect(written).toBeLessThan(32 * 2 ** 20);
  });

  it('refuses a declared Content-Length over the default 32 MiB without reading it', async () => {
    const client = answering('{}', { headers: { 'content-length': String(2 ** 25 + 1) } });
    const error = (await rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: 'AAPL' }),
    )) as Error;
    expect(error).toBeInstanceOf(ResponseParseError);
    expect(error.message).toContain(`sent ${2 ** 25 + 1} bytes, over maxResponseBytes 33554432`);
  });

  it('reads a body within the limit', async () => {
    const { client } = sandboxClient({ maxResponseBytes: 1_000_000 });
    await expect(client.stocks.getFinancialMetrics({ ticker: 'AAPL' })).resolves.toBeTypeOf(
      'object',
    );
  });
});

describe('messages that help', () => {
  it('a refused connection names the operation, host:port, path and ECONNREFUSED, and keeps the cause', async () => {
    const probe = createNetServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as { port: number };
    probe.close();
    await once(probe, 'close');
    const client = createMarketDataClient({
      apiKey: API_KEY,
      baseUrl: `http://127.0.0.1:${port}`,
      maxRetries: 0,
    });
    const error = (await rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: 'AAPL' }),
    )) as Error;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe(
      `getFinancialMetrics: no response from 127.0.0.1:${port}/securities/stock/financials (ECONNREFUSED)`,
    );
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('an HTTP 502 names the path and shows a scrubbed excerpt of the body', async () => {
    const client = answering(
      `<html><body><h1>502 Bad Gateway</h1> upstream said ${API_KEY}</body></html>`,
      {
        status: 502,
      },
    );
    const error = (await rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: 'AAPL' }),
    )) as Error;
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error.message).toContain('HTTP 502 from api.example/securities/stock/financials');
    expect(error.message).toContain('502 Bad Gateway');
    expect(error.message).toContain('[redacted]');
    expect(error.message).not.toContain(API_KEY);
  });

  it('a truncated JSON body keeps the parse error as its cause', async () => {
    const client = answering('{"status_code":0,"data":{"tic');
    const error = (await rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: 'AAPL' }),
    )) as Error;
    expect(error).toBeInstanceOf(ResponseParseError);
    expect(error.cause).toBeInstanceOf(SyntaxError);
    expect(error.message).toContain((error.cause as Error).message);
    expect(error.message).toContain('{"status_code":0,"data":{"tic');
  });
});

describe('the envelope must carry what the operation promises', () => {
  it.each([
    [
      'getFinancialMetrics',
      { data: null },
      'getFinancialMetrics: expected data to be an object, got null',
    ],
    [
      'getFinancialMetrics',
      { status_code: 0, data: 1 },
      'getFinancialMetrics: expected data to be an object, got number',
    ],
    [
      'getFinancialMetrics',
      { status_code: '0', data: { ticker: 'AAPL' } },
      'getFinancialMetrics: not a JSON envelope',
    ],
    [
      'getFinancialMetrics',
      { status_code: 0 },
      'getFinancialMetrics: expected data to be an object, got undefined',
    ],
    ['listWires', { status_code: '0', data: 1 }, 'listWires: not a JSON envelope'],
    [
      'listWires',
      { status_code: 0, data: 1 },
      'listWires: expected data to be an object, got number',
    ],
    [
      'listEtfHoldings',
      { status_code: 0, data: { data: null } },
      'listEtfHoldings: expected data.data to be an array, got null',
    ],
    [
      'listEtfHoldings',
      { status_code: 0, data: [] },
      'listEtfHoldings: expected data.data to be an array, got undefined',
    ],
    [
      'getConsensus',
      { status_code: 0, data: 'AAPL' },
      'getConsensus: expected data to be an object, got string',
    ],
  ] as const)(
    '%s with %j rejects with ResponseParseError: "%s"',
    async (operationId, body, message) => {
      const client = answering(body);
      const params = operationId === 'listWires' ? {} : { ticker: 'SPY' };
      const error = (await rejectionOf(
        client.request(operationId, params as never),
      )) as MarketDataError;
      expect(error).toBeInstanceOf(ResponseParseError);
      expect(error.message.startsWith(message), error.message).toBe(true);
      expect(error.requestId).toBeTruthy();
    },
  );

  it('a nullable payload may be null (an unrated ticker)', async () => {
    const client = answering({ status_code: 0, data: null });
    await expect(client.ratings.getConsensus({ ticker: 'AAPL' })).resolves.toBeNull();
  });
});

describe('one scrubber for everything that leaves the client', () => {
  const key = 'sk/te+st=ke y?é';
  const forms = [key, encodeURIComponent(key)];

  it('redacts the key, URL-encoded or in base64, from messages, fields and inspect', async () => {
    // btoa takes Latin-1: the form a server echoing a Basic header would show.
    const latin = btoa(key).replace(/=+$/, '');
    const client = answering(
      `echo ${encodeURIComponent(key)} ${latin} ${key}`,
      { status: 502 },
      key,
    );
    const error = (await rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: 'AAPL' }),
    )) as Error;
    const shown = [
      error.message,
      JSON.stringify(error),
      inspect(error, { depth: 5 }),
      error.stack,
    ].join('\n');
    for (const form of [...forms, latin]) expect(shown).not.toContain(form);
    expect(shown).toContain('[redacted]');
  });

  it('redacts a parameter name equal to the key', async () => {
    const { client } = sandboxClient();
    const error = (await rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: 'AAPL', [API_KEY]: 1 } as never),
    )) as MarketDataError;
    expect(error).toBeInstanceOf(ParamValidationError);
    expect(error.param).toBe('[redacted]');
    expect(inspect(error)).not.toContain(API_KEY);
  });
});
