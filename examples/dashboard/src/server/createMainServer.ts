import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { RelayStore } from '@marketdata-sdk/client/relay';
import {
  createGuardedServer,
  type GuardedServerOptions,
} from '@marketdata-sdk/fixtures/guarded-server';
import { missingAppPage, renderAppShell } from './internals/appShell';
import { sendHtml, sendJson, sendWebResponse, toWebRequest } from './internals/nodeAdapter';
import { createReferenceRoutes } from './internals/referenceRoutes';
import { createUpstreamRelay, relayPath, serveRelay } from './internals/relayRoute';
import { createSiteRoutes } from './internals/siteRoutes';
import { createApiPathMatcher, loadSpecFiles, type SpecFiles } from './internals/specFiles';
import { resolveStaticFile, sendFile } from './internals/staticFiles';
import { createLiveUpstream, createSandboxUpstream, type Upstream } from './internals/upstream';

/** Options of {@link createMainServer}. */
export interface MainServerOptions extends GuardedServerOptions {
  /** The built dashboard (Vite's output directory). */
  appDir: string;
  /** Port to listen on; `0` picks a free one. Default 4010. */
  port?: number;
  /** Address to bind. Default `127.0.0.1`. */
  host?: string;
  /** A live API key: when set, API paths proxy to the live service with it. */
  apiKey?: string;
  /** The live service's base URL. Default `https://openapi.ainvest.com/open`. */
  baseUrl?: string;
  /** The fetch used to reach the live service (tests pass their own). */
  fetch?: typeof fetch;
  /** Sandbox dataset seed. Default 42. */
  seed?: number;
  /** Sandbox rate of new headlines per minute (the sandbox's default when omitted). */
  wiresPerMinute?: number;
  /** The dashboard's live-feed poll interval. Default 3 s on the sandbox, 15 s live. */
  pollIntervalMs?: number;
  /** The spec package's built files. Default: read from `@marketdata-sdk/spec`. */
  specFiles?: SpecFiles;
  /**
   * Where the live feed's relay shares one poller per filter with other processes (Redis mode,
   * see `connectRelayStore`); without it, this process polls for its own viewers.
   */
  relayStore?: RelayStore;
}

/** Path and query of a request target; an absolute-form target loses its authority. */
function originForm(target: string): string | undefined {
  if (target.startsWith('/')) return target;
  try {
    const url = new URL(target);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? url.pathname + url.search
      : undefined;
  } catch {
    return undefined;
  }
}

