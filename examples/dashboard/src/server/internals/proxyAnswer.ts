/**
 * The live proxy's answer to the browser: always a status, always JSON, only the proxy's own
 * headers, and never more than a bounded number of bytes read from upstream.
 */

/** The most bytes the proxy reads from one upstream answer (the client's own default is 32 MiB). */
export const MAX_UPSTREAM_BYTES = 8 * 1024 * 1024;

/** A JSON envelope with the status it names, and the proxy's own headers. */
export function envelope(status: number, message: string): Response {
  return new Response(JSON.stringify({ status_code: status, status_msg: message }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** A `Retry-After` worth passing on: whole seconds or an HTTP date, nothing else. */
const retryAfterForm = /^(\d{1,9}|[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT)$/;
/** An `X-Request-Id` worth passing on: a short token. */
const requestIdForm = /^[A-Za-z0-9._:-]{1,128}$/;

/** Reads at most `max` bytes of a body; `undefined` when it is longer. Rejects when it is cut short. */
export async function readCapped(
  response: Response,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > max) {
    await response.body?.cancel().catch(() => {});
    return undefined;
  }
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/**
 * The browser's answer to an upstream response: its status and body when the body is complete,
 * within `maxBytes` and JSON; otherwise a 502 envelope that says which of the three failed.
 * Upstream's content type, caching and cookie headers never pass: the answer carries the proxy's
 * JSON content type and `no-store`, plus upstream's `Retry-After` and `X-Request-Id` when they
 * are well formed.
 */
export async function proxyAnswer(
  upstream: Response,
  maxBytes: number,
  head = false,
): Promise<Response> {
  let body: Uint8Array<ArrayBuffer> | undefined;
  try {
    body = await readCapped(upstream, maxBytes);
  } catch {
    return envelope(502, "The live service's answer was cut short");
  }
  if (body === undefined)
    return envelope(502, `The live service's answer is over the proxy's ${maxBytes} bytes`);
  // A HEAD answer has no body to check.
  if (!head) {
    try {
      JSON.parse(new TextDecoder().decode(body));
    } catch {
      return envelope(502, 'The live service did not answer JSON');
    }
  }
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  const retryAfter = upstream.headers.get('retry-after');
  if (retryAfter && retryAfterForm.test(retryAfter)) headers.set('retry-after', retryAfter);
  const requestId = upstream.headers.get('x-request-id');
  if (requestId && requestIdForm.test(requestId)) headers.set('x-request-id', requestId);
  const status = upstream.status >= 200 && upstream.status <= 599 ? upstream.status : 502;
  return new Response(body, { status, headers });
}
