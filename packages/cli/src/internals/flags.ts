import { brokenRule, describeRule, valueFromText } from '@marketdata-sdk/client/internal';
import type { ParamRule } from '@marketdata-sdk/types/internal';
import { InvalidArgumentError, Option } from 'commander';
import { badTime, DATE_WORDS, readDate, readTime, TIME_WORDS } from './times';

/** A parameter's flag: its spec name in kebab case (`start_id` → `--start-id`). */
export function flagOf(name: string): string {
  return `--${name.replace(/_/g, '-')}`;
}

/** Whether a parameter is a Unix time in milliseconds (typed as `now`, ISO 8601 or `-2h`). */
export const isTime = (rule: ParamRule) => rule.timestampUnit === 'ms';

/** Whether a required time may be left out, meaning now (`--to` of trades). */
export const defaultsToNow = (rule: ParamRule) =>
  isTime(rule) && rule.name === 'to' && rule.default === undefined;

/** Parses one flag's text into the parameter's value, or throws the rule it breaks. */
export function parseParam(
  rule: ParamRule,
  text: string,
  now = Date.now(),
): string | number | boolean {
  const flag = flagOf(rule.name);
  if (isTime(rule)) {
    const time = readTime(text, now);
    if (time === undefined) throw badTime(flag, text);
    const breaks = brokenRule(rule, time);
    if (breaks === 'timestampUnit')
      throw new InvalidArgumentError(
        `${flag} is in milliseconds; ${text} is seconds (pass ${time * 1000}, or ${TIME_WORDS}).`,
      );
    if (breaks)
      throw new InvalidArgumentError(
        `${flag} must be ${describeRule(rule)}: ${TIME_WORDS} (got "${text}").`,
      );
    return time;
  }
  const value = valueFromText(rule, rule.format === 'date' ? readDate(text, now) : text);
  if (brokenRule(rule, value)) {
    const also = rule.format === 'date' ? `, or ${DATE_WORDS}` : '';
    throw new InvalidArgumentError(`${flag} must be ${describeRule(rule)}${also} (got "${text}").`);
  }
  return value;
}

/** What a flag's help says of its rule. */
function ruleWords(rule: ParamRule): string {
  if (isTime(rule)) return `Takes ${TIME_WORDS}.`;
  if (rule.format === 'date') return `Must be ${describeRule(rule)}. Also takes ${DATE_WORDS}.`;
  return `Must be ${describeRule(rule)}.`;
}

/** Options of {@link paramOptions}. */
export interface ParamOptionChoices {
  /** The parameter is also the command's argument: the flag is then optional. */
  readonly positional?: boolean;
}

/**
 * The commander options of one spec parameter: the kebab-case flag with the spec's rule,
 * default and requiredness, and the spec's own spelling (`--start_id`) as a hidden alias.
 */
export function paramOptions(
  rule: ParamRule,
  description = '',
  choices: ParamOptionChoices = {},
): Option[] {
  const flag = flagOf(rule.name);
  const placeholder = isTime(rule)
    ? 'time'
    : rule.type === 'integer' || rule.type === 'number'
      ? 'number'
      : 'value';
  const required = rule.required && !choices.positional && !defaultsToNow(rule);
  const text = [
    description.trim(),
    ruleWords(rule),
    defaultsToNow(rule) ? '(default: now)' : '',
    required ? '(required)' : choices.positional ? '(or as the argument)' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const parse = (value: string) => parseParam(rule, value);
  const option = new Option(`${flag} <${placeholder}>`, text).argParser(parse);
  if (rule.default !== undefined && !isTime(rule)) option.default(rule.default);
  if (required) option.makeOptionMandatory();
  const options = [option];
  if (flag.slice(2) !== rule.name)
    options.push(new Option(`--${rule.name} <${placeholder}>`).argParser(parse).hideHelp());
  return options;
}

/** The value a run got for a parameter, by its flag or its hidden spec spelling. */
export function paramValue(opts: Record<string, unknown>, rule: ParamRule): unknown {
  const attribute = rule.name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return opts[rule.name] ?? opts[attribute];
}
