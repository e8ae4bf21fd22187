import { brokenRule, describeRule, valueFromText } from '@marketdata-sdk/client/internal';
import type { ParamRule } from '@marketdata-sdk/types/internal';
import { InvalidArgumentError, Option } from 'commander';

/** Parses one flag's text into the parameter's value, or throws the rule it breaks. */
export function parseParam(rule: ParamRule, text: string): string | number | boolean {
  const value = valueFromText(rule, text);
  if (brokenRule(rule, value))
    throw new InvalidArgumentError(`--${rule.name} must be ${describeRule(rule)} (got "${text}").`);
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
