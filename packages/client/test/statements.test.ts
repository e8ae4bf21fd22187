import type {
  BalanceSheetLine,
  FinancialStatements,
  IncomeStatementLine,
} from '@marketdata-sdk/types';
import { balanceSheetLineNames, incomeStatementLineNames } from '@marketdata-sdk/types';
import { describe, expect, it } from 'vitest';
import { findStatementLine, flattenStatementLines } from '../src/statements';
import { loadSpec } from './spec';

const example = loadSpec().components.examples?.GetFinancialStatementsSuccess?.value as {
  data: FinancialStatements;
};
const income = example.data.income_statements[0]!.lines as IncomeStatementLine[];
const balance = example.data.balance_sheets[0]!.lines as BalanceSheetLine[];

describe('statement helpers', () => {
  it('find a nested line by name', () => {
    const line = findStatementLine(income, 'Selling and Marketing Expenses');
    expect(line?.name).toBe('Selling and Marketing Expenses');
    const parent = findStatementLine(income, 'Selling, General and Administrative Expenses');
    expect(parent?.lines).toContain(line);
    expect(findStatementLine(income, 'No Such Line' as never)).toBeUndefined();
  });

  it('find the parent first for a duplicated name, and the child by path', () => {
    const name = 'Amounts Due to Related Parties';
    const parent = findStatementLine(balance, name);
    expect(parent?.lines?.length).toBeGreaterThan(1);
    const child = findStatementLine(balance, ['Total Current Liabilities', name, name]);
    expect(child).toBeDefined();
    expect(child).not.toBe(parent);
    expect(parent?.lines).toContain(child);
    expect(findStatementLine(balance, ['Total Current Liabilities', 'Nope'])).toBeUndefined();
  });

  it('flatten a tree in reading order with depth and path', () => {
    const rows = flattenStatementLines(income);
    expect(rows.map((r) => r.name)).toEqual([...incomeStatementLineNames]);
    const sm = rows.find((r) => r.name === 'Selling and Marketing Expenses')!;
    expect(sm.depth).toBe(2);
    expect(sm.path).toEqual([
      'Operating Expenses',
      'Selling, General and Administrative Expenses',
      'Selling and Marketing Expenses',
    ]);
    expect(rows.filter((r) => r.depth === 0).map((r) => r.line)).toEqual(income);
  });

  it('flatten the balance sheet keeping both duplicated lines', () => {
    const rows = flattenStatementLines(balance);
    expect([...new Set(rows.map((r) => r.name))]).toEqual([...balanceSheetLineNames]);
    expect(rows).toHaveLength(balanceSheetLineNames.length + 1);
    const dupes = rows.filter((r) => r.name === 'Amounts Due to Related Parties');
    expect(dupes.map((r) => r.depth)).toEqual([1, 2]);
  });
});
