import { describe, expect, it } from 'vitest';
import {
  balanceSheetLineNames,
  candleAdjustments,
  candleIntervals,
  candleSessions,
  cashflowStatementLineNames,
  incomeStatementLineNames,
  specVersion,
  statementPeriods,
  wireIndustries,
  wireTabs,
} from '../src/index';
import { loadBundledSpec } from './spec';

const spec = await loadBundledSpec();
const enumOf = (name: string): unknown[] => spec.components.schemas[name]?.enum ?? [];

describe('value arrays', () => {
  it.each([
    ['wireTabs', wireTabs, 'WireTab'],
    ['wireIndustries', wireIndustries, 'WireIndustry'],
    ['statementPeriods', statementPeriods, 'StatementPeriodCode'],
    ['incomeStatementLineNames', incomeStatementLineNames, 'IncomeStatementLineName'],
    ['cashflowStatementLineNames', cashflowStatementLineNames, 'CashflowStatementLineName'],
    ['balanceSheetLineNames', balanceSheetLineNames, 'BalanceSheetLineName'],
    ['candleIntervals', candleIntervals, 'CandleInterval'],
    ['candleSessions', candleSessions, 'CandleSession'],
    ['candleAdjustments', candleAdjustments, 'CandleAdjustment'],
  ] as const)('%s lists the spec enum %s in the spec order', (_name, values, schema) => {
    expect([...values]).toEqual(enumOf(schema));
  });

  it.each([
    ['incomeStatementLineNames', incomeStatementLineNames],
    ['cashflowStatementLineNames', cashflowStatementLineNames],
    ['balanceSheetLineNames', balanceSheetLineNames],
  ] as const)('%s holds each name once', (_name, values) => {
    expect(new Set(values).size).toBe(values.length);
  });

  it('keeps the provider spelling oddities', () => {
    expect(cashflowStatementLineNames).toContain('Deferred Taxs');
    expect(balanceSheetLineNames).toContain('Total liabilities');
    expect(balanceSheetLineNames).toContain('Amounts Due to Related Parties');
  });
});

describe('specVersion', () => {
  it('is the info.version of the spec the types come from', () => {
    expect(specVersion).toBe(spec.info.version);
  });
});
