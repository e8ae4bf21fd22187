import { describe, expect, it } from 'vitest';
import {
  balanceSheetLineNames,
  balanceSheetTree,
  cashflowStatementLineNames,
  cashflowStatementTree,
  incomeStatementLineNames,
  incomeStatementTree,
  type StatementTreeNode,
} from '../src/index';
import { loadBundledSpec } from './spec';

type SpecNode = string | Record<string, SpecNode[]>;
interface TreeSchema {
  'x-statement-tree'?: SpecNode[];
}
const generator: { statementTrees(spec: unknown): unknown } = await import(
  '../scripts/generate.mjs' as string
);
const spec = await loadBundledSpec();
const schemas = spec.components.schemas as Record<string, TreeSchema>;

/** `[depth, name]` of every node, depth first. */
const flatSpec = (nodes: SpecNode[], depth = 0): [number, string][] =>
  nodes.flatMap((node) =>
    typeof node === 'string'
      ? [[depth, node] as [number, string]]
      : Object.entries(node).flatMap(([name, children]) => [
          [depth, name] as [number, string],
          ...flatSpec(children, depth + 1),
        ]),
  );
const flatTree = (nodes: readonly StatementTreeNode<string>[], depth = 0): [number, string][] =>
  nodes.flatMap((node) => [
    [depth, node.name] as [number, string],
    ...flatTree(node.lines, depth + 1),
  ]);

const trees = [
  ['IncomeStatementLine', incomeStatementTree, incomeStatementLineNames],
  ['CashflowStatementLine', cashflowStatementTree, cashflowStatementLineNames],
  ['BalanceSheetLine', balanceSheetTree, balanceSheetLineNames],
] as const;

describe('statement trees', () => {
  it.each(trees)('%s: the generated tree is the spec x-statement-tree', (schema, tree) => {
    const nodes = schemas[schema]?.['x-statement-tree'];
    expect(nodes).toBeDefined();
    expect(flatTree(tree)).toEqual(flatSpec(nodes ?? []));
  });

  it.each(trees)('%s: the tree names every line of the enum, in its order', (_s, tree, names) => {
    expect([...new Set(flatTree(tree).map(([, name]) => name))]).toEqual(names);
  });

  it('keeps the balance sheet line that occurs again as its own child', () => {
    const liabilities = balanceSheetTree.find((l) => l.name === 'Total Current Liabilities');
    const parent = liabilities?.lines.find((l) => l.name === 'Amounts Due to Related Parties');
    expect(parent?.lines.map((l) => l.name)).toContain('Amounts Due to Related Parties');
  });
});

describe('the generator refuses a tree that disagrees with its enum', () => {
  const specWith = (tree: SpecNode[]) => ({
    components: {
      schemas: {
        LineName: { type: 'string', enum: ['A', 'B', 'C'] },
        Line: {
          'x-statement-tree': tree,
          allOf: [{ properties: { name: { $ref: '#/components/schemas/LineName' } } }],
        },
      },
    },
  });

  it.each([
    [
      'an unknown name',
      [{ A: ['B', 'D'] }, 'C'],
      /Line: x-statement-tree Line > A: "D" is not a LineName/,
    ],
    ['a missing line', [{ A: ['B'] }], /Line: x-statement-tree lacks "C"/],
    ['a name twice', ['A', 'B', 'C', 'A'], /Line: x-statement-tree: "A" twice/],
    [
      'a node of two names',
      [{ A: ['B'], C: [] }],
      /each node is a name or \{ name: \[children\] \}/,
    ],
  ] as const)('%s', (_case, tree, message) => {
    expect(() => generator.statementTrees(specWith([...tree] as SpecNode[]))).toThrow(message);
  });

  it('accepts a line again as its own child', () => {
    expect(generator.statementTrees(specWith([{ A: ['A', 'B'] }, 'C']))).toEqual([
      {
        schemaName: 'Line',
        nameType: 'LineName',
        lines: [
          {
            name: 'A',
            lines: [
              { name: 'A', lines: [] },
              { name: 'B', lines: [] },
            ],
          },
          { name: 'C', lines: [] },
        ],
      },
    ]);
  });
});
