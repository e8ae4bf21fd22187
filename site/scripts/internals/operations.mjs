// The operations as the site presents them: the generated rows and docs of
// @marketdata-sdk/types, the bundled spec (tags, examples) and an example value per parameter.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { operationDocs, operationRows } from '@marketdata-sdk/types/internal';

const require = createRequire(import.meta.url);

/** The bundled spec that the Redocly reference renders. */
export const specPath = require.resolve('@marketdata-sdk/spec/openapi.json');

/** The bundled spec as JSON. */
export function loadSpec() {
  return JSON.parse(readFileSync(specPath, 'utf8'));
}

const resolve = (spec, node) =>
  typeof node?.$ref === 'string'
    ? node.$ref
        .slice(2)
        .split('/')
        .reduce((at, key) => at[key.replaceAll('~1', '/').replaceAll('~0', '~')], spec)
    : node;

/**
 * Every operation: its row, its docs, its tag (the reference's anchor) and the example value of
 * each parameter that has one (required ones always do: the spec's lint asks for it).
 */
export function loadOperations(spec = loadSpec()) {
  const byId = new Map();
  for (const item of Object.values(spec.paths)) {
    for (const operation of Object.values(item)) {
      if (typeof operation?.operationId === 'string') byId.set(operation.operationId, operation);
    }
  }
  return Object.values(operationRows).map((row) => {
    const operation = byId.get(row.operationId);
    if (!operation) throw new Error(`${row.operationId}: in the rows but not in the bundled spec`);
    const examples = {};
    for (const parameter of (operation.parameters ?? []).map((p) => resolve(spec, p))) {
      const example = parameter.example ?? resolve(spec, parameter.schema ?? {}).example;
      if (example !== undefined) examples[parameter.name] = example;
    }
    for (const param of row.params) {
      if (param.required && examples[param.name] === undefined) {
        throw new Error(`${row.operationId}.${param.name}: required but the spec gives no example`);
      }
    }
    const doc = operationDocs[row.operationId];
    return {
      id: row.operationId,
      row,
      tag: operation.tags?.[0] ?? row.area,
      summary: doc?.summary ?? operation.summary,
      description: operation.description ?? '',
      paramDocs: doc?.params ?? {},
      examples,
    };
  });
}

/** The anchor of an operation in the Redocly reference (it routes by hash). */
export const referenceAnchor = (operation) => `#/${operation.tag}/${operation.id.toLowerCase()}`;
