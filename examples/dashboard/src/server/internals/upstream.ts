import { envelope, MAX_UPSTREAM_BYTES, proxyAnswer } from './proxyAnswer';

/** Answers one API request for the browser: the sandbox, or the live service behind a proxy. */
export interface Upstream {
  /** `sandbox` (no key, no network) or `live` (the server adds the key). */
  readonly mode: 'sandbox' | 'live';
  /** One line that says where API calls go, for the startup banner. */
  readonly description: string;
  /** Handles a request whose path is an API path of the spec. */
  handle(request: Request): Promise<Response>;
}

/** Options of the in-process sandbox. */
export interface SandboxUpstreamOptions {
  /** Dataset seed. */
  seed?: number;
  /** Rate of new headlines on the live wire clock. */
  wiresPerMinute?: number;
}

const sandboxKey = 'sandbox';

/**
 * The fixtures' sandbox, in process; the server adds the sandbox key to every request. Loaded
 * on demand, so live mode never builds the dataset.
 */
export async function createSandboxUpstream(
  options: SandboxUpstreamOptions = {},
): Promise<Upstream> {
  const { createSandbox } = await import('@marketdata-sdk/fixtures');
  const seed = options.seed ?? 42;
  const sandbox = createSandbox({
    seed,
    apiKey: sandboxKey,
    ...(options.wiresPerMinute === undefined ? {} : { wiresPerMinute: options.wiresPerMinute }),
  });
  return {
    mode: 'sandbox',
    description: `sandbox (seed ${seed}, no key, no network)`,
    handle(request) {
      const headers = new Headers(request.headers);
      headers.set('authorization', `Bearer ${sandboxKey}`);
      return sandbox.fetch(new Request(request.url, { method: request.method, headers }));
    },
  };
}

/** Options of the live proxy. */
export interface LiveUpstreamOptions {
  /** The key, added server-side; it never reaches the browser. */
  apiKey: string;
  /** The service's base URL, e.g. `https://openapi.ainvest.com/open`. */
  baseUrl: string;
  /** Per-request timeout. */
  timeoutMs?: number;
  /** The most bytes read from one upstream answer (default {@link MAX_UPSTREAM_BYTES}); a longer one gets 502. */
  maxBodyBytes?: number;
  /** The fetch used to reach the service (tests pass their own). */
  fetch?: typeof fetch;
}

/** A path segment the proxy forwards: a plain value, no encoded `/`, no `..`, no control characters. */
const plainSegment = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/** A JSON envelope the dashboard can show, with the status it names. */
const refuse = envelope;

/** The origin of a `Referer`, or `null` when it has none that parses. */
function refererOrigin(referer: string): string | null {
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * Why a request must not reach the live service with the key, or `undefined` when it may: a
 * cross-site request (an `Origin` that is not this server's, `Sec-Fetch-Site` other than
 * `same-origin`/`none`, or a `Referer` from another origin) could spend the user's quota from
 * any web page; a path segment that is not a plain value could address another resource upstream.
 */
export function refusal(request: Request): Response | undefined {
  const url = new URL(request.url);
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  const referer = request.headers.get('referer');
  if (
    (origin !== null && origin !== url.origin) ||
    (site && site !== 'same-origin' && site !== 'none') ||
    (referer !== null && refererOrigin(referer) !== url.origin)
  ) {
    return refuse(403, 'Cross-site requests are refused: the key is only for this dashboard');
  }
  for (const segment of url.pathname.replace(/\/$/, '').split('/').slice(1)) {
    if (!plainSegment.test(segment)) {
      return refuse(400, `Invalid path parameter: ${JSON.stringify(segment.slice(0, 40))}`);
    }
  }
  return undefined;
}

/**
 * A proxy to the live service that adds the bearer key and answers JSON with its own headers
 * (see {@link proxyAnswer}): a status for every answer, a byte cap, no upstream content type. It
 * refuses cross-site requests and path parameters that are not plain values before the key is
 * added (see {@link refusal}).
 */
export function createLiveUpstream(options: LiveUpstreamOptions): Upstream {
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const maxBytes = options.maxBodyBytes ?? MAX_UPSTREAM_BYTES;
  return {
    mode: 'live',
    description: `live service at ${base.origin}${basePath} (key added by this server)`,
    async handle(request) {
      const refused = refusal(request);
      if (refused) return refused;
      const incoming = new URL(request.url);
      const target = new URL(`${basePath}${incoming.pathname}${incoming.search}`, base.origin);
      let upstream: Response;
      try {
        upstream = await doFetch(target, {
          method: request.method === 'HEAD' ? 'HEAD' : 'GET',
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${options.apiKey}`,
          },
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.name : 'error';
        return envelope(502, `The live service could not be reached (${reason})`);
      }
      return proxyAnswer(upstream, maxBytes, request.method === 'HEAD');
    },
  };
}