/** A running main job. */
export interface MainServer {
  /** The origin, e.g. `http://127.0.0.1:4010`. */
  url: string;
  /** The bound port. */
  port: number;
  /** `sandbox` or `live`. */
  mode: 'sandbox' | 'live';
  /** One line that says where API calls go. */
  upstream: string;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

/**
 * Starts the main job: the dashboard at `/`, the reference site at `/docs/`, the API reference at
 * `/reference/` with a try-it console at `/reference/try/`, and the API at the spec's own paths,
 * answered by the sandbox or, with `apiKey`, by the live service through a proxy that adds the
 * key server-side.
 *
 * @example
 * const server = await createMainServer({ appDir: 'dist/app', port: 0 });
 * console.log(server.url); // http://127.0.0.1:53122
 * await server.close();
 */
export async function createMainServer(options: MainServerOptions): Promise<MainServer> {
  const host = options.host ?? '127.0.0.1';
  const files = options.specFiles ?? loadSpecFiles();
  const isApiPath = createApiPathMatcher(Object.keys(files.spec.document.paths ?? {}));
  const upstream: Upstream = options.apiKey
    ? createLiveUpstream({
        apiKey: options.apiKey,
        baseUrl: options.baseUrl ?? 'https://openapi.ainvest.com/open',
        ...(options.fetch ? { fetch: options.fetch } : {}),
      })
    : await createSandboxUpstream({
        ...(options.seed === undefined ? {} : { seed: options.seed }),
        ...(options.wiresPerMinute === undefined ? {} : { wiresPerMinute: options.wiresPerMinute }),
      });
  const pollIntervalMs = options.pollIntervalMs ?? (upstream.mode === 'live' ? 15_000 : 3_000);
  const serveReference = createReferenceRoutes(files, upstream.mode);
  // The server's own address: what the sandbox builds image URLs from, never the request's Host.
  let ownOrigin = '';
  // One poller per filter for every viewer of the live feed.
  const relay = createUpstreamRelay(upstream, {
    intervalMs: pollIntervalMs,
    origin: () => ownOrigin,
    ...(options.relayStore ? { store: options.relayStore } : {}),
  });
  const serveSite = createSiteRoutes();
  // Read per request (1 kB): a rebuild of the app never leaves a stale shell behind.
  const appShell = () =>
    readFile(join(options.appDir, 'index.html'), 'utf8').then(
      (html) => renderAppShell(html, { mode: upstream.mode, pollIntervalMs, relayUrl: relayPath }),
      () => undefined,
    );
  let port = options.port ?? 4010;

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const hostHeader = req.headers.host ?? '';
    // Only loopback names: a page on another site cannot reach the proxy by DNS rebinding.
    if (!/^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/i.test(hostHeader)) {
      await sendJson(res, 403, { status_code: 403, status_msg: `Host not allowed: ${hostHeader}` });
      return;
    }
    const origin = `http://${hostHeader}`;
    const target = originForm(req.url ?? '/');
    let pathname: string;
    try {
      if (target === undefined) throw new TypeError('not a path');
      ({ pathname } = new URL(target, origin));
    } catch {
      // A port beyond 65535 or a target the URL parser refuses: an answer, not a reset.
      sendJson(res, 400, {
        status_code: 400,
        status_msg: 'Bad request: unreadable Host or target',
      });
      return;
    }
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
      await sendJson(res, 405, { status_code: 405, status_msg: `Method not allowed: ${method}` });
      return;
    }
    if (pathname === relayPath && method === 'GET') {
      await serveRelay(relay, req, res, toWebRequest(req, origin, target));
      return;
    }
    if (isApiPath(pathname) || (upstream.mode === 'sandbox' && pathname.startsWith('/images/'))) {
      if (method === 'OPTIONS' && upstream.mode === 'live') {
        res.writeHead(204).end();
        return;
      }
      // The sandbox builds image URLs from the request's origin: give it this server's own.
      const requestOrigin = upstream.mode === 'sandbox' ? ownOrigin : origin;
      const request = toWebRequest(req, requestOrigin, target);
      await sendWebResponse(res, await upstream.handle(request), method);
      return;
    }
    const reference =
      serveReference(res, pathname, origin, method) ?? serveSite(res, pathname, method);
    if (reference) {
      await reference;
      return;
    }
    if (pathname === '/favicon.ico') {
      res.writeHead(204, { 'cache-control': 'public, max-age=86400' }).end();
    } else if (pathname === '/' || pathname === '/index.html') {
      await sendHtml(res, (await appShell()) ?? missingAppPage, method);
    } else {
      const file = await resolveStaticFile(options.appDir, pathname);
      if (file) await sendFile(res, file, method, pathname.startsWith('/assets/'));
      else await sendJson(res, 404, { status_code: 404, status_msg: `Not found: ${pathname}` });
    }
  }

  const server = createGuardedServer(
    {
      ...(options.headersTimeoutMs === undefined
        ? {}
        : { headersTimeoutMs: options.headersTimeoutMs }),
      ...(options.requestTimeoutMs === undefined
        ? {}
        : { requestTimeoutMs: options.requestTimeoutMs }),
    },
    (req, res) => {
      route(req, res).catch((error: unknown) => {
        // A connection-reset fault from the sandbox rejects: reset the socket the same way.
        if (error instanceof TypeError && !res.headersSent) {
          req.socket.destroy();
          return;
        }
        if (!res.headersSent) {
          void sendJson(res, 500, { status_code: 500, status_msg: 'Internal error' }).catch(() =>
            res.destroy(),
          );
        } else res.destroy();
      });
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        const message =
          `Port ${port} on ${host} is already in use. Stop the program that holds it, ` +
          `or choose another port: PORT=${port + 1} npx -y pnpm@12.21.0 start`;
        reject(Object.assign(new Error(message), { code: 'EADDRINUSE' }));
      } else reject(error);
    });
    server.listen(port, host, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  ownOrigin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url: `http://${host}:${port}`,
    port,
    mode: upstream.mode,
    upstream: upstream.description,
    close: () =>
      new Promise<void>((resolve) => {
        void relay.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
