import type { IncomingMessage, ServerResponse } from 'node:http';

/** Headers that describe one hop of a connection and must not be copied to the next. */
const hopHeaders = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'keep-alive',
  'transfer-encoding',
]);

/** Builds a Web `Request` from a Node request (the main job only serves GET, HEAD, OPTIONS). */
export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(new URL(req.url ?? '/', origin), { method: req.method ?? 'GET', headers });
}

/** Writes a Web `Response` to a Node response, buffering the body (payloads are small). */
export async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  method = 'GET',
): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  response.headers.forEach((value, name) => {
    if (!hopHeaders.has(name) && name !== 'set-cookie') res.setHeader(name, value);
  });
  res.setHeader('content-length', body.byteLength);
  res.writeHead(response.status);
  res.end(method === 'HEAD' ? undefined : body);
}

/** Sends a small JSON body. */
export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

/** Sends an HTML page that revalidates on every load. */
export function sendHtml(res: ServerResponse, html: string, method = 'GET'): void {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  res.end(method === 'HEAD' ? undefined : html);
}
