import {
  ApiError,
  AuthenticationError,
  HttpError,
  InvalidParamError,
  RateLimitError,
  ResponseParseError,
} from '../errors';
import { parseRetryAfter } from './retryDelay';
import type { Exchange } from './send';

const API_ERRORS: Record<number, typeof ApiError> = {
  4011: AuthenticationError,
  4012: InvalidParamError,
  4014: RateLimitError,
};

/**
 * Judges a response. Success is a 2xx whose JSON has `status_code` 0, or `data` without a
 * `status_code` (the ratings endpoints omit it); anything else becomes the matching error.
 */
export function judge(response: Response, text: string, operationId: string): Exchange {
  const { status, headers } = response;
  const requestId = headers.get('x-request-id') ?? undefined;
  const ex: Exchange = { response, text, requestId };
  try {
    const parsed = JSON.parse(text);
    if (parsed && typeof parsed === 'object') ex.body = parsed;
  } catch {}
  const code = ex.body?.status_code;
  const isCode = typeof code === 'number';
  if (response.ok && (isCode ? code === 0 : ex.body && 'data' in ex.body)) return ex;
  const fields = {
    operationId,
    httpStatus: status,
    requestId,
    retryAfterMs: parseRetryAfter(headers.get('retry-after'), Date.now()),
  };
  if (isCode && code) {
    const statusMsg = String(ex.body?.status_msg ?? '');
    const Kind = API_ERRORS[code] ?? ApiError;
    ex.error = new Kind(`${operationId}: ${statusMsg} (status_code ${code})`, {
      ...fields,
      statusCode: code,
      statusMsg,
    });
  } else if (response.ok) {
    ex.error = new ResponseParseError(`${operationId}: the body is not a JSON envelope`, fields);
  } else {
    const Kind =
      status === 401 || status === 403
        ? AuthenticationError
        : status === 429
          ? RateLimitError
          : HttpError;
    ex.error = new Kind(`${operationId}: HTTP ${status}`, fields);
  }
  Object.defineProperty(ex.error, 'headers', { value: headers });
  return ex;
}
