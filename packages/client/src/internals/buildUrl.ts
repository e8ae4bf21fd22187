import type { OperationRow, ParamRule } from '@marketdata-sdk/types/internal';
import { ParamValidationError } from '../errors';

function isDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** The name of the first constraint `value` breaks, if any. */
function broken(rule: ParamRule, value: unknown): keyof ParamRule | undefined {
  const { type } = rule;
  if (
    type &&
    (type === 'integer'
      ? !Number.isInteger(value)
      : type === 'number'
        ? !Number.isFinite(value)
        : typeof value !== type)
  ) {
    return 'type';
  }
  if (rule.enum && !rule.enum.includes(value as string)) return 'enum';
  if (typeof value === 'number') {
    if (value < (rule.minimum ?? value)) return 'minimum';
    if (value > (rule.maximum ?? value)) return 'maximum';
  }
  if (typeof value === 'string') {
    if (value.length < (rule.minLength ?? 0)) return 'minLength';
    if (value.length > (rule.maxLength ?? value.length)) return 'maxLength';
    if (rule.pattern && !new RegExp(rule.pattern, 'u').test(value)) return 'pattern';
    if (rule.format === 'date' && !isDate(value)) return 'format';
  }
  return undefined;
}

/** A value as a message shows it: JSON, or what it is when JSON would mislead (`a Date`). */
const shown = (value: unknown) =>
  value instanceof Date ? 'a Date' : value === undefined ? 'undefined' : JSON.stringify(value);

/** Seconds since 2001-09-09 up to 5138, which as milliseconds would all fall in 1970. */
function looksLikeSeconds(value: unknown): boolean {
  return typeof value === 'number' && value >= 1e9 && value < 1e11;
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
    const value = params[name];
    if (value == null) {
      if (rule.required) fail(op, name, 'required', 'is required');
      continue;
    }
    const breaks = broken(rule, value);
    if (breaks) {
      const date = rule.format === 'date' ? ' (a YYYY-MM-DD string)' : '';
      fail(op, name, breaks, `breaks ${breaks} ${rule[breaks]}${date} (got ${shown(value)})`);
    }
    if (rule.timestampUnit === 'ms' && looksLikeSeconds(value)) {
      fail(
        op,
        name,
        'timestampUnit',
        `is in milliseconds; ${value} is seconds (pass ${(value as number) * 1000})`,
      );
    }
    const text = encodeURIComponent(String(value));
    if (rule.in === 'path') path = path.replace(`{${name}}`, text);
    else query += `${query ? '&' : '?'}${name}=${text}`;
  }
  return baseUrl + path + query;
}
