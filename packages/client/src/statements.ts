/**
 * `@marketdata-sdk/client/statements`: helpers for the line trees of
 * `stocks.getFinancialStatements` (find a line, flatten a tree). A subpath of its own, so that
 * the main entry carries only what every call needs.
 */

/** The shape shared by every statement line: a name, a value and child lines. */
export interface StatementLineLike {
  /** The line's name, e.g. `Gross Profit`. */
  readonly name: string;
  /** The value, or `null` when the report lacks it. */
  readonly value: number | null;
  /** Child lines. */
  readonly lines?: readonly StatementLineLike[] | null;
}

/** One row of a flattened statement tree. */
export interface StatementRow<TLine extends StatementLineLike = StatementLineLike> {
  /** The line's name. */
  name: TLine['name'];
  /** The line's value, or `null`. */
  value: number | null;
  /** 0 for a top-level line, 1 for its children, and so on. */
  depth: number;
  /** Names from the top-level line down to this one. */
  path: string[];
  /** The line itself. */
  line: TLine;
}

/**
 * Finds a line by name anywhere in a statement tree (depth first, parents before children), or
 * by a path of names from the top when a name occurs more than once.
 *
 * @example
 * const gp = findStatementLine(period.lines, 'Gross Profit')?.value;
 * const child = findStatementLine(period.lines, ['Total Current Liabilities', 'Amounts Due to Related Parties', 'Amounts Due to Related Parties']);
 */
export function findStatementLine<TLine extends StatementLineLike>(
  lines: readonly TLine[],
  name: TLine['name'] | readonly string[],
): TLine | undefined {
  // Rows come in reading order: parents before children, as a depth-first search meets them.
  const key = typeof name === 'string' ? name : name.join('\n');
  return flattenStatementLines(lines).find(
    (row) => (typeof name === 'string' ? row.name : row.path.join('\n')) === key,
  )?.line;
}

/**
 * Flattens a statement tree into rows in reading order, each with its depth and path.
 *
 * @example
 * for (const row of flattenStatementLines(period.lines)) console.log('  '.repeat(row.depth) + row.name, row.value);
 */
export function flattenStatementLines<TLine extends StatementLineLike>(
  lines: readonly TLine[],
  depth = 0,
  parents: string[] = [],
): StatementRow<TLine>[] {
  const rows: StatementRow<TLine>[] = [];
  for (const line of lines) {
    const path = [...parents, line.name];
    rows.push({ name: line.name, value: line.value, depth, path, line });
    if (line.lines?.length) {
      rows.push(...flattenStatementLines(line.lines as readonly TLine[], depth + 1, path));
    }
  }
  return rows;
}
