import { describe, expect, it } from 'vitest';
import * as types from '../src/index';
import { balanceSheetLineNames, cashflowStatementLineNames, specVersion } from '../src/index';
import { loadBundledSpec } from './spec';

const spec = await loadBundledSpec();
const enumSchemas = Object.entries(spec.components.schemas).filter(([, s]) => s.enum);
const exported = types as unknown as Record<string, unknown>;

/** The generator's naming rule: `WireTab` → `wireTabs`, `StatementPeriodCode` → `statementPeriods`. */
function valuesName(schema: string): string {
  const base = schema.replace(/Code$/, '');
  const camel = base[0]!.toLowerCase() + base.slice(1);
  return /[^aeiou]y$/.test(camel) ? `${camel.slice(0, -1)}ies` : `${camel}s`;
}

describe('value arrays', () => {
  it('the spec has enum schemas to check', () => {
    expect(enumSchemas.length).toBeGreaterThan(0);
  });

  it.each(enumSchemas.map(([name, s]) => [valuesName(name), name, s.enum] as const))(
    '%s lists every value of %s in the spec order',
    (exportName, _schema, values) => {
      expect(exported[exportName]).toEqual(values);
    },
  );

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
