import { MarketDataError } from '@marketdata-sdk/client';

/** An error in words a reader understands, with what happens next. */
export interface ErrorWords {
  title: string;
  message: string;
  /** True when the app retries by itself once the server answers again. */
  recovers: boolean;
}

/** The detail of a `4012`: the parameter and its rule (`ticker must be …`), when named. */
function paramDetail(error: MarketDataError): string {
  const detail =
    error.name === 'InvalidParamError' && error.param && error.rule
      ? `${error.param} ${error.rule}`
      : (error.statusMsg ?? '').replace(/^Invalid param:?\s*/i, '');
  return detail ? `${detail.charAt(0).toUpperCase()}${detail.slice(1)}.` : '';
}

/** Says what went wrong in words, from the client's typed errors (codes stay in the details). */
export function describeError(error: unknown): ErrorWords {
  if (!(error instanceof MarketDataError)) {
    return {
      title: 'Something went wrong',
      message: error instanceof Error ? error.message : String(error),
      recovers: false,
    };
  }
  switch (error.name) {
    case 'NetworkError':
      return {
        title: 'The server cannot be reached',
        message: 'This loads again by itself as soon as the server answers.',
        recovers: true,
      };
    case 'TimeoutError':
      return {
        title: 'The server is slow to answer',
        message: 'The request took too long. Try again in a moment.',
        recovers: true,
      };
    case 'RateLimitError':
      return {
        title: 'Too many requests for now',
        message: 'The service asks to slow down. Try again in a few seconds.',
        recovers: false,
      };
    case 'AuthenticationError':
    case 'PermissionDeniedError':
      return {
        title: 'The API key was refused',
        message: 'Check the key the server was started with (MARKETDATA_API_KEY).',
        recovers: false,
      };
    case 'InvalidParamError':
    case 'ParamValidationError':
      return {
        title: 'The service did not accept this request',
        message: paramDetail(error) || error.message,
        recovers: false,
      };
    case 'HttpError':
    case 'InternalServerError':
    case 'NotFoundError':
    case 'BadRequestError':
      return {
        title: 'The server answered with an error',
        message: `It said HTTP ${error.httpStatus ?? '?'}. Try again in a moment.`,
        recovers: false,
      };
    case 'ResponseParseError':
      return {
        title: 'The answer could not be read',
        message: 'The response was cut or malformed. Try again.',
        recovers: false,
      };
    default:
      return { title: 'Something went wrong', message: error.message, recovers: false };
  }
}

/** Shows an error in words, with its code and request id tucked in the details. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const known = error instanceof MarketDataError ? error : undefined;
  const words = describeError(error);
  const code =
    known?.statusCode ??
    (known?.httpStatus && known.httpStatus !== 200 ? known.httpStatus : undefined);
  return (
    <div className="notice notice-error" role="alert" data-testid="error">
      <p className="notice-title">{words.title}</p>
      <p className="notice-message">{words.message}</p>
      {(code !== undefined || known?.requestId) && (
        <details className="small muted">
          <summary>Details</summary>
          {code !== undefined && <p>Code {code}</p>}
          {known?.statusMsg && <p>{known.statusMsg}</p>}
          {known?.requestId && <p>Request id {known.requestId}</p>}
        </details>
      )}
      {onRetry && !words.recovers && (
        <button type="button" className="btn btn-small" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
