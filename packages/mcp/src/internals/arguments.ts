import { backwardsRange } from '@marketdata-sdk/client/internal';
import type { OperationRow } from '@marketdata-sdk/types/internal';
import { MAX_LIMIT, type Narrowing, type PayloadShape } from './shape';
import { ArgumentError, isTime, timeOptional, toMillis } from './times';

/** A tool call's arguments split into the operation's parameters and the narrowing ones. */
export interface ToolArguments {
  readonly params: Record<string, unknown>;
  readonly narrowing: Narrowing;
  /** The call has a time parameter: its result states the server's time. */
  readonly timed: boolean;
}

function checkNarrowing(args: Record<string, unknown>, shape: PayloadShape): Narrowing {
  const { limit, statements, lines } = args;
  if (
    limit !== undefined &&
    !(Number.isInteger(limit) && Number(limit) >= 1 && Number(limit) <= MAX_LIMIT)
  )
    throw new ArgumentError(
      `\`limit\` must be an integer from 1 to ${MAX_LIMIT} (got ${JSON.stringify(limit)}).`,
    );
  if (
    statements !== undefined &&
    !(Array.isArray(statements) && statements.every((s) => shape.statements.includes(s)))
  )
    throw new ArgumentError(
      `\`statements\` must be a list of ${shape.statements.join(', ')} (got ${JSON.stringify(statements)}).`,
    );
  if (
    lines !== undefined &&
    !(Array.isArray(lines) && lines.every((l) => typeof l === 'string' && l))
  )
    throw new ArgumentError(
      `\`lines\` must be a list of line names (got ${JSON.stringify(lines)}).`,
    );
  return {
    ...(limit !== undefined ? { limit: limit as number } : {}),
    ...(statements !== undefined ? { statements: statements as string[] } : {}),
    ...(lines !== undefined ? { lines: lines as string[] } : {}),
  };
}

/**
 * Splits a call's arguments: times as the operation takes them (ISO 8601 read as Unix ms, a
 * missing `to` as `now`), and `limit`, `statements`, `lines` kept for narrowing the answer.
 * Anything else goes to the client, which refuses what the operation does not have.
 */
export function toolArguments(
  row: OperationRow,
  shape: PayloadShape,
  args: Record<string, unknown>,
  now: number,
): ToolArguments {
  const narrowingNames = new Set([
    'limit',
    ...(shape.statements.length ? ['statements', 'lines'] : []),
  ]);
  const own = new Set(row.params.map((p) => p.name));
  const params: Record<string, unknown> = {};
  const extra: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args))
    (narrowingNames.has(name) && !own.has(name) && shape.lists ? extra : params)[name] = value;
  let timed = false;
  for (const rule of row.params) {
    if (!isTime(rule)) continue;
    timed = true;
    if (params[rule.name] !== undefined) params[rule.name] = toMillis(rule, params[rule.name]);
    else if (timeOptional(rule) && rule.default === undefined) params[rule.name] = now;
  }
  const backwards = backwardsRange(params);
  if (backwards)
    throw new ArgumentError(
      `\`from\` (${new Date(backwards[0]).toISOString()}) is after \`to\` (${new Date(backwards[1]).toISOString()}): the range holds nothing.`,
    );
  return { params, narrowing: checkNarrowing(extra, shape), timed };
}
