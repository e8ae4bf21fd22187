import type { RequestOptions, TransportCore } from '../createTransport';
import { ResponseParseError } from '../errors';
import { CALL_RULES, checkOptions } from './options';
import { bodyOf } from './send';

/**
 * The `fetch` handed to openapi-fetch by `createRawClient`: the same auth, retries, timeouts, rate
 * limit and logging as the resources, returning the last response as openapi-fetch expects.
 * Per-call `timeoutMs` and `maxRetries` given in openapi-fetch's init are honoured.
 */
export function createRawFetch(core: TransportCore): (request: Request) => Promise<Response> {
  return async (request) => {
    const { timeoutMs, maxRetries } = request as unknown as RequestOptions;
    // The resources check a call's options before sending; the raw client's come from here.
    checkOptions('request', { timeoutMs, maxRetries }, CALL_RULES);
    const { response, body, error } = await core.send(request.url, {
      method: request.method,
      headers: { ...core.headers, ...Object.fromEntries(request.headers) },
      signal: request.signal,
      timeoutMs,
      maxRetries,
    });
    const { status, statusText } = response;
    const text = bodyOf(response);
    // A 2xx body that is not JSON (cut short, HTML from a proxy) would make openapi-fetch throw
    // a bare SyntaxError: throw the typed error instead.
    if (response.ok && text && body === undefined && error instanceof ResponseParseError) {
      throw error;
    }
    return new Response(status === 204 || status === 304 ? null : text, {
      status,
      statusText,
      headers: response.headers,
    });
  };
}
