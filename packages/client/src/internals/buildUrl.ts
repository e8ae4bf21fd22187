import { ParamValidationError } from '../errors';
import type { OperationDefinition, ParamRule } from '../operation';

const patterns = new Map<string, RegExp>();
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** Returns `[rule, expectation]` for the first constraint `value` breaks, if any. */
function breaks(rule: ParamRule, value: unknown): [string, string] | undefined {
  const { type } = rule;
  if (type === 'integer' && !Number.isInteger(value)) return ['type', 'be an integer'];
  if (type === 'number' && !Number.isFinite(value)) return ['type', 'be a finite number'];
  if (type === 'string' && typeof value !== 'string') return ['type', 'be a string'];
  if (type === 'boolean' && typeof value !== 'boolean') return ['type', 'be a boolean'];
  if (rule.enum && !rule.enum.includes(value as string)) {
    return ['enum', `be one of ${rule.enum.map((v) => JSON.stringify(v)).join(', ')}`];
  }
  if (typeof value === 'number') {
    if (rule.minimum !== undefined && value < rule.minimum)
      return ['minimum', `be at least ${rule.minimum}`];
    if (rule.maximum !== undefined && value > rule.maximum)
      return ['maximum', `be at most ${rule.maximum}`];
  }
  if (typeof value === 'string') {
    const min = rule.minLength ?? (rule.required ? 1 : 0);
    if (value.length < min) return ['minLength', `have at least ${min} character(s)`];
    if (rule.maxLength !== undefined && value.length > rule.maxLength) {
      return ['maxLength', `have at most ${rule.maxLength} characters`];
    }
    if (rule.pattern) {
      const re = patterns.get(rule.pattern) ?? new RegExp(rule.pattern, 'u');
      patterns.set(rule.pattern, re);
      if (!re.test(value)) return ['pattern', `match ${rule.pattern}`];
    }
    if (rule.format === 'date' && !isDate(value)) return ['format', 'be a real date (YYYY-MM-DD)'];
  }
  return undefined;
}

function fail(op: OperationDefinition, param: string, rule: string, text: string): never {
  throw new ParamValidationError(`${op.operationId}: parameter "${param}" ${text}.`, {
    operationId: op.operationId,
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
  op: OperationDefinition,
  params: Record<string, unknown> = {},
): string {
  for (const key in params) {
    if (params[key] !== undefined && !op.params.some((r) => r.name === key)) {
      const known = op.params.map((r) => r.name).join(', ') || 'none';
      fail(op, key, 'unknown', `is not a parameter of this operation (known: ${known})`);
    }
  }
  let path = op.path;
  let query = '';
  for (const rule of op.params) {
    const value = params[rule.name];
    if (value === undefined || value === null) {
      if (rule.required) fail(op, rule.name, 'required', 'is required');
      continue;
    }
    const broken = breaks(rule, value);
    if (broken) fail(op, rule.name, broken[0], `must ${broken[1]} (got ${JSON.stringify(value)})`);
    const text = encodeURIComponent(String(value));
    if (rule.in === 'path') path = path.replace(`{${rule.name}}`, text);
    else query += `${query ? '&' : '?'}${rule.name}=${text}`;
  }
  return baseUrl + path + query;
}

/** The spec's default of a parameter, e.g. the page size the service assumes. */
export function paramDefault(op: OperationDefinition, name: string): unknown {
  return op.params.find((r) => r.name === name)?.default;
}
