import { MarketDataError, type MarketDataErrorFields } from '../errors';

/**
 * An option's name, its test (given a defined value) and the rule shown when it fails. A test
 * returns `true` when the value keeps the rule, else `false`, or a string saying what is wrong
 * (shown as "got …" without echoing the value, which may hold a secret).
 */
export type OptionRule = [name: string, ok: (value: never) => boolean | string, rule: string];

/** A number from `min` to `max` (an integer when `int`); NaN never is. */
export const num =
  (min: number, max = 2 ** 31 - 1, int?: 1) =>
  (v: unknown): boolean =>
    typeof v === 'number' && v >= min && v <= max && (!int || v % 1 === 0);

/** True for a function. */
export const isFn = (v: unknown): boolean => typeof v === 'function';

/** Where the first character matching `bad` sits in `s`, e.g. `U+200B at index 5`. */
export function badChar(s: string, bad: RegExp): string | undefined {
  const i = s.search(bad);
  return i < 0
    ? undefined
    : `U+${s.codePointAt(i)!.toString(16).toUpperCase().padStart(4, '0')} at index ${i}`;
}

/** What no header value can carry: CR, LF, NUL, or a character beyond Latin-1. */
const NOT_IN_HEADER = /[\0\r\n\u0100-\u{10ffff}]/u;

/** A plain object of header names (tokens) to values a header can carry. */
function headersRule(h: Record<string, unknown>): boolean | string {
  const proto = h && typeof h === 'object' && Object.getPrototypeOf(h);
  if (proto !== Object.prototype && proto !== null) return h?.constructor?.name ?? false;
  for (const name in h) {
    const v = h[name];
    if (!/^[\w!#$%&'*+.^`|~-]+$/.test(name)) return `the name ${JSON.stringify(name)}`;
    if (typeof v !== 'string') return `${typeof v} for "${name}"`;
    const bad = badChar(v, NOT_IN_HEADER);
    if (bad) return `${bad} of "${name}"`;
  }
  return true;
}

/** The rule of `fetchOptions`, per client and per call: the client sets the init's own keys. */
export const FETCH_OPTIONS_RULE: OptionRule = [
  'fetchOptions',
  (o: object) =>
    !!o &&
    typeof o === 'object' &&
    (Object.keys(o).find((k) => /^(method|body|headers|signal)$/.test(k)) ?? true),
  'an object without method, body, headers or signal',
];

/** The rules of `timeoutMs` and `maxRetries`, per client and per call. */
export const CALL_RULES: OptionRule[] = [
  ['timeoutMs', /* @__PURE__ */ num(1), 'a number from 1 to 2147483647'],
  ['maxRetries', /* @__PURE__ */ num(0, 100, 1), 'an integer from 0 to 100'],
];

/** The rule of `headers`, per client and per call. */
export const HEADERS_RULE: OptionRule = [
  'headers',
  headersRule,
  'an object of header strings without CR, LF, NUL or non-Latin-1 characters',
];

/** The rule of a call's `signal` (`null` counts as none). */
export const SIGNAL_RULE: OptionRule = [
  'signal',
  (s: AbortSignal | null) =>
    s === null || (typeof s?.aborted === 'boolean' && isFn(s.addEventListener)),
  'an AbortSignal',
];

/**
 * Throws a {@link MarketDataError} naming the first defined option that breaks its rule, e.g.
 * `watchWires: option "intervalMs" must be a number from 1 to 2147483647 (got 0)`; with
 * `strict`, also one naming an option no rule knows (a misspelt `timeout` for `timeoutMs`).
 */
export function checkOptions(
  where: string,
  options: object,
  rules: OptionRule[],
  fields?: MarketDataErrorFields,
  strict?: boolean,
): void {
  if (options === null || typeof options !== 'object') {
    const got = options === null ? 'null' : typeof options;
    refuse(where, fields, 'options', `options must be an object (got ${got})`, 'an object');
  }
  const values = options as Record<string, never>;
  for (const [name, ok, rule] of rules) {
    const v = values[name];
    const verdict = v === undefined || ok(v);
    if (verdict !== true) {
      const got =
        typeof verdict === 'string' ? verdict : typeof v === 'number' || v === null ? v : typeof v;
      refuse(where, fields, name, `option "${name}" must be ${rule} (got ${got})`, rule);
    }
  }
  if (strict) {
    for (const name in values) {
      if (values[name] !== undefined && !rules.some((r) => r[0] === name)) {
        const known = rules.map((r) => r[0]).join(', ');
        refuse(
          where,
          fields,
          name,
          `option "${name}" is unknown (expected one of ${known})`,
          'unknown',
        );
      }
    }
  }
}

function refuse(
  where: string,
  fields: MarketDataErrorFields | undefined,
  param: string,
  message: string,
  rule: string,
): never {
  throw new MarketDataError(`${where}: ${message}`, { ...fields, param, rule });
}

/**
 * Runs `check` on the options of a nested object, naming them by their path: `at` (such as
 * `rateLimit.`) is put before the name in the error's `param` and message.
 */
export function checkNested(at: string, check: () => void): void {
  try {
    check();
  } catch (error) {
    const e = error as MarketDataError;
    if (e.param) {
      // "options must be an object" is the nested object itself; any other name is one of its.
      const whole = e.param === 'options';
      const name = whole ? at.slice(0, -1) : at + e.param;
      e.message = e.message.replace(whole ? 'options' : `"${e.param}"`, whole ? name : `"${name}"`);
      e.param = name;
    }
    throw e;
  }
}
