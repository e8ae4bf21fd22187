/**
 * The coverage checks of the hand-named layers: for every generated operation row, the piece a
 * person writes by hand (a resource method, a hook, a sandbox data handler, the reference). Each
 * returns one message per missing piece, naming the operation and the file to add it to, so a
 * test reads `expect(missing, missing.join('\n')).toEqual([])`. The packages' own tests and the
 * add-an-operation test run the same checks.
 */

/** An operation row, as far as the coverage checks need it. */
export interface CoverageRow {
  readonly operationId: string;
  /** The spec tag: the client resource and the hooks' area. */
  readonly area: string;
  /** How the operation pages, or `null`. */
  readonly paging: unknown;
}

/** `listWires` → `ListWires`. */
const pascalCase = (operationId: string): string =>
  operationId[0]!.toUpperCase() + operationId.slice(1);

/** Rows whose operation is not `client.<area>.<operationId>`. */
export function missingResourceMethods(rows: readonly CoverageRow[], client: object): string[] {
  const resources = client as Record<string, Record<string, unknown> | undefined>;
  return rows
    .filter((row) => typeof resources[row.area]?.[row.operationId] !== 'function')
    .map(
      (row) =>
        `${row.operationId}: no client.${row.area}.${row.operationId}; the client's resources are generated from the spec into packages/client/src/generated/resources.ts: run \`npx -y pnpm@12.21.0 generate\``,
    );
}

/** The hooks an operation must have: `use<OperationId>`, and `use<OperationId>Infinite` when it pages. */
export function expectedHooks(row: CoverageRow): string[] {
  const name = `use${pascalCase(row.operationId)}`;
  return row.paging ? [name, `${name}Infinite`] : [name];
}

/** Rows whose hook is not an export of the hooks package. */
export function missingHooks(rows: readonly CoverageRow[], hooks: object): string[] {
  const exported = hooks as Record<string, unknown>;
  return rows.flatMap((row) =>
    expectedHooks(row)
      .filter((name) => typeof exported[name] !== 'function')
      .map(
        (name) =>
          `${row.operationId}: no ${name}; add it to a hooks file of packages/react-hooks/src and export it from packages/react-hooks/src/index.ts`,
      ),
  );
}

/** What the sandbox answered to one valid call of an operation. */
export interface SandboxAnswer {
  readonly status: number;
  readonly body: string;
}

/**
 * Rows the sandbox does not answer with data: its answer to a valid call (from `answer`) is not
 * an HTTP 200 success envelope (`status_code` 0 with `data`).
 */
export async function missingSandboxHandlers(
  rows: readonly CoverageRow[],
  answer: (row: CoverageRow) => Promise<SandboxAnswer>,
): Promise<string[]> {
  const missing: string[] = [];
  for (const row of rows) {
    const { status, body } = await answer(row);
    let envelope: { status_code?: unknown; data?: unknown } | undefined;
    try {
      envelope = JSON.parse(body) as typeof envelope;
    } catch {
      envelope = undefined;
    }
    if (status === 200 && envelope?.status_code === 0 && envelope.data !== undefined) continue;
    missing.push(
      `${row.operationId}: the sandbox has no data handler (a valid call got HTTP ${status} ${body.slice(0, 80)}); add its handler, returning the operation's payload, to packages/fixtures/src/internals/service/ (newsOperations.ts, securityOperations.ts or marketOperations.ts, by area)`,
    );
  }
  return missing;
}

/**
 * Rows whose operation the built API reference does not show: its page (`referenceHtml`, the
 * spec package's `dist/reference/index.html`) embeds the spec it renders.
 */
export function missingFromReference(
  rows: readonly CoverageRow[],
  referenceHtml: string,
): string[] {
  return rows
    .filter((row) => !referenceHtml.includes(`"operationId":"${row.operationId}"`))
    .map(
      (row) =>
        `${row.operationId}: not in the API reference spec/dist/reference/index.html; add its path to spec/openapi.yaml and spec/paths/${row.area}.yaml, then run \`npx -y pnpm@12.21.0 --filter @marketdata-sdk/spec build\``,
    );
}
