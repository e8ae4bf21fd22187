import { describe, expectTypeOf, it } from 'vitest';
import type {
  BalanceSheetLineName,
  CashflowStatementLineName,
  IncomeStatementLineName,
  StatementPeriodCode,
  StatementTreeNode,
  WireIndustry,
  WireTab,
} from '../src/index';
import {
  balanceSheetTree,
  cashflowStatementTree,
  incomeStatementTree,
  type specVersion,
  type statementPeriods,
  type wireIndustries,
  wireTabs,
} from '../src/index';

describe('value arrays', () => {
  it('are readonly tuples of the generated unions', () => {
    expectTypeOf<(typeof wireTabs)[number]>().toEqualTypeOf<WireTab>();
    expectTypeOf<(typeof wireIndustries)[number]>().toEqualTypeOf<WireIndustry>();
    expectTypeOf<(typeof statementPeriods)[number]>().toEqualTypeOf<StatementPeriodCode>();
    expectTypeOf(wireTabs[0]).toEqualTypeOf<'all'>();
    // @ts-expect-error the lists are readonly
    wireTabs.push('all');
  });

  it('specVersion is the literal spec version', () => {
    expectTypeOf<typeof specVersion>().toEqualTypeOf<'1.0.0'>();
  });
});

describe('statement trees', () => {
  it('name their lines with the generated line-name unions', () => {
    expectTypeOf(incomeStatementTree[0]!.name).toEqualTypeOf<IncomeStatementLineName>();
    expectTypeOf(balanceSheetTree[0]!.lines[0]!.name).toEqualTypeOf<BalanceSheetLineName>();
    expectTypeOf(cashflowStatementTree).toEqualTypeOf<
      readonly StatementTreeNode<CashflowStatementLineName>[]
    >();
  });
});
