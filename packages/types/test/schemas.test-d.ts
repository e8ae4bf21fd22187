import { describe, expectTypeOf, it } from 'vitest';
import type {
  BalanceSheetLine,
  balanceSheetLineNames,
  CashflowStatementLine,
  Consensus,
  cashflowStatementLineNames,
  EconomicEvent,
  EconomicEventImportance,
  GetConsensusResponse,
  Headline,
  HeadlineImportance,
  IncomeStatementLine,
  incomeStatementLineNames,
  RatingRecord,
  StatementLine,
} from '../src/index';

describe('enumerated numbers', () => {
  it('economic event importance is 1, 2 or 3, by name', () => {
    expectTypeOf<EconomicEvent['importance']>().toEqualTypeOf<EconomicEventImportance>();
    expectTypeOf<EconomicEventImportance>().toEqualTypeOf<1 | 2 | 3>();
    // @ts-expect-error 4 is not an importance
    const four: EconomicEventImportance = 4;
    void four;
  });

  it('news_important is a number when present, by name (the provider documents no enum)', () => {
    expectTypeOf<Headline['news_important']>().toEqualTypeOf<HeadlineImportance | undefined>();
    expectTypeOf<HeadlineImportance>().toEqualTypeOf<number>();
  });
});

describe('nullability', () => {
  it('consensus data is nullable', () => {
    expectTypeOf<GetConsensusResponse['data']>().toEqualTypeOf<Consensus | null>();
  });

  it('rating_previous is string | null', () => {
    expectTypeOf<RatingRecord['rating_previous']>().toEqualTypeOf<string | null>();
    expectTypeOf<RatingRecord['price_target']>().toEqualTypeOf<number | null>();
    expectTypeOf<RatingRecord['rating']>().toEqualTypeOf<string>();
  });

  it('a statement line value is number | null', () => {
    expectTypeOf<StatementLine['value']>().toEqualTypeOf<number | null>();
    expectTypeOf<IncomeStatementLine['value']>().toEqualTypeOf<number | null>();
  });
});

describe('statement line names', () => {
  it('a line name is the union of that statement line names', () => {
    expectTypeOf<IncomeStatementLine['name']>().toEqualTypeOf<
      (typeof incomeStatementLineNames)[number]
    >();
    expectTypeOf<CashflowStatementLine['name']>().toEqualTypeOf<
      (typeof cashflowStatementLineNames)[number]
    >();
    expectTypeOf<BalanceSheetLine['name']>().toEqualTypeOf<
      (typeof balanceSheetLineNames)[number]
    >();
  });

  it('rejects a name of another statement', () => {
    expectTypeOf<'Deferred Taxs'>().toExtend<CashflowStatementLine['name']>();
    expectTypeOf<'Deferred Taxs'>().not.toExtend<IncomeStatementLine['name']>();
    // @ts-expect-error "Total liabilities" is a balance sheet line
    const wrong: IncomeStatementLine = { name: 'Total liabilities', value: null };
    void wrong;
  });

  it('child lines are lines of the same statement', () => {
    expectTypeOf<
      NonNullable<BalanceSheetLine['lines']>[number]
    >().toEqualTypeOf<BalanceSheetLine>();
  });
});
