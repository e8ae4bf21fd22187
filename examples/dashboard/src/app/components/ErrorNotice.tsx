import { MarketDataError } from '@marketdata-sdk/client';

/** Reader-facing titles of the client's error classes. */
const titles: Record<string, string> = {
  InvalidParamError: 'Invalid parameter',
  ParamValidationError: 'Invalid parameter',
  AuthenticationError: 'Not authorised',
  RateLimitError: 'Rate limited',
  ApiError: 'The API reported an error',
  HttpError: 'HTTP error',
  TimeoutError: 'Timed out',
  NetworkError: 'Network error',
  AbortError: 'Cancelled',
  ResponseParseError: 'Unexpected response',
};

/** Shows an error as the API states it: its message, code and request id. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const known = error instanceof MarketDataError ? error : undefined;
  const message =
    known?.statusMsg || (error instanceof Error ? error.message : 'Something went wrong');
  const code =
    known?.statusCode ??
    (known?.httpStatus && known.httpStatus !== 200 ? known.httpStatus : undefined);
  return (
    <div className="notice notice-error" role="alert" data-testid="error">
      <div className="notice-title">
        {(known && titles[known.name]) ?? 'Something went wrong'}
        {code !== undefined && <span className="code">{code}</span>}
      </div>
      <p className="notice-message">{message}</p>
      {known?.requestId && <p className="muted small">Request id {known.requestId}</p>}
      {onRetry && (
        <button type="button" className="btn btn-small" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
