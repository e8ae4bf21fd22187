import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { bundleSpec, deref, type OpenApiDocument, operationsOf } from './bundle';

/**
 * Facts of the provider's documentation (API.md, API-NOTES.md, API-LIVE-OPS.md) that the spec
 * must state as documented: no narrower type, no invented enum, no guess presented as a fact.
 */
const doc = bundleSpec();
const schemas = doc.components.schemas;
const operations = new Map(operationsOf(doc).map((entry) => [entry.operation.operationId, entry]));

const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema(doc, 'openapi.json');
const validates = (schema: string, value: unknown) => {
  const validate = ajv.getSchema(`openapi.json#/components/schemas/${schema}`);
  if (!validate) throw new Error(`no schema ${schema}`);
  return validate(value) ? [] : (validate.errors ?? []);
};

const parameter = (operationId: string, name: string): OpenApiDocument => {
  const found = (operations.get(operationId)?.operation.parameters ?? [])
    .map((p: OpenApiDocument) => deref(doc, p))
    .find((p: OpenApiDocument) => p.name === name);
  if (!found) throw new Error(`${operationId} has no parameter ${name}`);
  return found;
};

describe('spec fidelity to the provider documentation', () => {
  it('news_important is a number, as the older page types it, with no invented enum', () => {
    const member = schemas.Headline.properties.news_important;
    expect(member.type).toBe('number');
    expect(member.enum).toBeUndefined();
    expect(member.description).not.toMatch(/inferred by observation/i);
    expect(validates('Headline', headline({ news_important: 2.5 }))).toEqual([]);
  });

  it.each([
    ['Headline', 'publish_time'],
    ['WireContent', 'publish_time'],
    ['ArticleContent', 'publish_time'],
    ['ArticleSummary', 'publish_time'],
    ['TradeTick', 't'],
    ['ArticlesPage', 'size'],
  ])('%s.%s is a number where the documents say number', (schema, member) => {
    const property = schemas[schema].properties[member];
    expect(property.type).toBe('number');
    expect(property.format).toBeUndefined();
  });

  it('accepts a fractional trade time, which an integer type refused', () => {
    expect(validates('TradeTick', { t: 1733499000123.5, p: 242.84, q: 100 })).toEqual([]);
  });

  it.each(['IncomeStatementLine', 'CashflowStatementLine', 'BalanceSheetLine'])(
    '%s without `lines` passes, as in the documentation example',
    (schema) => {
      const name = schemas[`${schema}Name`].enum[0];
      expect(validates(schema, { name, value: 1000 })).toEqual([]);
      expect(validates(schema, { name, value: null, lines: [{ name, value: 1 }] })).toEqual([]);
      expect(validates(schema, { value: 1 })).not.toEqual([]);
    },
  );

  const nameSources = [
    ['getFinancialStatements', 'ticker', 'clients'],
    ['getFinancialStatements', 'period', 'clients'],
    ['listDividends', 'ticker', 'clients'],
    ['searchSecurities', 'query', 'clients'],
    ['listRatingsHistory', 'ticker', 'clients'],
    ['listInsiderTrades', 'ticker', 'clients'],
    ['listInsiderTrades', 'page', 'inferred'],
    ['listInsiderTrades', 'size', 'inferred'],
    ['getStockProfile', 'ticker', 'clients'],
    ['getEtfProfile', 'ticker', 'clients'],
    ['listEarningsCalendar', 'date', 'clients'],
    ['getEarningsBacktest', 'unique_id', 'inferred'],
  ] as const;

  it.each(nameSources)(
    '%s.%s is marked as a name from %s, and its description says so',
    (operationId, name, source) => {
      const found = parameter(operationId, name);
      expect(found['x-name-source']).toBe(source);
      expect(found.description).toMatch(source === 'clients' ? /public clients/ : /inferred/);
    },
  );

  it('marks no parameter whose name the provider documents', () => {
    const marked = [...operations.values()].flatMap(({ operation }) =>
      (operation.parameters ?? [])
        .map((p: OpenApiDocument) => deref(doc, p))
        .filter((p: OpenApiDocument) => p['x-name-source'] !== undefined)
        .map((p: OpenApiDocument) => `${operation.operationId}.${p.name}`),
    );
    expect(marked.sort()).toEqual(nameSources.map(([op, name]) => `${op}.${name}`).sort());
  });

  it('describes assets_debt_ratio as assets to debt, as the documentation names it', () => {
    const { description } = schemas.FinancialMetrics.properties.assets_debt_ratio;
    expect(description).toMatch(/assets-to-debt/i);
    expect(description).not.toMatch(/debt-to-assets/i);
  });

  const assumed = [
    'listWires',
    'getWireContent',
    'getArticleContent',
    'searchSecurities',
    'listRatingsHistory',
    'getConsensus',
  ];

  it('marks the error body as assumed exactly where the provider shows none', () => {
    const marked = [...operations.values()]
      .filter(({ operation }) => operation['x-error-body'] === 'assumed')
      .map(({ operation }) => operation.operationId);
    expect(marked.sort()).toEqual([...assumed].sort());
    for (const operationId of assumed) {
      const response = operations.get(operationId)?.operation.responses['200'];
      expect(response.description, operationId).toMatch(/assumption/);
    }
  });

  it('documents the empty actual of an unreleased economic event, with an example', () => {
    expect(schemas.EconomicEvent.properties.actual.description).toMatch(/empty string/);
    const examples =
      operations.get('listEconomicEvents')?.operation.responses['200'].content['application/json']
        .examples;
    const events = deref(doc, examples.unreleased).value.data.data;
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.actual).toBe('');
      expect(validates('EconomicEvent', event)).toEqual([]);
    }
  });
});

function headline(extra: Record<string, unknown>) {
  return {
    news_id: '1',
    content_id: 'c1',
    publish_time: 1733499000000,
    title: 'Title',
    source: 'Wire',
    seo_key: 'title',
    cover_image: 'https://example.org/i.png',
    tag_list: [],
    language: 'en',
    ...extra,
  };
}
