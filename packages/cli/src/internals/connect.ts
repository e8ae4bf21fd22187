import { readFile } from 'node:fs/promises';
import {
  createMarketDataClient,
  type MarketDataClient,
  MarketDataError,
  type RateLimitOptions,
} from '@marketdata-sdk/client';
import { UsageError } from './exitCodes';

/** The options every command shares. */
export interface ConnectOptions {
  /** Answer from an in-process sandbox: no key, no network. */
  sandbox?: boolean;
  /** A file whose first line is the API key. */
  apiKeyFile?: string;
  /** The service root (default `MARKETDATA_BASE_URL`, else production). */
  baseUrl?: string;
  /** Timeout of each attempt in milliseconds. */
  timeout?: number;
  /** Client-side rate limit. */
  rateLimit?: RateLimitOptions;
}

/** The environment a command reads. */
export type Env = Record<string, string | undefined>;

async function readKeyFile(path: string): Promise<string> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      `--api-key-file: cannot read "${path}" (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
    );
  }
  const key = text.split(/\r?\n/, 1)[0]?.trim() ?? '';
  if (!key)
    throw new UsageError(`--api-key-file: "${path}" is empty; its first line must be the API key.`);
  return key;
}

/** Builds the client a command runs with: live (key from the environment or a file) or sandbox. */
export async function connect(options: ConnectOptions, env: Env): Promise<MarketDataClient> {
  const common = { timeoutMs: options.timeout, rateLimit: options.rateLimit };
  if (options.sandbox) {
    const { createSandbox } = await import('@marketdata-sdk/fixtures');
    const sandbox = createSandbox();
    return createMarketDataClient({
      ...common,
      apiKey: sandbox.options.apiKey,
      baseUrl: 'http://127.0.0.1',
      fetch: (input, init) => sandbox.fetch(new Request(input, init)),
    });
  }
  const apiKey = options.apiKeyFile
    ? await readKeyFile(options.apiKeyFile)
    : env.MARKETDATA_API_KEY;
  if (!apiKey)
    throw new UsageError(
      'No API key: set MARKETDATA_API_KEY or pass --api-key-file <path> (or try any command with --sandbox).',
    );
  const baseUrl = options.baseUrl ?? env.MARKETDATA_BASE_URL;
  try {
    return createMarketDataClient({ ...common, apiKey, baseUrl });
  } catch (error) {
    throw usageOf(error, options, baseUrl);
  }
}

/**
 * A client option the client refused, as the flag or variable the user set: `--base-url`
 * rather than `baseUrl`, and never the key itself.
 */
function usageOf(error: unknown, options: ConnectOptions, baseUrl: string | undefined): unknown {
  const param = error instanceof MarketDataError ? error.param : undefined;
  if (param === 'baseUrl') {
    const source = options.baseUrl !== undefined ? '--base-url' : 'MARKETDATA_BASE_URL';
    return new UsageError(
      `${source} must be an https: URL, or http: to a loopback host such as 127.0.0.1 (got "${baseUrl}").`,
      { cause: error },
    );
  }
  if (param === 'apiKey') {
    const source = options.apiKeyFile
      ? `--api-key-file "${options.apiKeyFile}"`
      : 'MARKETDATA_API_KEY';
    return new UsageError(
      `${source}: the key must be one line of printable characters (a pasted newline or control character?).`,
      { cause: error },
    );
  }
  return error;
}
