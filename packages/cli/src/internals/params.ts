import { backwardsRange } from '@marketdata-sdk/client/internal';
import { InvalidArgumentError } from 'commander';
import { defaultsToNow, flagOf, paramValue, parseParam } from './flags';
import type { CliOperation } from './operations';
import { showTime } from './times';

/**
 * The parameters of a run: each flag's value (or its hidden spec spelling), the command's
 * argument for its positional parameter, `now` for a time that defaults to it.
 */
export function paramsOf(
  op: CliOperation,
  opts: Record<string, unknown>,
  argument?: string,
  skip: readonly string[] = [],
): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const rule of op.params) {
    if (skip.includes(rule.name)) continue;
    let value = paramValue(opts, rule);
    if (rule.name === op.positional && argument !== undefined) {
      const fromArgument = parseParam(rule, argument);
      if (value !== undefined && value !== fromArgument)
        throw new InvalidArgumentError(
          `the ${rule.name} is given twice ("${argument}" and ${flagOf(rule.name)} "${String(value)}"); give one.`,
        );
      value = fromArgument;
    }
    if (value === undefined && defaultsToNow(rule)) value = Date.now();
    if (value === undefined && rule.required)
      throw new InvalidArgumentError(
        rule.name === op.positional
          ? `give the ${rule.name}: \`marketdata ${op.words.join(' ')} <${rule.name}>\` or ${flagOf(rule.name)} <${rule.name}>.`
          : `required option '${flagOf(rule.name)}' not specified.`,
      );
    if (value !== undefined) params[rule.name] = value;
  }
  const backwards = backwardsRange(params);
  if (backwards)
    throw new InvalidArgumentError(
      `${flagOf('from')} (${showTime(backwards[0])}) is after ${flagOf('to')} (${showTime(backwards[1])}): the range holds nothing.`,
    );
  return params;
}
