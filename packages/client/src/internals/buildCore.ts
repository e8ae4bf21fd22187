import {
  type CoreTransportOptions,
  DEFAULT_BASE_URL,
  type TransportExtension,
} from '../createCoreTransport';
import type { RequestOptions, Transport, TransportCore } from '../createTransport';
import { MarketDataError, ResponseParseError } from '../errors';
import { buildUrl } from './buildUrl';
import { attachCore } from './core';
import { isBrowser, readEnv } from './env';
import { mergeHeaders } from './headers';
import { secretScrubber } from './log';
import {
  badChar,
  checkOptions,
  FETCH_OPTIONS_RULE,
  HEADERS_RULE,
  SIGNAL_RULE,
  TIMEOUT_RULE,
} from './options';
import { scrubError } from './scrubError';
import type { SendCall, SendConfig, Sender } from './send';

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** The options of a call that passed none: nothing to check. */
const NO_OPTIONS: RequestOptions = {};

/** Throws the `MarketDataError` of a bad option, named `param`, from `where`. */
export function fail(where: string, param: string, message: string, rule?: string): never {
  throw new MarketDataError(`${where}: ${message}`, { param, rule });
}

function checkBaseUrl(where: string, baseUrl: string, allowInsecureHttp?: boolean): string {
  // Paths are appended to the base URL: a query or fragment in it would end up mid-URL.
  const rule = 'no query string or fragment';
  if (/[?#]/.test(baseUrl)) fail(where, 'baseUrl', `baseUrl must have ${rule} ("?" or "#")`, rule);
  if (!baseUrl.startsWith('/')) {
    let url: URL | undefined;
    try {
      url = new URL(baseUrl);
    } catch {}
    const insecure =
      url?.protocol === 'http:' && !LOOPBACK.test(url.hostname) && !allowInsecureHttp;
    if (!url || !/^https?:$/.test(url.protocol))
      fail(where, 'baseUrl', 'baseUrl must be an https: URL or a "/path"');
    if (insecure)
      fail(
        where,
        'baseUrl',
        'baseUrl is plain http: to a non-loopback host (see allowInsecureHttp)',
      );
  }
  return baseUrl.replace(/\/+$/, '');
}

/**
 * Builds a transport from checked options, the sender of its calls and its extensions (which may
 * change the sender); `where` names the factory in the errors of a bad key or base URL.
 */
export function buildCore(
  where: string,
  options: CoreTransportOptions,
  send: Sender,
  extensions: readonly TransportExtension[],
): TransportCore {
  const { cache } = options;
  const apiKey = options.apiKey ?? readEnv('MARKETDATA_API_KEY');
  const explicitBase = options.baseUrl ?? readEnv('MARKETDATA_BASE_URL');
  const bad = apiKey && badChar(apiKey, /[\p{Cc}\u0100-\u{10ffff}]/u);
  if (bad) {
    fail(
      where,
      'apiKey',
      `apiKey has ${bad}: control characters and characters beyond U+00FF cannot be sent`,
    );
  }
  if (!apiKey && !explicitBase)
    fail(where, 'apiKey', 'no apiKey (or MARKETDATA_API_KEY) and no baseUrl of a proxy');
  if (apiKey && isBrowser() && !options.dangerouslyAllowBrowser) {
    fail(
      where,
      'apiKey',
      'a key in a browser is public: use a same-origin proxy or dangerouslyAllowBrowser',
    );
  }
  const baseUrl = checkBaseUrl(where, explicitBase ?? DEFAULT_BASE_URL, options.allowInsecureHttp);
  if (baseUrl.startsWith('/') && !isBrowser() && !options.fetch) {
    fail(where, 'baseUrl', 'a relative baseUrl needs a browser or your own fetch');
  }
  const defaults: Record<string, string> = { accept: 'application/json' };
  if (apiKey) defaults.authorization = `Bearer ${apiKey}`;
  const headers = mergeHeaders(defaults, options.headers);
  // Errors never carry the key, in any of its forms.
  const scrub = secretScrubber(apiKey);
  // Ids unique enough to find one call in the logs: a random prefix per client and a counter.
  const idPrefix = `mdc-${Math.random().toString(36).slice(2, 10)}-`;
  let calls = 0;
  const cfg: SendConfig = {
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
    headers,
    timeoutMs: options.timeoutMs ?? 30_000,
    maxResponseBytes: options.maxResponseBytes ?? 2 ** 25,
    fetchOptions: options.fetchOptions,
    apiKey,
    send,
    rules: [TIMEOUT_RULE, HEADERS_RULE, FETCH_OPTIONS_RULE, SIGNAL_RULE],
    clean(error) {
      scrubError(error, scrub);
      return error;
    },
    newId: () => idPrefix + ++calls,
    pool: [],
  };
  for (const extension of extensions) extension.extend(cfg);
  const transport: Transport = {
    baseUrl,
    call(op, params, options = NO_OPTIONS) {
      const { operationId } = op;
      const own = options?.headers && mergeHeaders(headers, options.headers);
      // A caller's x-request-id (per call, else per client) wins over a new one.
      const requestId = (own ?? headers)['x-request-id'] ?? cfg.newId();
      let url: string;
      try {
        if (options !== NO_OPTIONS) {
          checkOptions(operationId, options, cfg.rules, { operationId, requestId }, true);
        }
        url = buildUrl(baseUrl, op, params as Record<string, unknown>);
      } catch (error) {
        return Promise.reject(cfg.clean(Object.assign(error as MarketDataError, { requestId })));
      }
      const load = async (opts: RequestOptions) => {
        const call: SendCall = { ...opts, operationId, requestId, headers: own };
        const ex = await cfg.send(cfg, url, call);
        if (ex.error) throw ex.error;
        const data = (ex.body as { data?: { data?: unknown } }).data;
        const value = op.unwrap ? data?.data : data;
        // The envelope must carry what the operation promises: a list, an object, null if nullable.
        if (
          op.unwrap ? !Array.isArray(value) : typeof data !== 'object' || (!data && !op.nullable)
        ) {
          const got = op.unwrap && data && typeof data === 'object' ? value : data;
          throw cfg.clean(
            new ResponseParseError(
              `${operationId}: expected data${op.unwrap ? '.data to be an array' : ' to be an object'}, got ${got === null ? 'null' : typeof got}`,
              {
                operationId,
                httpStatus: ex.response.status,
                requestId: ex.requestId ?? requestId,
              },
            ),
          );
        }
        const id = scrub(ex.requestId ?? requestId);
        // The request id rides on the payload too, not enumerable, as `_request_id`.
        if (value && typeof value === 'object') {
          Object.defineProperty(value, '_request_id', { value: id });
        }
        return { data: value as never, response: ex.response, requestId: id };
      };
      // A cached load may serve several callers: it runs without any one caller's signal.
      // Per-call headers may change the answer (another key): such a call skips the cache.
      return cache && !options.headers
        ? cache.through({ op, params: { ...params }, apiKey, signal: options.signal }, () =>
            load({ ...options, signal: undefined }),
          )
        : load(options);
    },
  };
  const core: TransportCore = {
    transport,
    headers,
    send: (url, call) => cfg.send(cfg, url, call),
  };
  attachCore(transport, core);
  return core;
}
