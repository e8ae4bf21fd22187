import { describe, expect, it } from 'vitest';
import { bundleSpec } from './bundle';

const doc = bundleSpec();
const schemas = doc.components.schemas;
const example = doc.components.examples.GetFinancialStatementsSuccess.value.data;

interface Line {
  name: string;
  value: number | null;
  lines?: Line[];
}

/** `[depth, name]` of every line, depth first, as the tree is printed. */
const flatten = (lines: Line[], depth = 0): [number, string][] =>
  lines.flatMap((line) => [
    [depth, line.name] as [number, string],
    ...flatten(line.lines ?? [], depth + 1),
  ]);

/** The indented list of line names in a line schema's description. */
const documentedTree = (description: string): [number, string][] =>
  description
    .split('\n')
    .map((row) => row.match(/^( *)- (.+)$/))
    .filter((match): match is RegExpMatchArray => match !== null)
    .map((match) => [(match[1] ?? '').length / 2, match[2] ?? '']);

const statements = [
  ['income_statements', 'IncomeStatementLine', 55],
  ['cashflow_statements', 'CashflowStatementLine', 50],
  ['balance_sheets', 'BalanceSheetLine', 86],
] as const;

describe('financial statement lines', () => {
  it.each(statements)('%s: the enum lists each name once', (_member, line, count) => {
    const names: string[] = schemas[`${line}Name`].enum;
    expect(names).toHaveLength(count);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(statements)('%s: the documented tree lists the enum names in order', (_member, line) => {
    const tree = documentedTree(schemas[line].description);
    expect([...new Set(tree.map(([, name]) => name))]).toEqual(schemas[`${line}Name`].enum);
  });

  it.each(statements)(
    '%s: x-statement-tree, which the generator reads, nests the lines as documented',
    (_member, line) => {
      type Node = string | Record<string, Node[]>;
      const flat = (nodes: Node[], depth = 0): [number, string][] =>
        nodes.flatMap((node) =>
          typeof node === 'string'
            ? [[depth, node] as [number, string]]
            : Object.entries(node).flatMap(([name, children]) => [
                [depth, name] as [number, string],
                ...flat(children, depth + 1),
              ]),
        );
      expect(flat(schemas[line]['x-statement-tree'])).toEqual(
        documentedTree(schemas[line].description),
      );
    },
  );

  it.each(statements)(
    '%s: the example carries every line of the documented tree, nested as documented',
    (member, line) => {
      const period = example[member][0];
      expect(flatten(period.lines)).toEqual(documentedTree(schemas[line].description));
    },
  );

  it('"Amounts Due to Related Parties" occurs again as its own child', () => {
    const liabilities = (example.balance_sheets[0].lines as Line[]).find(
      (l) => l.name === 'Total Current Liabilities',
    );
    const parent = liabilities?.lines?.find((l) => l.name === 'Amounts Due to Related Parties');
    expect(parent?.lines?.map((l) => l.name)).toContain('Amounts Due to Related Parties');
  });

  it('the example obeys the accounting identities', () => {
    const value = (member: string, name: string) =>
      (function find(lines: Line[]): number | null | undefined {
        for (const l of lines) {
          if (l.name === name) return l.value;
          const hit = find(l.lines ?? []);
          if (hit !== undefined) return hit;
        }
        return undefined;
      })(example[member][0].lines);
    expect(value('income_statements', 'Gross Profit')).toBe(
      (value('income_statements', 'Revenue') ?? 0) -
        (value('income_statements', 'Cost of Revenue') ?? 0),
    );
    expect(value('balance_sheets', 'Total Assets')).toBe(
      (value('balance_sheets', 'Total liabilities') ?? 0) +
        (value('balance_sheets', 'Total Equity') ?? 0),
    );
  });
});
