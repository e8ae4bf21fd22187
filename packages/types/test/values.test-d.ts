import { describe, expectTypeOf, it } from 'vitest';
import type { operations, StatementPeriodCode, WireIndustry, WireTab } from '../src/index';
import {
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

describe('operations', () => {
  it('are exactly the 24 operationIds', () => {
    expectTypeOf<keyof operations>().toEqualTypeOf<
      | 'listWires'
      | 'getWireContent'
      | 'getArticleContent'
      | 'listCongressTrades'
      | 'listEarnings'
      | 'getFinancialStatements'
      | 'getFinancialMetrics'
      | 'listDividends'
      | 'listEtfHoldings'
      | 'searchSecurities'
      | 'listRatingsHistory'
      | 'getConsensus'
      | 'listTrades'
      | 'listEconomicEvents'
      | 'getEarningsBacktest'
      | 'listArticles'
      | 'listInsiderTrades'
      | 'getStockProfile'
      | 'getEtfProfile'
      | 'getCandles'
      | 'listEarningsCalendar'
      | 'listDividendsCalendar'
      | 'listIpoCalendar'
      | 'listCorporateActions'
    >();
  });
});
