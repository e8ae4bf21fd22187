/**
 * The main job's Redis mode (`REDIS_URL`): the live proxy's calls share one rate-limit budget
 * per key with every other process on the same Redis, and slowly changing answers are cached
 * there for the TTL the spec declares (`x-cache-ttl`). Live data is never cached.
 */
import { createRateLimiter, type RateLimitOptions } from '@marketdata-sdk/client';
import { createResponseCache } from '@marketdata-sdk/client/cache';
import { connectRedisStore } from '@marketdata-sdk/client/redis';
import { type OperationRow, operationRows } from '@marketdata-sdk/types/internal';
import { envelope, MAX_UPSTREAM_BYTES, readCapped } from './proxyAnswer';

/** The proxy's fetch in Redis mode, and how to close its connection. */
export interface SharedFetch {
  /** A `fetch` for `createMainServer({ fetch })`: rate-limited and cached through Redis. */
  fetch: typeof fetch;
  /** One line for the startup banner (the URL without its password). */
  description: string;
  /** Closes the Redis connection. */
  close(): Promise<void>;
}

/** Options of {@link createSharedFetch}. */
export interface SharedFetchOptions {
  /** `redis://…` */
  redisUrl: string;
  /** The live key; only its hash reaches Redis. */
  apiKey: string;
  /** The key's quota (default 5 requests per 30 s, the free tier). */
  rateLimit?: RateLimitOptions;
  /** The fetch that reaches the service (tests pass their own). */
  fetch?: typeof fetch;
  /** Where the one-line Redis outage and recovery messages go (default `console`). */
  logger?: { warn?(message: string): void; info?(message: string): void };
}

/** Carries a response that must reach the browser but not the cache. */
class NotCached {
  constructor(readonly response: Response) {}
}

const routes = Object.values(operationRows as Record<string, OperationRow>).map((op) => {
  const names: string[] = [];
  const source = op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name) => {
    names.push(name);
    return '([^/]+)';
  });
  return { op, names, pattern: new RegExp(`${source}$`) };
});

/** The operation a proxied URL calls, and its parameters (query and path). */
function operationOf(url: URL) {
  for (const { op, names, pattern } of routes) {
    const match = pattern.exec(url.pathname);
    if (!match) continue;
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    names.forEach((name, i) => {
      params[name] = decodeURIComponent(match[i + 1]!);
    });
    return { op, params };
  }
  return undefined;
}

/** Parses `5/30000` (requests per window in ms). */
export function parseRateLimit(value: string | undefined): RateLimitOptions | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  if (!match)
    throw new Error(
      `MARKETDATA_RATE_LIMIT must be <requests>/<windowMs>, e.g. 5/30000, got "${value}"`,
    );
  return { requests: Number(match[1]), windowMs: Number(match[2]) };
}

/** Connects to Redis and builds the proxy's shared fetch. */
export async function createSharedFetch(options: SharedFetchOptions): Promise<SharedFetch> {
  const logger = options.logger ?? console;
  const { store, close } = await connectRedisStore({
    url: options.redisUrl,
    apiKey: options.apiKey,
    logger: {
      warn: (message) => logger.warn?.(`Redis: ${message}`),
      info: (message) => logger.info?.(`Redis: ${message}`),
    },
  });
  const rateLimit = options.rateLimit ?? { requests: 5, windowMs: 30_000 };
  const limiter = createRateLimiter({ ...rateLimit, store });
  // Its entries are envelope texts, the SDK's are payloads: a format of their own keeps a client
  // on the same Redis from reading one as the other.
  const cache = createResponseCache({
    store,
    format: 'proxy-envelope-text',
    logger: { warn: (message) => logger.warn?.(`Redis: ${message}`) },
  });
  const base = options.fetch ?? fetch;

  /** One limited request; a 4014 or 429 pauses every process that shares the store. */
  const send = async (input: URL | RequestInfo, init?: RequestInit) => {
    await limiter.acquire(init?.signal ?? undefined);
    const response = await base(input, init);
    const body = await readCapped(response, MAX_UPSTREAM_BYTES);
    if (body === undefined)
      throw new NotCached(
        envelope(502, `The live service's answer is over the proxy's ${MAX_UPSTREAM_BYTES} bytes`),
      );
    const text = new TextDecoder().decode(body);
    let code: unknown;
    try {
      code = (JSON.parse(text) as { status_code?: unknown }).status_code;
    } catch {}
    if (code === 4014 || response.status === 429) {
      const seconds = Number(response.headers.get('retry-after'));
      limiter.pause(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000);
    }
    return { response, text, code };
  };

  const sharedFetch = async (input: URL | RequestInfo, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const found = (init?.method ?? 'GET') === 'GET' ? operationOf(url) : undefined;
    try {
      if (!found) {
        const { response, text } = await send(input, init);
        return new Response(text, { status: response.status, headers: response.headers });
      }
      const { data, requestId } = await cache.through(
        { op: found.op, params: found.params, apiKey: options.apiKey },
        async () => {
          const { response, text, code } = await send(input, init);
          const body = (() => {
            try {
              return JSON.parse(text) as Record<string, unknown>;
            } catch {
              return undefined;
            }
          })();
          const ok = response.ok && body && (code === undefined ? 'data' in body : code === 0);
          if (!ok)
            throw new NotCached(
              new Response(text, { status: response.status, headers: response.headers }),
            );
          return {
            data: text,
            response,
            requestId: response.headers.get('x-request-id') ?? undefined,
          };
        },
      );
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (requestId) headers['x-request-id'] = requestId;
      return new Response(data as string, { status: 200, headers });
    } catch (error) {
      if (error instanceof NotCached) return error.response;
      throw error;
    }
  };

  const where = new URL(options.redisUrl);
  if (where.password) where.password = '***';
  return {
    fetch: sharedFetch as typeof fetch,
    description: `${where.href} — rate limit ${rateLimit.requests} per ${rateLimit.windowMs / 1000} s shared per key, responses cached per the spec's x-cache-ttl`,
    close,
  };
}
