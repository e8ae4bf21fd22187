import type { ParamRule } from '@marketdata-sdk/types/internal';

/**
 * The client side's one reading of a parameter rule (the generated rows' `ParamRule`): the
 * client's URL builder, the command line and the MCP server all judge and describe values here.
 * The sandbox judges the same values with code of its own, compiled from the spec's schemas.
 */

/** A constraint a value can break: a keyword of the rule. */
export type RuleKeyword = Exclude<
  keyof ParamRule,
  'name' | 'in' | 'required' | 'default' | 'separator'
>;

/** `YYYY-MM-DD` naming a day that exists (not `2026-02-30`, not `2026-13-01`). */
function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Seconds since 2001-09-09 up to 5138, which as milliseconds would all fall in 1970. */
function looksLikeSeconds(value: number): boolean {
  return value >= 1e9 && value < 1e11;
}

function wrongType(type: ParamRule['type'], value: unknown): boolean {
  if (type === 'integer') return !Number.isSafeInteger(value);
  if (type === 'number') return !Number.isFinite(value);
  return type !== undefined && typeof value !== type;
}

/**
 * The first constraint of `rule` that `value` breaks, or `undefined` when it keeps them all.
 * Integers must be safe integers; a `date` must name a day that exists; a millisecond timestamp
 * that looks like seconds breaks `timestampUnit`.
 */
export function brokenRule(rule: ParamRule, value: unknown): RuleKeyword | undefined {
  if (wrongType(rule.type, value)) return 'type';
  if (rule.enum && !rule.enum.includes(value as string | number)) return 'enum';
  // A comparison with an absent bound (`undefined`) is false.
  if (typeof value === 'number') {
    if (value < rule.minimum!) return 'minimum';
    if (value > rule.maximum!) return 'maximum';
    if (rule.timestampUnit === 'ms' && looksLikeSeconds(value)) return 'timestampUnit';
  }
  if (typeof value === 'string') {
    if (value.length < rule.minLength!) return 'minLength';
    if (value.length > rule.maxLength!) return 'maxLength';
    if (rule.pattern && !new RegExp(rule.pattern, 'u').test(value)) return 'pattern';
    if (rule.format === 'date' && !isCalendarDate(value)) return 'format';
  }
  return undefined;
}

/** The rule a parameter's value must follow, in words, e.g. `an integer from 1 to 50`. */
export function describeRule(rule: ParamRule): string {
  if (rule.enum) return `one of ${rule.enum.join(', ')}`;
  if (rule.format === 'date') return 'a date as YYYY-MM-DD';
  const kind =
    rule.type === 'integer'
      ? 'an integer'
      : rule.type === 'number'
        ? 'a number'
        : rule.type === 'boolean'
          ? 'true or false'
          : 'a string';
  const unit = rule.timestampUnit === 'ms' ? ' (Unix time in milliseconds)' : '';
  if (rule.minimum !== undefined && rule.maximum !== undefined)
    return `${kind} from ${rule.minimum} to ${rule.maximum}${unit}`;
  if (rule.minimum !== undefined) return `${kind} of ${rule.minimum} or more${unit}`;
  if (rule.maximum !== undefined) return `${kind} of ${rule.maximum} or less${unit}`;
  if (rule.minLength) return `a non-empty ${kind.replace(/^an? /, '')}`;
  return `${kind}${unit}`;
}

/**
 * A value typed in text (a flag, a query string) as the rule's type takes it: a number for
 * `integer` and `number` when the text is a plain decimal number, `true`/`false` for `boolean`;
 * any other text stays a string, which {@link brokenRule} then refuses by `type`.
 */
export function valueFromText(rule: ParamRule, text: string): string | number | boolean {
  const trimmed = text.trim();
  if (rule.type === 'integer' && /^-?\d+$/.test(trimmed)) return Number(trimmed);
  if (rule.type === 'number' && /^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed))
    return Number(trimmed);
  if (rule.type === 'boolean' && (trimmed === 'true' || trimmed === 'false'))
    return trimmed === 'true';
  return text;
}

/**
 * A value as the rule takes it: for a list in one string (a rule with a `separator`, such as
 * `tickers`), an array of strings is joined with the separator, and an empty string or array is
 * `undefined` (absent). Any other value comes back as it is, for {@link brokenRule} to judge.
 */
export function listValue(rule: ParamRule, value: unknown): unknown {
  const sep = rule.separator;
  if (sep && Array.isArray(value) && value.every((v) => typeof v === 'string'))
    value = value.join(sep);
  return sep && value === '' ? undefined : value;
}

/** The JSON Schema keywords a rule states, e.g. `{ type: 'integer', minimum: 1, maximum: 50 }`. */
export function ruleSchema(rule: ParamRule): Record<string, unknown> {
  const { name: _n, in: _i, required: _r, timestampUnit: _t, separator: _s, ...keywords } = rule;
  return { ...keywords };
}

/**
 * The `from` and `to` of a call's parameters when its range ends before it starts (a `to` of 0
 * means now, so never), else `undefined`: such a range holds nothing, which the CLI and the MCP
 * server say rather than answer an empty list.
 */
export function backwardsRange(
  params: Readonly<Record<string, unknown>>,
): [from: number, to: number] | undefined {
  const { from, to } = params;
  return typeof from === 'number' && typeof to === 'number' && to > 0 && from > to
    ? [from, to]
    : undefined;
}
