#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import type { MarketDataClient } from '@marketdata-sdk/client';
import { Command, InvalidArgumentError } from 'commander';
import { packageVersion } from './internals/version';

// The SDK, the client and the server load only when serving: `--version` and `--help` start fast.

const port = (text: string) => {
  if (!/^\d+$/.test(text) || Number(text) > 65535)
    throw new InvalidArgumentError(`--port must be an integer from 0 to 65535 (got "${text}").`);
  return Number(text);
};

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const program = new Command('marketdata-mcp')
  .description(
    'An MCP server with one read-only tool per operation of the Market Data, News and Research API.',
  )
  .version(packageVersion, '-V, --version', 'print the version')
  .option('--sandbox', "serve the sandbox's data: no key, no network")
  .option(
    '--api-key-file <path>',
    'read the API key from the first line of this file (else MARKETDATA_API_KEY)',
  )
  .option('--http', 'serve streamable HTTP instead of stdio')
  .option('--host <host>', 'with --http, the interface to bind', '127.0.0.1')
  .option('--port <port>', 'with --http, the port (0: a free one)', port, 3333)
  .option(
    '--allowed-hosts <names>',
    "with --http, more Host names to answer, comma-separated (a reverse proxy's public name); the bound address's own names always are",
    list,
  )
  .option(
    '--allowed-origins <origins>',
    'with --http, browser Origins to answer, comma-separated (e.g. https://app.example.com); http://<allowed host> always is',
    list,
  )
  .option(
    '--max-result-chars <n>',
    'the most characters of JSON in one tool result; larger lists are cut, keeping the newest items (default 40000)',
    (text: string) => {
      if (!/^\d+$/.test(text) || Number(text) < 1000)
        throw new InvalidArgumentError(
          `--max-result-chars must be an integer of 1000 or more (got "${text}").`,
        );
      return Number(text);
    },
  )
  .showHelpAfterError();

function readKeyFile(path: string): string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(
      `--api-key-file: cannot read "${path}" (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
    );
  }
  const key = text.split(/\r?\n/, 1)[0]?.trim();
  if (!key)
    throw new Error(`--api-key-file: "${path}" is empty; its first line must be the API key.`);
  return key;
}

async function clientFor(opts: {
  sandbox?: boolean;
  apiKeyFile?: string;
}): Promise<MarketDataClient> {
  const { createMarketDataClient } = await import('@marketdata-sdk/client');
  if (opts.sandbox) {
    const { createSandbox } = await import('@marketdata-sdk/fixtures');
    const sandbox = createSandbox();
    return createMarketDataClient({
      apiKey: sandbox.options.apiKey,
      baseUrl: 'http://127.0.0.1',
      fetch: (input, init) => sandbox.fetch(new Request(input, init)),
    });
  }
  const apiKey = opts.apiKeyFile ? readKeyFile(opts.apiKeyFile) : process.env.MARKETDATA_API_KEY;
  if (!apiKey) {
    throw new Error(
      'No API key: set MARKETDATA_API_KEY or pass --api-key-file <path> (or run with --sandbox).',
    );
  }
  return createMarketDataClient({ apiKey });
}

program.action(
  async (opts: {
    sandbox?: boolean;
    apiKeyFile?: string;
    http?: boolean;
    host: string;
    port: number;
    allowedHosts?: string[];
    allowedOrigins?: string[];
    maxResultChars?: number;
  }) => {
    const client = await clientFor(opts);
    const { createMarketDataMcpServer } = await import('./createMarketDataMcpServer');
    const create = () => createMarketDataMcpServer({ client, maxResultChars: opts.maxResultChars });
    if (opts.http) {
      const { serveHttp } = await import('./serveHttp');
      const http = await serveHttp({
        createServer: create,
        host: opts.host,
        port: opts.port,
        allowedHosts: opts.allowedHosts,
        allowedOrigins: opts.allowedOrigins,
      });
      process.stderr.write(
        `marketdata-mcp: streamable HTTP on ${http.url}${opts.sandbox ? ' (sandbox data)' : ''}\n`,
      );
      const stop = () => http.close(() => process.exit(0));
      process.on('SIGINT', stop).on('SIGTERM', stop);
      return;
    }
    const { StdioServerTransport } = await import('@modelcontextprotocol/sdk/server/stdio.js');
    await create().connect(new StdioServerTransport());
  },
);

program.parseAsync().catch((error: unknown) => {
  process.stderr.write(
    `marketdata-mcp: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
});
