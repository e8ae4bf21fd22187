import { describe, expectTypeOf, it } from 'vitest';
import type { StatementPeriodCode, WireIndustry, WireTab } from '../src/index';
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
