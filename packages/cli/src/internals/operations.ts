import {
  type CursorPaging,
  type OperationDoc,
  type OperationRow,
  operationDocs,
  operationRows,
  type PagePaging,
  type ParamRule,
} from '@marketdata-sdk/types/internal';

/** One operation as the command line presents it. */
export interface CliOperation {
  /** The spec's operationId, the one name of the operation everywhere. */
  readonly id: string;
  /** The resource group (`news`, `stocks`, …): the first word of the command. */
  readonly area: string;
  /** The command name inside its group, e.g. `earnings` for `listEarnings`. */
  readonly command: string;
  /** One line for `--help` listings. */
  readonly summary: string;
  /** The longer text of the operation's `--help`. */
  readonly description: string;
  /** The spec's parameter rules, in the spec's order, with their descriptions. */
  readonly params: readonly (ParamRule & { readonly description: string })[];
  /** How the list pages (the row's paging: cursor by `start_id` or numbered), when it does. */
  readonly paging?: CursorPaging | PagePaging;
}

/** `listEarnings` → `earnings`, `getWireContent` → `wire-content`, `searchSecurities` → `search-securities`. */
export function commandName(operationId: string): string {
  const stem = operationId.replace(/^(list|get)(?=[A-Z])/, '');
  return stem.replace(/[A-Z]/g, (c, i: number) =>
    i === 0 ? c.toLowerCase() : `-${c.toLowerCase()}`,
  );
}

/** The commands of generated rows and their documentation. */
export function cliOperationsOf(
  rows: readonly OperationRow[],
  docs: Readonly<Record<string, OperationDoc>>,
): CliOperation[] {
  return rows.map((row) => {
    const doc = docs[row.operationId];
    return {
      id: row.operationId,
      area: row.area,
      command: commandName(row.operationId),
      summary: doc?.summary ?? row.operationId,
      description: doc?.description ?? row.operationId,
      params: row.params.map((rule) => ({ ...rule, description: doc?.params[rule.name] ?? '' })),
      ...(row.paging ? { paging: row.paging } : {}),
    };
  });
}

/** Every operation of the spec, from the generated rows and their documentation. */
export const cliOperations: readonly CliOperation[] = cliOperationsOf(
  Object.values(operationRows),
  operationDocs,
);
