import {
  AuthenticationError,
  InvalidParamError,
  MarketDataError,
  ParamValidationError,
  RateLimitError,
} from '@marketdata-sdk/client';
import { ArgumentError } from './times';

/** A tool result that reports a failure the model can act on. */
export interface ToolErrorResult {
  [key: string]: unknown;
  isError: true;
  content: { type: 'text'; text: string }[];
}

/** The tool error for a failed call: the status code, what was wrong, and what to do. */
export function toolError(error: unknown): ToolErrorResult {
  const text = (() => {
    if (error instanceof ArgumentError)
      return `Invalid arguments: ${error.message} Fix the argument and call the tool again.`;
    if (error instanceof ParamValidationError)
      return `Invalid arguments: ${error.message} Fix the argument and call the tool again.`;
    if (error instanceof InvalidParamError)
      return `status_code 4012 (invalid parameter): ${error.message} Check the arguments against the input schema; an unknown ticker is also answered with 4012 (search for the symbol first).`;
    if (error instanceof RateLimitError) {
      const wait =
        error.retryAfterMs !== undefined
          ? `${Math.ceil(error.retryAfterMs / 1000)} s`
          : 'about 30 s';
      return `status_code 4014 (rate limited): retry after ${wait}.`;
    }
    if (error instanceof AuthenticationError)
      return `status_code 4011 (unauthorised): the server's API key was refused; the user must configure MARKETDATA_API_KEY.`;
    if (error instanceof MarketDataError) {
      const code = error.statusCode !== undefined ? `status_code ${error.statusCode}: ` : '';
      return `${code}${error.message}`;
    }
    return error instanceof Error ? error.message : String(error);
  })();
  return { isError: true, content: [{ type: 'text', text }] };
}
