import { MarketDataError, type MarketDataErrorFields } from '../errors';

/** An option's name, its test (given a defined value) and the rule shown when it fails. */
export type OptionRule = [name: string, ok: (value: never) => boolean, rule: string];

/** A number from `min` to `max` (an integer when `int`); NaN never is. */
export const num =
  (min: number, max = 2 ** 31 - 1, int?: 1) =>
  (v: unknown): boolean =>
    typeof v === 'number' && v >= min && v <= max && (!int || v % 1 === 0);

/** True for a function. */
export const isFn = (v: unknown): boolean => typeof v === 'function';

/** The rules of `timeoutMs` and `maxRetries`, per client and per call. */
export const CALL_RULES: OptionRule[] = [
  ['timeoutMs', /* @__PURE__ */ num(1), 'a number from 1 to 2147483647'],
  ['maxRetries', /* @__PURE__ */ num(0, 100, 1), 'an integer from 0 to 100'],
];

/**
 * Throws a {@link MarketDataError} naming the first defined option that breaks its rule, e.g.
 * `watchWires: option "intervalMs" must be a number from 1 to 2147483647 (got 0)`.
 */
export function checkOptions(
  where: string,
  options: object,
  rules: OptionRule[],
  fields?: MarketDataErrorFields,
): void {
  for (const [name, ok, rule] of rules) {
    const v = (options as Record<string, never>)[name];
    if (v !== undefined && !ok(v)) {
      const got = typeof v === 'number' ? v : typeof v;
      throw new MarketDataError(`${where}: option "${name}" must be ${rule} (got ${got})`, {
        ...fields,
        param: name,
        rule,
      });
    }
  }
}
