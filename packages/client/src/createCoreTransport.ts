import type { CallSettings, ClientOptions, Transport } from './createTransport';
import { buildCore } from './internals/buildCore';
import {
  checkOptions,
  FETCH_OPTIONS_RULE,
  HEADERS_RULE,
  isFn,
  num,
  type OptionRule,
  TIMEOUT_RULE,
} from './internals/options';
import { type SendConfig, sendOnce } from './internals/send';

/** The production base URL of the service. */
export const DEFAULT_BASE_URL = 'https://openapi.ainvest.com/open';

/**
 * A behaviour added to a core transport by the app that wants it: {@link withRetries} (retries
 * and the rate-limit queue) or {@link withLogging}. A transport without it carries none of its
 * code.
 */
export interface TransportExtension {
  /** @internal Sets the extension's members of the transport's shared settings. */
  readonly extend: (settings: SendConfig) => void;
}

/**
 * Options of {@link createCoreTransport}: those of `createTransport` that every call needs, a
 * `cache`, and the extensions to add (`use`).
 */
export interface CoreTransportOptions
  extends Omit<CallSettings, 'maxRetries'>,
    Pick<
      ClientOptions,
      | 'apiKey'
      | 'baseUrl'
      | 'maxResponseBytes'
      | 'fetch'
      | 'dangerouslyAllowBrowser'
      | 'allowInsecureHttp'
      | 'cache'
    > {
  /** Extensions, in any order: `withRetries(…)`, `withLogging(…)` (default: none). */
  use?: readonly TransportExtension[] | undefined;
}

const isStr = (v: unknown) => typeof v === 'string';
const isBool = (v: unknown) => typeof v === 'boolean';

/** @internal The rules of the options every transport takes. */
export const CORE_RULES: OptionRule[] = [
  TIMEOUT_RULE,
  HEADERS_RULE,
  FETCH_OPTIONS_RULE,
  ['maxResponseBytes', /* @__PURE__ */ num(1, 2 ** 53, 1), 'an integer >= 1'],
  ['apiKey', (v: unknown) => isStr(v) || typeof v, 'a string'],
  ['baseUrl', isStr, 'a string'],
  ['fetch', isFn, 'a function'],
  ['dangerouslyAllowBrowser', isBool, 'a boolean'],
  ['allowInsecureHttp', isBool, 'a boolean'],
  [
    'cache',
    (v: { through?: unknown }) => isFn(v?.through),
    'a response cache from createResponseCache()',
  ],
];

const USE_RULE: OptionRule = [
  'use',
  (v: TransportExtension[]) => Array.isArray(v) && v.every((e) => isFn(e?.extend)),
  'an array of withRetries() and withLogging()',
];

/**
 * Creates a transport that carries only what every call needs: the parameter checks, the typed
 * errors, a timeout per attempt and the caller's `AbortSignal`, the key, base URL, headers and
 * `fetch` options, and the `withResponse()` / `asResponse()` / `_request_id` of each call. Each
 * call is sent once. Retries, the rate-limit queue and logging are extensions passed in `use`,
 * and a response cache is `cache`: an app that does not import them does not ship them.
 * `createTransport` is this transport with retries and logging added.
 *
 * @example
 * const transport = createCoreTransport({ apiKey, use: [withRetries({ maxRetries: 2 })] });
 * const consensus = await getConsensus(transport, { ticker: 'AAPL' });
 */
export function createCoreTransport(options: CoreTransportOptions = {}): Transport {
  checkOptions('createCoreTransport', options, [...CORE_RULES, USE_RULE], undefined, true);
  return buildCore('createCoreTransport', options, sendOnce, options.use ?? []).transport;
}
