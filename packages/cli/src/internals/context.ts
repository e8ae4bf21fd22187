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

/** A parser of a whole number of 1 or more for `flag`. */
export const positiveInt = (flag: string) => (text: string) => {
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new InvalidArgumentError(`${flag} must be an integer of 1 or more (got "${text}").`);
  return Number(text);
};

/** `5/30`: five requests per 30 seconds. */
export function parseRate(text: string) {
  const match = /^(\d+)\/(\d+(?:\.\d+)?)s?$/.exec(text.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) <= 0)
    throw new InvalidArgumentError(
      `--rate-limit must be <requests>/<seconds>, e.g. 5/30 (got "${text}").`,
    );
  return { requests: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}
