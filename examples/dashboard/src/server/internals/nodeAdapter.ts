import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { sendBody } from './compression';

/** Headers that describe one hop of a connection and must not be copied to the next. */
const hopHeaders = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * Builds a Web `Request` from a Node request (the main job only serves GET, HEAD, OPTIONS), at
 * `origin` with `target` (path and query; default the request's own).
 */
export function toWebRequest(
  req: IncomingMessage,
  origin: string,
  target = req.url ?? '/',
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(new URL(target, origin), { method: req.method ?? 'GET', headers });
}

/**
 * Writes a Web `Response` to a Node response, buffering the body (payloads are small) and
 * compressing it when the browser accepts brotli or gzip.
 */
export async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  method = 'GET',
): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (!hopHeaders.has(name) && name !== 'set-cookie') headers[name] = value;
  });
  await sendBody(res.req, res, response.status, headers, body, { method });
}

/** Sends a small JSON body (compressed when large and accepted). */
export function sendJson(res: ServerResponse, status: number, value: unknown): Promise<void> {
  const body = Buffer.from(JSON.stringify(value));
  return sendBody(
    res.req,
    res,
    status,
    { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body,
  );
}

/**
 * Sends an HTML page that revalidates on every load; `cacheKey` (one that changes with the
 * page) keeps its compressed form for the next request.
 */
export function sendHtml(
  res: ServerResponse,
  html: string,
  method = 'GET',
  cacheKey?: string,
): Promise<void> {
  return sendBody(
    res.req,
    res,
    200,
    { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
    Buffer.from(html),
    { method, ...(cacheKey ? { cacheKey } : {}) },
  );
}
