import { forReaders } from '@marketdata-sdk/client/internal';
import {
  type CursorPaging,
  type OperationDoc,
  type OperationRow,
  operationDocs,
  operationRows,
  type PagePaging,
  type ParamRule,
  schemaDefs,
} from '@marketdata-sdk/types/internal';

/** One operation as the command line presents it. */
export interface CliOperation {
  /** The spec's operationId, the one name of the operation everywhere. */
  readonly id: string;
  /** The resource group (`news`, `stocks`, …) the operation belongs to. */
  readonly area: string;
  /** The command words after `marketdata`, e.g. `['stocks', 'earnings']` or `['trades']`. */
  readonly words: readonly string[];
  /** The command name inside its group, e.g. `earnings` for `listEarnings`. */
  readonly command: string;
  /** The parameter the command also takes as its argument (`marketdata stocks earnings AAPL`). */
  readonly positional?: string;
  /** One line for `--help` listings. */
  readonly summary: string;
  /** The longer text of the operation's `--help`. */
  readonly description: string;
  /** The spec's parameter rules, in the spec's order, with their descriptions. */
  readonly params: readonly (ParamRule & { readonly description: string })[];
  /** How the list pages (the row's paging: cursor by `start_id` or numbered), when it does. */
  readonly paging?: CursorPaging | PagePaging;
  /** The payload's fields that hold Unix times, with their unit, from the response schema. */
  readonly timeFields: Readonly<Record<string, 'ms' | 's'>>;
}

/** The program's own name: an area named so has its commands at the top (`marketdata trades`). */
export const PROGRAM = 'marketdata';

const words = (camel: string) =>
  camel
    .replace(/(?<=[a-z0-9])([A-Z])/g, ' $1')
    .toLowerCase()
    .split(' ');
const singular = (word: string) => word.replace(/s$/, '');

/**
 * The command of an operation in its area: the operationId in kebab case without a leading
 * `list`/`get` and without the words its area already says (`listEtfHoldings` in `etf` →
 * `holdings`, `searchSecurities` in `securities` → `search`, `getStockProfile` in `stocks` →
 * `profile`, `listEarningsCalendar` in `calendar` → `earnings`).
 */
export function commandName(operationId: string, area = ''): string {
  const all = words(operationId.replace(/^(list|get)(?=[A-Z])/, ''));
  const said = new Set([...words(area), PROGRAM].map(singular));
  const kept = all.filter((word) => !said.has(singular(word)));
  return (kept.length ? kept : all).join('-');
}

/**
 * The parameter an operation takes as its argument: a required `ticker` or `query`, else its
 * one path parameter.
 */
function positionalOf(row: OperationRow): string | undefined {
  for (const name of ['ticker', 'query'])
    if (row.params.some((p) => p.name === name && p.required)) return name;
  const inPath = row.params.filter((p) => p.in === 'path');
  return inPath.length === 1 ? inPath[0]!.name : undefined;
}

const TIME_DESCRIPTION = /Unix timestamp in (milliseconds|seconds)/;

/** The fields of a payload schema whose description says they hold a Unix time. */
function timeFieldsOf(
  schema: unknown,
  defs: Readonly<Record<string, unknown>>,
  found: Record<string, 'ms' | 's'> = {},
  seen = new Set<unknown>(),
): Record<string, 'ms' | 's'> {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return found;
  seen.add(schema);
  const node = schema as Record<string, unknown>;
  const ref = typeof node.$ref === 'string' ? /#\/\$defs\/(.+)$/.exec(node.$ref)?.[1] : undefined;
  if (ref) timeFieldsOf(defs[ref], defs, found, seen);
  for (const [name, sub] of Object.entries((node.properties ?? {}) as Record<string, unknown>)) {
    const unit = TIME_DESCRIPTION.exec(String((sub as { description?: unknown }).description));
    if (unit) found[name] = unit[1] === 'seconds' ? 's' : 'ms';
    timeFieldsOf(sub, defs, found, seen);
  }
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf'])
    for (const sub of [node[key]].flat()) timeFieldsOf(sub, defs, found, seen);
  return found;
}

/** The commands of generated rows and their documentation. */
export function cliOperationsOf(
  rows: readonly OperationRow[],
  docs: Readonly<Record<string, OperationDoc>>,
  defs: Readonly<Record<string, unknown>> = {},
): CliOperation[] {
  return rows.map((row) => {
    const doc = docs[row.operationId];
    const command = commandName(row.operationId, row.area);
    const positional = positionalOf(row);
    return {
      id: row.operationId,
      area: row.area,
      words: row.area === PROGRAM ? [command] : [row.area, command],
      command,
      ...(positional ? { positional } : {}),
      summary: doc?.summary ?? row.operationId,
      // Help speaks to the user: the spec's notes for its maintainers are left out.
      description: doc ? forReaders(doc.description) : row.operationId,
      params: row.params.map((rule) => ({
        ...rule,
        description: forReaders(doc?.params[rule.name] ?? ''),
      })),
      ...(row.paging ? { paging: row.paging } : {}),
      timeFields: doc ? timeFieldsOf(doc.payload, defs) : {},
    };
  });
}

/** Every operation of the spec, from the generated rows and their documentation. */
export const cliOperations: readonly CliOperation[] = cliOperationsOf(
  Object.values(operationRows),
  operationDocs,
  schemaDefs,
);
