import type { OperationRow } from '@marketdata-sdk/types/internal';
import { ParamValidationError } from '../errors';
import { brokenRule, listValue } from './paramRules';

/**
 * A value as a message shows it: JSON, or what it is where JSON would mislead or fail (`a Date`,
 * `NaN`, `10n`, `an object JSON cannot show` for a cycle).
 */
function shown(value: unknown): string {
  if (value instanceof Date) return 'a Date';
  const type = typeof value;
  if (type === 'bigint') return `${value}n`;
  if (type === 'number' || value === undefined) return String(value);
  try {
    return JSON.stringify(value) ?? `a ${type}`;
  } catch {
    return `an ${type} JSON cannot show`;
  }
}

function fail(op: OperationRow, param: string, rule: string, text: string): never {
  const { operationId } = op;
  throw new ParamValidationError(`${operationId}: parameter "${param}" ${text}`, {
    operationId,
    param,
    rule,
  });
}

/**
 * Validates `params` against the operation's spec constraints and builds the request URL.
 * Throws {@link ParamValidationError} naming the parameter and the rule; nothing is sent.
 */
export function buildUrl(
  baseUrl: string,
  op: OperationRow,
  params: Record<string, unknown> = {},
): string {
  const rules = op.params;
  params ??= {};
  if (typeof params !== 'object' || Array.isArray(params)) {
    const example = rules.find((r) => r.required)?.name ?? rules[0]?.name;
    fail(
      op,
      'params',
      'type',
      `must be an object${example ? ` such as { ${example}: … }` : ''} (got ${shown(params)})`,
    );
  }
  for (const key in params) {
    if (params[key] !== undefined && !rules.some((r) => r.name === key)) {
      fail(op, key, 'unknown', `is unknown (expected ${rules.map((r) => r.name).join(', ')})`);
    }
  }
  let path = op.path;
  let query = '';
  for (const rule of rules) {
    const { name } = rule;
    const value = listValue(rule, params[name]);
    if (value == null) {
      if (rule.required) fail(op, name, 'required', 'is required');
      continue;
    }
    const breaks = brokenRule(rule, value);
    if (breaks === 'timestampUnit')
      fail(
        op,
        name,
        breaks,
        `is in milliseconds; ${value} is seconds (pass ${(value as number) * 1000})`,
      );
    if (breaks) {
      const date = rule.format === 'date' ? ' (a YYYY-MM-DD string)' : '';
      fail(op, name, breaks, `breaks ${breaks} ${rule[breaks]}${date} (got ${shown(value)})`);
    }
    const text = encodeURIComponent(String(value));
    if (rule.in === 'path') path = path.replace(`{${name}}`, text);
    else query += `${query ? '&' : '?'}${name}=${text}`;
  }
  return baseUrl + path + query;
}
