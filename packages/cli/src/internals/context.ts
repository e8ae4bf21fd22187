import type { MarketDataClient } from '@marketdata-sdk/client';
import { type Command, InvalidArgumentError } from 'commander';
import type { ConnectOptions } from './connect';
import type { Format } from './formats';
import type { Sink } from './present';

/** A writable stream as the command writes to it. */
export type OutStream = NodeJS.WritableStream & { isTTY?: boolean; columns?: number };

/** The options every command takes. */
export interface GlobalOptions extends ConnectOptions {
  format?: Format;
  verbose?: boolean;
  dryRun?: boolean;
  profile?: string;
  json?: string;
  jq?: string;
}

/** What a command's action has at hand. */
export interface RunContext {
  client: MarketDataClient;
  globals: GlobalOptions;
  signal: AbortSignal;
  stdout: OutStream;
  stderr: OutStream;
  /** Where results go: stdout, or the pager on a terminal. */
  sink: Sink;
  /** Ends the run with this status although the command finished (an export with rejected tickers). */
  fail(status: number): void;
}

/** A command's work; resolves with text to print, if any. */
export type Action = (context: RunContext) => Promise<string>;

/** Runs an action with the client, the output and the error handling every command shares. */
export type Runner = (
  command: Command,
  action: Action,
  rateLimit?: ConnectOptions['rateLimit'] | 'default',
  /** Results may go through `$PAGER` on a terminal (not a live tail or an export). */
  pageable?: boolean,
) => Promise<void>;

/** A parser of a whole number for `flag`: 1 or more, or from `min` to `max` when given. */
export const positiveInt =
  (flag: string, min = 1, max?: number) =>
  (text: string): number => {
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < min || n > (max ?? Number.MAX_SAFE_INTEGER))
      throw new InvalidArgumentError(
        max === undefined && min === 1
          ? `${flag} must be an integer of 1 or more (got "${text}").`
          : `${flag} must be an integer from ${min} to ${max ?? Number.MAX_SAFE_INTEGER} (got "${text}").`,
      );
    return n;
  };

/** The longest a timer waits, in milliseconds (2^31-1, about 24.8 days). */
export const MAX_TIMER_MS = 2_147_483_647;

/** `5/30`: five requests per 30 seconds. */
export function parseRate(text: string) {
  const match = /^(\d+)\/(\d+(?:\.\d+)?)s?$/.exec(text.trim());
  const requests = Number(match?.[1]);
  const windowMs = Number(match?.[2]) * 1000;
  if (!match || !(requests >= 1 && requests <= 1e9) || !(windowMs >= 1 && windowMs <= MAX_TIMER_MS))
    throw new InvalidArgumentError(
      `--rate-limit must be <requests>/<seconds>, e.g. 5/30: 1 to 1e9 requests per 0.001 to 2147483 seconds (got "${text}").`,
    );
  return { requests, windowMs };
}
