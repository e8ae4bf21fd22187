import {
  ApiError,
  AuthenticationError,
  BadRequestError,
  HttpError,
  InternalServerError,
  InvalidParamError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ResponseParseError,
} from '../errors';
import { parseRetryAfter } from './retryDelay';
import { at, type Exchange } from './send';

/** The sandbox's header naming the parameter and rule of a 4012 answer. */
const INVALID_PARAM_HEADER = 'x-sandbox-invalid-param';

/** The class of each envelope `status_code` and each HTTP status that has one. */
const API_ERRORS: Record<number, typeof ApiError> = {
  4011: AuthenticationError,
  4012: InvalidParamError,
  4014: RateLimitError,
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  429: RateLimitError,
};

/**
 * The class of an error answer: by its HTTP status first (a 2xx has none), then by its envelope's
 * `status_code` (a 4012 refines a 400 too), else `ApiError` for a 2xx and `HttpError` for the rest.
 */
const classOf = (status: number, code: unknown): typeof ApiError =>
  (status > 499
    ? InternalServerError
    : (code === 4012 && status === 400) || status < 300
      ? API_ERRORS[code as number]
      : API_ERRORS[status]) ?? (status < 300 ? ApiError : HttpError);

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
  const ex: Exchange = { response, requestId };
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
    const Kind = classOf(status, code);
    // The service says only `Invalid param`; the sandbox names the parameter and its rule in a
    // header, e.g. `size must be an integer from 1 to 50`.
    const detail = code === 4012 ? headers.get(INVALID_PARAM_HEADER)?.trim() : undefined;
    const [, param, rule] = detail?.match(/^(\S+) (.+)/s) ?? [];
    ex.error = new Kind(
      `${operationId}: ${statusMsg}${detail ? `: ${detail}` : ''} (${response.ok ? '' : `HTTP ${status}, `}status_code ${code})`,
      { ...fields, statusCode: code, statusMsg, param, rule },
    );
  } else if (response.ok) {
    ex.error = new ResponseParseError(
      `${operationId}: not a JSON envelope (${parseError ?? 'no data'}) from ${excerpt}`,
      fields,
    );
  } else {
    // The body of an HTTP error need not be JSON: its parse error is no cause.
    ex.error = new (classOf(status, undefined))(`${operationId}: HTTP ${status} from ${excerpt}`, {
      ...fields,
      cause: undefined,
    });
  }
  Object.defineProperty(ex.error, 'headers', { value: headers, configurable: true });
  return ex;
}
