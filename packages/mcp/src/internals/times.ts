import type { ParamRule } from '@marketdata-sdk/types/internal';

/** Before this, a time in milliseconds is 1973: a model's mistake, never what it meant. */
const EARLIEST_MS = 1e11;

/** A tool argument the model gave wrongly: the message names the argument and its rule. */
export class ArgumentError extends Error {
  override name = 'ArgumentError';
}

/** Whether a parameter is a Unix time in milliseconds. */
export function isTime(rule: ParamRule): boolean {
  return rule.timestampUnit === 'ms';
}

/**
 * The input schema of a time parameter: an ISO 8601 time or Unix milliseconds, as the server's
 * instructions say once for every tool. A required `to` becomes optional, meaning now.
 */
export function timeSchema(rule: ParamRule, description: string): object {
  const text = `${description.split(/[,.;]/)[0]}.${rule.default === 0 ? ' 0 or absent: up to the latest.' : ''}`;
  // `minimum` applies to the number form only; a string is read as ISO 8601 or refused.
  return { type: ['string', 'integer'], minimum: 0, description: text };
}

/** Whether a time parameter may be left out by the model (`to` means now). */
export function timeOptional(rule: ParamRule): boolean {
  return rule.name === 'to';
}

/** A time argument as the operation takes it (Unix ms), or an error naming it and the rule. */
export function toMillis(rule: ParamRule, value: unknown): number {
  if (typeof value === 'number') {
    if (value === 0 && rule.default === 0) return 0;
    if (!Number.isInteger(value) || value < EARLIEST_MS)
      throw new ArgumentError(
        `\`${rule.name}\` must be an ISO 8601 time or Unix milliseconds after 1973 (got ${value})${rule.name === 'to' ? '; leave it out for now' : ''}.`,
      );
    return value;
  }
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time))
    throw new ArgumentError(
      `\`${rule.name}\` must be an ISO 8601 time such as "2026-03-02T15:30:00Z" or Unix milliseconds (got ${JSON.stringify(value)}).`,
    );
  return time;
}
