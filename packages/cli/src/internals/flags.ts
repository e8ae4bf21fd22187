import type { ParamRule } from '@marketdata-sdk/types/internal';
import { InvalidArgumentError, Option } from 'commander';

/** The rule a parameter's value must follow, in words, e.g. `an integer from 1 to 50`. */
export function describeRule(rule: ParamRule): string {
  if (rule.enum) return `one of ${rule.enum.join(', ')}`;
  const kind =
    rule.type === 'integer' ? 'an integer' : rule.type === 'number' ? 'a number' : 'a string';
  if (rule.format === 'date') return 'a date as YYYY-MM-DD';
  if (rule.minimum !== undefined && rule.maximum !== undefined)
    return `${kind} from ${rule.minimum} to ${rule.maximum}`;
  if (rule.minimum !== undefined) return `${kind} of ${rule.minimum} or more`;
  if (rule.maximum !== undefined) return `${kind} of ${rule.maximum} or less`;
  if (rule.minLength) return `a non-empty ${kind.replace(/^a /, '')}`;
  return kind;
}

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

/** Parses one flag's text into the parameter's value, or throws the rule it breaks. */
export function parseParam(rule: ParamRule, text: string): string | number {
  const fail = () =>
    new InvalidArgumentError(`--${rule.name} must be ${describeRule(rule)} (got "${text}").`);
  let value: string | number = text;
  if (rule.type === 'integer' || rule.type === 'number') {
    const pattern = rule.type === 'integer' ? /^-?\d+$/ : /^-?(\d+\.?\d*|\.\d+)(e-?\d+)?$/i;
    if (!pattern.test(text.trim())) throw fail();
    value = Number(text);
    if (!Number.isFinite(value)) throw fail();
    if (rule.minimum !== undefined && value < rule.minimum) throw fail();
    if (rule.maximum !== undefined && value > rule.maximum) throw fail();
  } else {
    if (rule.minLength !== undefined && text.length < rule.minLength) throw fail();
    if (rule.maxLength !== undefined && text.length > rule.maxLength) throw fail();
    if (rule.pattern && !new RegExp(rule.pattern).test(text)) throw fail();
    if (rule.format === 'date' && !isCalendarDate(text)) throw fail();
  }
  if (rule.enum && !rule.enum.some((allowed) => allowed === value)) throw fail();
  return value;
}

/** A commander option for one spec parameter: the spec's name, rule, default and requiredness. */
export function paramOption(rule: ParamRule, description = ''): Option {
  const placeholder = rule.type === 'integer' || rule.type === 'number' ? 'number' : 'value';
  const text = [
    description.trim(),
    `Must be ${describeRule(rule)}.`,
    rule.required ? '(required)' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const option = new Option(`--${rule.name} <${placeholder}>`, text).argParser((value: string) =>
    parseParam(rule, value),
  );
  if (rule.default !== undefined) option.default(rule.default);
  if (rule.required) option.makeOptionMandatory();
  return option;
}
