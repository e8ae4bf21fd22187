import {
  ApiError,
  AuthenticationError,
  HttpError,
  InvalidParamError,
  RateLimitError,
  ResponseParseError,
} from '../errors';
import { parseRetryAfter } from './retryDelay';
import { at, type Exchange } from './send';

/** The sandbox's header naming the parameter and rule of a 4012 answer. */
const INVALID_PARAM_HEADER = 'x-sandbox-invalid-param';

const API_ERRORS: Record<number, typeof ApiError> = {
  4011: AuthenticationError,
  4012: InvalidParamError,
  4014: RateLimitError,
};

/**
 * Judges a response. Success is a 2xx whose JSON has `status_code` 0, or `data` without a
 * `status_code` (the ratings endpoints omit it); anything else becomes the matching error.
 */
export function judge(
  response: Response,
  text: string,
  operationId: string,
  url: string,
): Exchange {
  const { status, headers } = response;
  const requestId = headers.get('x-request-id') ?? undefined;
  const ex: Exchange = { response, text, requestId };
  let parseError: unknown;
  try {
    const parsed = JSON.parse(text);
    if (parsed && typeof parsed === 'object') ex.body = parsed;
  } catch (e) {
    parseError = e;
  }
  const code = ex.body?.status_code;
  const isCode = typeof code === 'number';
  if (response.ok && (isCode ? code === 0 : code === undefined && ex.body && 'data' in ex.body))
    return ex;
  const fields = {
    operationId,
    httpStatus: status,
    requestId,
    retryAfterMs: parseRetryAfter(headers.get('retry-after'), Date.now()),
    cause: parseError,
  };
  // A short excerpt of the body, whitespace folded; the key is scrubbed from it with the message.
  const excerpt = `${at(url)}: ${text.slice(0, 120).replace(/\s+/g, ' ')}`;
  if (isCode && code) {
    const statusMsg = String(ex.body?.status_msg ?? '');
    const Kind = API_ERRORS[code] ?? ApiError;
    // The service says only `Invalid param`; the sandbox names the parameter and its rule in a
    // header, e.g. `size must be an integer from 1 to 50`.
    const detail = code === 4012 ? headers.get(INVALID_PARAM_HEADER)?.trim() : undefined;
    const at = detail ? detail.indexOf(' ') : -1;
    ex.error = new Kind(
      `${operationId}: ${statusMsg}${detail ? `: ${detail}` : ''} (status_code ${code})`,
      {
        ...fields,
        statusCode: code,
        statusMsg,
        ...(detail && at > 0 ? { param: detail.slice(0, at), rule: detail.slice(at + 1) } : {}),
      },
    );
  } else if (response.ok) {
    ex.error = new ResponseParseError(
      `${operationId}: not a JSON envelope (${parseError ?? 'no data'}) from ${excerpt}`,
      fields,
    );
  } else {
    const Kind =
      status === 401 || status === 403
        ? AuthenticationError
        : status === 429
          ? RateLimitError
          : HttpError;
    // The body of an HTTP error need not be JSON: its parse error is no cause.
    ex.error = new Kind(`${operationId}: HTTP ${status} from ${excerpt}`, {
      ...fields,
      cause: undefined,
    });
  }
  Object.defineProperty(ex.error, 'headers', { value: headers, configurable: true });
  return ex;
}
