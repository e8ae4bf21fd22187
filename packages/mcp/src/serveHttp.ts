import { createServer, type Server as HttpServer } from 'node:http';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { allowedOf, refusal, urlHost } from './internals/allowed';

/** Options of {@link serveHttp}. */
export interface ServeHttpOptions {
  /** Builds a fresh MCP server for each request (stateless mode). */
  createServer: () => Server;
  /** Interface to bind (default `127.0.0.1`). */
  host?: string;
  /** Port (default 0: a free one). */
  port?: number;
  /** The endpoint path (default `/mcp`). */
  path?: string;
  /**
   * More `Host` headers to answer besides the bound address's own names, e.g. the name a
   * reverse proxy forwards (`mcp.example.com`, or `mcp.example.com:8443`).
   */
  allowedHosts?: readonly string[];
  /** Browser `Origin`s to answer besides `http://<allowed host>`, e.g. `https://app.example.com`. */
  allowedOrigins?: readonly string[];
}

/**
 * Serves MCP over streamable HTTP, stateless: every POST to `path` gets its own server and
 * transport, so nothing is held between requests. A request whose `Host` is not one of the
 * bound address's names (every interface's when bound to `0.0.0.0` or `::`) or of
 * `allowedHosts`, or whose `Origin` (when it has one) is not `http://<allowed host>` or in
 * `allowedOrigins`, is refused with 403 (DNS-rebinding and cross-site protection).
 *
 * @example
 * const http = await serveHttp({ createServer: () => createMarketDataMcpServer({ client }), port: 3333 });
 */
export async function serveHttp(options: ServeHttpOptions): Promise<HttpServer & { url: string }> {
  const host = options.host ?? '127.0.0.1';
  const path = options.path ?? '/mcp';
  let allowed: ReturnType<typeof allowedOf> = { hosts: new Set(), origins: new Set() };
  const http = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== path) {
      res
        .writeHead(404, { 'content-type': 'text/plain' })
        .end(`Not found: the MCP endpoint is ${path}\n`);
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST', 'content-type': 'application/json' }).end(
        JSON.stringify({
          jsonrpc: '2.0',
          error: {
            code: -32000,
            message: 'Method not allowed: this stateless server takes POST only.',
          },
          id: null,
        }),
      );
      return;
    }
    const refused = refusal(req.headers, allowed);
    if (refused) {
      res
        .writeHead(403, { 'content-type': 'application/json' })
        .end(
          JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: refused }, id: null }),
        );
      return;
    }
    const server = options.createServer();
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res);
    } catch (error) {
      if (!res.headersSent)
        res.writeHead(500, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            jsonrpc: '2.0',
            error: { code: -32603, message: String(error) },
            id: null,
          }),
        );
    }
  });
  http.requestTimeout = 60_000;
  http.headersTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 0, host, () => resolve());
  });
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  allowed = allowedOf(host, port ?? 0, options.allowedHosts, options.allowedOrigins);
  // A wildcard bind is reached on loopback from this machine; IPv6 addresses go in brackets.
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : urlHost(host);
  return Object.assign(http, { url: `http://${shown}:${port}${path}` });
}
