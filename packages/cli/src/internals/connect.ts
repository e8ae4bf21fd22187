import { readFile } from 'node:fs/promises';
import {
  createMarketDataClient,
  type Logger,
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
  /** Print each request's method, URL, status, time and request id to stderr. */
  verbose?: boolean;
  /** Print the request as curl instead of sending it. */
  dryRun?: boolean;
}

/** What `connect` writes its request log and dry-run command to. */
export interface ConnectIo {
  /** One line of the request log (stderr). */
  log(line: string): void;
}

/** Thrown by the dry-run fetch: the request that would have been sent, as curl. */
export class DryRun extends Error {
  override name = 'DryRun';
  constructor(readonly curl: string) {
    super('dry run');
  }
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** A request as a curl command, the key masked as the variable or file it comes from. */
export function curlOf(request: Request, keySource: string): string {
  const lines = [`curl ${quote(request.url)}`];
  request.headers.forEach((value, name) => {
    if (name === 'authorization') lines.push(`-H "Authorization: Bearer ${keySource}"`);
    else if (name === 'accept') lines.push(`-H ${quote(`${name}: ${value}`)}`);
  });
  return `${lines.join(' \\\n  ')}\n`;
}

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** `fetch` wrapped for `--verbose` (a line per request and per answer) or `--dry-run`. */
function instrument(
  fetch: Fetch,
  options: ConnectOptions,
  io: ConnectIo,
  keySource: string,
): Fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (options.dryRun) throw new DryRun(curlOf(request, keySource));
    if (!options.verbose) return fetch(request);
    const started = performance.now();
    io.log(`${request.method} ${request.url}`);
    try {
      const response = await fetch(request);
      const ms = Math.round(performance.now() - started);
      const id = response.headers.get('x-request-id') ?? request.headers.get('x-request-id');
      io.log(
        `${response.status} ${response.statusText || ''}`.trim() +
          ` in ${ms} ms, request id ${id ?? '(none)'}`,
      );
      return response;
    } catch (error) {
      io.log(
        `failed after ${Math.round(performance.now() - started)} ms: ${(error as Error).message}`,
      );
      throw error;
    }
  };
}

/**
 * The client's retries as the user sees them: a wait of a second or more (a rate limit's
 * `Retry-After`, a queue paused by a 4014) always, so that a command never sits silent; every
 * retry with `--verbose`. Failures are the command's own error line.
 */
function retryNotes(options: ConnectOptions, io: ConnectIo): Logger {
  return {
    warn(message, meta) {
      const ms = Number(meta?.delayMs);
      if (message !== 'retrying' || !(ms >= 0) || (ms < 1000 && !options.verbose)) return;
      const wait = ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
      io.log(`${String(meta?.message)}; retrying in ${wait}`);
    },
  };
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
export async function connect(
  options: ConnectOptions,
  env: Env,
  io: ConnectIo = { log: () => {} },
): Promise<MarketDataClient> {
  const common = {
    timeoutMs: options.timeout,
    rateLimit: options.rateLimit,
    logger: retryNotes(options, io),
    logLevel: 'warn' as const,
    ...(options.dryRun ? { maxRetries: 0 } : {}),
  };
  if (options.sandbox) {
    const { createSandbox } = await import('@marketdata-sdk/fixtures');
    const sandbox = createSandbox();
    return createMarketDataClient({
      ...common,
      apiKey: sandbox.options.apiKey,
      baseUrl: 'http://127.0.0.1',
      fetch: instrument(
        (input, init) => sandbox.fetch(new Request(input, init)),
        options,
        io,
        sandbox.options.apiKey,
      ),
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
  const keySource = options.apiKeyFile
    ? `$(head -n1 ${quote(options.apiKeyFile)})`
    : '$MARKETDATA_API_KEY';
  const wrapped =
    options.verbose || options.dryRun
      ? { fetch: instrument((input, init) => fetch(input, init), options, io, keySource) }
      : {};
  try {
    return createMarketDataClient({ ...common, apiKey, baseUrl, ...wrapped });
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
