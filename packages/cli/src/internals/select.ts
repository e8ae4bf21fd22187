import { UsageError } from './exitCodes';

/** `--json a,b`: the field names asked for. */
export function parseFields(text: string): string[] {
  const fields = text
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (fields.length === 0)
    throw new UsageError(`--json must name fields, e.g. --json ticker,title (got "${text}").`);
  return fields;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The result with only `fields` of each record (a list's items, a page's items, or the one
 * object); a field the
 * records do not have is a usage error that lists the ones they do.
 */
export function pickFields(result: unknown, fields: readonly string[]): unknown {
  const page = (result as { data?: unknown } | null)?.data;
  if (Array.isArray(page)) return pickFields(page, fields);
  const records = Array.isArray(result) ? result : [result];
  const known = new Set(records.filter(isObject).flatMap((record) => Object.keys(record)));
  const unknown = records.length && known.size ? fields.filter((f) => !known.has(f)) : [];
  if (unknown.length)
    throw new UsageError(
      `--json: no field ${unknown.map((f) => `"${f}"`).join(', ')}; the fields are ${[...known].join(', ')}.`,
    );
  const pick = (record: unknown) =>
    isObject(record)
      ? Object.fromEntries(fields.filter((f) => f in record).map((f) => [f, record[f]]))
      : record;
  return Array.isArray(result) ? result.map(pick) : pick(result);
}

/**
 * The output of a jq expression over `value`, as `jq -r` prints it (strings without quotes),
 * run by jq itself compiled to WebAssembly. A bad expression is a usage error with jq's words.
 */
export async function runJq(value: unknown, expression: string): Promise<string> {
  const { raw } = await import('jq-wasm');
  try {
    const text = await raw(JSON.stringify(value ?? null), expression, ['-r']);
    return text.endsWith('\n') || text === '' ? text : `${text}\n`;
  } catch (error) {
    const message = (error as Error).message.replace(/\s+/g, ' ').trim();
    throw new UsageError(`--jq: ${message}`);
  }
}
