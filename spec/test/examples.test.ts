import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { bundleSpec, deref, type OpenApiDocument, operationsOf, refTarget } from './bundle';

const doc = bundleSpec();

/**
 * A copy of the document in which every object schema rejects members it does not describe, so
 * that an example with a misspelt field fails. Schemas used as `allOf` parts stay open: the
 * composing schema closes them with `unevaluatedProperties`.
 */
function closed(source: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(source);
  const allOfParts = new Set<unknown>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const schema = node as OpenApiDocument;
    for (const part of schema.allOf ?? [])
      allOfParts.add(part.$ref ? refTarget(copy, part.$ref) : part);
    for (const value of Object.values(schema)) visit(value);
  };
  visit(copy);
  const close = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const schema = node as OpenApiDocument;
    if ((schema.properties || schema.allOf) && !allOfParts.has(schema)) {
      schema.unevaluatedProperties = false;
    }
    for (const value of Object.values(schema)) close(value);
  };
  close(copy.components.schemas);
  close(copy.paths);
  return copy;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(closed(doc), 'openapi.json');

const pointer = (...parts: string[]) =>
  `openapi.json#/${parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

const cases = operationsOf(doc).flatMap(({ path, method, operation }) => [
  ...Object.entries(operation.responses as OpenApiDocument).flatMap(([status, response]) =>
    Object.entries((deref(doc, response).content ?? {}) as OpenApiDocument).flatMap(
      ([mediaType, media]) =>
        Object.entries((media.examples ?? {}) as OpenApiDocument).map(([name, example]) => ({
          label: `${operation.operationId} ${status} ${name}`,
          schemaRef: pointer(
            'paths',
            path,
            method,
            'responses',
            status,
            'content',
            mediaType,
            'schema',
          ),
          value: deref(doc, example).value,
        })),
    ),
  ),
  ...((operation.parameters ?? []) as OpenApiDocument[])
    .map((parameter, index) => ({ parameter, index }))
    .filter(({ parameter }) => parameter.example !== undefined)
    .map(({ parameter, index }) => ({
      label: `${operation.operationId} parameter ${parameter.name}`,
      schemaRef: pointer('paths', path, method, 'parameters', String(index), 'schema'),
      value: parameter.example,
    })),
]);

describe('examples', () => {
  it('exist for every operation: a success example and the 4012 error example', () => {
    for (const { operation } of operationsOf(doc)) {
      const examples = operation.responses['200'].content['application/json'].examples;
      expect(Object.keys(examples), operation.operationId).toEqual(
        expect.arrayContaining(['success', 'invalidParam']),
      );
      expect(deref(doc, examples.success).value.status_code ?? 0).toBe(0);
      expect(deref(doc, examples.invalidParam).value).toEqual({
        status_code: 4012,
        status_msg: 'Invalid param',
      });
    }
  });

  it.each(cases)('$label validates against its schema', (example) => {
    const validate = ajv.getSchema(example.schemaRef);
    expect(validate).toBeDefined();
    const valid = validate?.(example.value);
    expect(validate?.errors ?? [], example.label).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the validator rejects an example with a misspelt field (the check can fail)', () => {
    const validate = ajv.getSchema(pointer('components', 'schemas', 'Dividend'));
    const good = {
      declaration_date: '2024-10-31',
      ex_date: '2024-11-08',
      pay_date: '2024-11-14',
      amount: 0.25,
    };
    expect(validate?.(good)).toBe(true);
    expect(validate?.({ ...good, ammount: 0.25 })).toBe(false);
    const line = ajv.getSchema(pointer('components', 'schemas', 'IncomeStatementLine'));
    expect(line?.({ name: 'Revenue', value: 1, lines: [] })).toBe(true);
    expect(line?.({ name: 'Total liabilities', value: 1 })).toBe(false);
    expect(line?.({ name: 'Revenue', value: 1, extra: true })).toBe(false);
  });

  it('the spec itself (not closed) rejects an error body with `data` and accepts a statement line without `lines`', () => {
    const open = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(open);
    open.addSchema(doc, 'raw.json');
    const schema = (name: string) => open.getSchema(`raw.json#/components/schemas/${name}`);
    const error = schema('ErrorEnvelope');
    expect(error?.({ status_code: 4012, status_msg: 'Invalid param' })).toBe(true);
    expect(error?.({ status_code: 4012, status_msg: 'Invalid param', data: null })).toBe(false);
    for (const [name, first] of [
      ['IncomeStatementLine', 'Revenue'],
      ['CashflowStatementLine', 'Net Income'],
      ['BalanceSheetLine', 'Total Assets'],
    ] as const) {
      const line = schema(name);
      expect(line?.({ name: first, value: null, lines: [] }), name).toBe(true);
      expect(line?.({ name: first, value: null }), name).toBe(true);
    }
  });
});
