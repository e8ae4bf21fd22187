import {
  AuthenticationError,
  HttpError,
  InvalidParamError,
  MarketDataError,
  NetworkError,
  ParamValidationError,
  PermissionDeniedError,
  RateLimitError,
  ResponseParseError,
  TimeoutError,
} from '@marketdata-sdk/client';

import { operationRows } from '@marketdata-sdk/types/internal';
import { exitCodes, UsageError } from './exitCodes';

/** The exit status for an error thrown by a command. */
export function exitCodeOf(error: unknown): number {
  if (error instanceof UsageError || error instanceof ParamValidationError) return exitCodes.usage;
  if (error instanceof AuthenticationError || error instanceof PermissionDeniedError) {
    return exitCodes.authentication;
  }
  if (error instanceof InvalidParamError) return exitCodes.invalidParam;
  if (error instanceof RateLimitError) return exitCodes.rateLimited;
  if (error instanceof NetworkError || error instanceof TimeoutError) return exitCodes.network;
  if (error instanceof ResponseParseError) return exitCodes.badResponse;
  if (error instanceof HttpError || error instanceof MarketDataError) return exitCodes.server;
  return exitCodes.unexpected;
}

/** When a rate-limited call may be tried again: `; retry in 30 s (at 14:05:12)`. */
function retryHint(error: unknown): string {
  if (!(error instanceof RateLimitError)) return '';
  const wait = error.retryAfterMs;
  if (wait === undefined) return '; retry in a minute (the service gave no Retry-After)';
  const at = new Date(Date.now() + wait).toTimeString().slice(0, 8);
  return `; retry in ${Math.ceil(wait / 1000)} s (at ${at})`;
}

/**
 * What a 403 means: the key works but lacks the entitlement to this operation, named by the
 * operation and its endpoint, so the user knows what to ask the provider for.
 */
function entitlementHint(error: unknown): string {
  if (!(error instanceof PermissionDeniedError)) return '';
  const row = (operationRows as Record<string, { path: string } | undefined>)[error.operationId];
  const endpoint = row ? ` (GET ${row.path})` : '';
  return `; the key lacks the entitlement to ${error.operationId}${endpoint}: ask the provider to add it to the key's plan`;
}

/** One readable line for stderr; with `verbose`, the chain of causes on the lines after it. */
export function describeError(error: unknown, verbose: boolean): string {
  const head = error instanceof Error ? error.message : String(error);
  const lines = [`marketdata: ${head.split('\n')[0]}${retryHint(error)}${entitlementHint(error)}`];
  if (verbose) {
    const fields = error as {
      name?: string;
      statusCode?: number;
      status?: number;
      requestId?: string;
    };
    const facts = [
      fields.name,
      fields.statusCode !== undefined ? `status_code ${fields.statusCode}` : '',
      fields.status !== undefined ? `HTTP ${fields.status}` : '',
      fields.requestId ? `request id ${fields.requestId}` : '',
    ].filter(Boolean);
    if (facts.length) lines.push(`  (${facts.join(', ')})`);
    let cause = error instanceof Error ? error.cause : undefined;
    for (let depth = 0; cause !== undefined && depth < 8; depth++) {
      lines.push(
        `  caused by: ${cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)}`,
      );
      cause = cause instanceof Error ? cause.cause : undefined;
    }
  }
  return `${lines.join('\n')}\n`;
}
