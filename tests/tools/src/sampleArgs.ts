/** A parameter rule as the generated operation rows state it. */
export interface SampleParam {
  readonly name: string;
  readonly in: 'query' | 'path';
  readonly required?: boolean;
  readonly type?: string;
  readonly enum?: readonly (string | number)[];
  readonly minimum?: number;
  readonly format?: string;
}

/** An operation row, as far as sample arguments need it. */
export interface SampleRow {
  readonly operationId: string;
  readonly path: string;
  readonly params: readonly SampleParam[];
}

/** Calls an operation and returns its payload (a client's `request`, a CLI run, an MCP tool). */
export type SampleCall = (operationId: string, params: Record<string, unknown>) => Promise<unknown>;

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function firstItem(payload: unknown): Record<string, unknown> {
  const list = Array.isArray(payload) ? payload : (payload as { data?: unknown[] } | null)?.data;
  const item = Array.isArray(list) ? list[0] : undefined;
  if (!item || typeof item !== 'object')
    throw new Error('sampleArgs: the list to take an id from is empty');
  return item as Record<string, unknown>;
}

/**
 * Valid arguments for every required parameter of `row`, as a user would pick them: a real
 * ticker, a recent date, ids taken from the list operations that yield them. Fails with the
 * operation's name when it cannot tell what to send.
 */
export async function sampleArgs(
  row: SampleRow,
  context: { rows: readonly SampleRow[]; call: SampleCall; now?: number },
): Promise<Record<string, unknown>> {
  const now = context.now ?? Date.now();
  const listAt = (path: string) => {
    const list = context.rows.find((r) => r.path === path);
    if (!list)
      throw new Error(`sampleArgs: ${row.operationId} needs the list at ${path}, which no row has`);
    return context.call(list.operationId, {});
  };
  const args: Record<string, unknown> = {};
  for (const param of row.params) {
    if (!param.required) continue;
    const { name } = param;
    if (param.enum?.length) args[name] = param.enum[0];
    else if (name === 'ticker') args[name] = row.path.includes('/etf/') ? 'SPY' : 'AAPL';
    else if (name === 'query') args[name] = 'apple';
    else if (name === 'content_id')
      args[name] = firstItem(
        await listAt(
          row.path.includes('/article/')
            ? '/news/v1/article/page/history'
            : '/news/v1/wire/page/history',
        ),
      ).content_id;
    else if (name === 'unique_id') {
      const earnings = context.rows.find((r) => r.path === '/securities/stock/financials/earnings');
      if (!earnings) throw new Error(`sampleArgs: ${row.operationId} needs the earnings list`);
      args[name] = firstItem(
        await context.call(earnings.operationId, { ticker: 'AAPL' }),
      ).unique_id;
    } else if (param.format === 'date') args[name] = isoDate(now - DAY);
    else if (param.type === 'integer' || param.type === 'number')
      args[name] =
        name === 'to'
          ? now
          : name === 'from'
            ? now - 7 * DAY
            : name === 'count'
              ? 5
              : (param.minimum ?? 1);
    else
      throw new Error(
        `sampleArgs: no sample for ${row.operationId}'s required parameter "${name}"; add one to tests/tools/src/sampleArgs.ts`,
      );
  }
  return args;
}
