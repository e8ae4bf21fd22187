import { describe, expectTypeOf, it } from 'vitest';
import type { components, operations, paths } from '../src/index';

type Query<TOperation extends keyof operations> = NonNullable<
  operations[TOperation]['parameters']['query']
>;
type Body<TOperation extends keyof operations> =
  operations[TOperation]['responses'][200]['content']['application/json'];

describe('query parameters', () => {
  it('listEarnings takes a required ticker and an optional size', () => {
    expectTypeOf<Query<'listEarnings'>>().toEqualTypeOf<{ ticker: string; size?: number }>();
    // @ts-expect-error ticker is required
    const missing: Query<'listEarnings'> = { size: 5 };
    // @ts-expect-error the count is called size, not count
    const renamed: Query<'listEarnings'> = { ticker: 'AAPL', count: 5 };
    void missing;
    void renamed;
  });

  it('listTrades requires ticker, count and to', () => {
    expectTypeOf<Query<'listTrades'>>().toEqualTypeOf<{
      ticker: string;
      count: number;
      to: number;
    }>();
    // @ts-expect-error to is required
    const noTo: Query<'listTrades'> = { ticker: 'AAPL', count: 3 };
    void noTo;
  });

  it('uses the live service names', () => {
    expectTypeOf<Query<'listCongressTrades'>>().toEqualTypeOf<{
      ticker: string;
      page?: number;
      size?: number;
    }>();
    expectTypeOf<Query<'listEtfHoldings'>>().toEqualTypeOf<{
      ticker: string;
      from?: string;
      to?: string;
    }>();
    expectTypeOf<Query<'searchSecurities'>>().toEqualTypeOf<{ query: string }>();
    expectTypeOf<Query<'getEarningsBacktest'>>().toEqualTypeOf<{ unique_id: string }>();
    expectTypeOf<Query<'listEconomicEvents'>>().toEqualTypeOf<{ date: string }>();
    expectTypeOf<Query<'getFinancialStatements'>['period']>().toEqualTypeOf<
      0 | 1 | 2 | 3 | 4 | undefined
    >();
  });

  it('types the wires list filters as the enums', () => {
    expectTypeOf<Query<'listWires'>['tab']>().toEqualTypeOf<
      components['schemas']['WireTab'] | undefined
    >();
    expectTypeOf<
      paths['/news/v1/wire/info/{content_id}']['get']['parameters']['path']
    >().toEqualTypeOf<{ content_id: string }>();
  });
});

describe('responses', () => {
  it('answers every operation with the success or the error envelope', () => {
    expectTypeOf<Body<'listEarnings'>>().toEqualTypeOf<
      components['schemas']['ListEarningsResponse'] | components['schemas']['ErrorEnvelope']
    >();
  });
});
