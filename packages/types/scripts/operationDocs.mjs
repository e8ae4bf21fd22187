// The documentation half of the operation rows: each operation's summary, description and
// parameter descriptions, and a JSON Schema of the payload it returns (the envelope's `data`,
// or `data.data` where the client flattens it). Kept apart from the rows so that the client,
// which imports rows one by one, never carries the text. The command line and the MCP server
// read it for help text and tool schemas.

import { deref, successSchema } from './specTools.mjs';

const OPENAPI_ONLY = new Set(['example', 'xml', 'externalDocs', 'discriminator']);

/** Follows `$ref`s to component schemas by name: `#/components/schemas/Name` → `Name`. */
const refName = (ref) => ref.match(/^#\/components\/schemas\/([^/]+)$/)?.[1];

/** A copy of a schema with refs pointing at `#/$defs/…` and OpenAPI-only keywords dropped. */
function toJsonSchema(node, refs) {
  if (Array.isArray(node)) return node.map((n) => toJsonSchema(n, refs));
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (OPENAPI_ONLY.has(key) || key.startsWith('x-')) continue;
    if (key === '$ref') {
      const name = refName(value);
      if (!name) throw new Error(`operation docs: cannot follow $ref ${value}`);
      refs.add(name);
      out.$ref = `#/$defs/${name}`;
    } else if (key === 'properties' || key === '$defs' || key === 'patternProperties') {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, toJsonSchema(v, refs)]),
      );
    } else out[key] = toJsonSchema(value, refs);
  }
  return out;
}

/** The payload schema the client returns: `data`, or `data.data` when `unwrap`. */
function payloadSchema(spec, operation, unwrap) {
  const data = successSchema(spec, operation).properties?.data;
  if (!data) throw new Error(`${operation.operationId}: the success envelope has no data`);
  if (!unwrap) return data;
  const inner = deref(spec, data).properties?.data;
  if (!inner) throw new Error(`${operation.operationId}: unwrap without data.data`);
  return inner;
}

/** Every schema `names` reach, in a stable order. */
function closure(spec, names) {
  const all = new Set();
  const visit = (name) => {
    if (all.has(name)) return;
    all.add(name);
    const refs = new Set();
    toJsonSchema(spec.components.schemas[name], refs);
    for (const ref of refs) visit(ref);
  };
  for (const name of names) visit(name);
  return [...all].sort();
}

/**
 * Renders `operationDocs.ts`. `operations` are `[operationId, operation, unwrap]` triples in the
 * rows' order; `header` is the do-not-edit line.
 */
export function renderOperationDocs(spec, operations, header) {
  const docs = {};
  const used = new Set();
  for (const [id, operation, unwrap] of operations) {
    const refs = new Set();
    const schema = toJsonSchema(payloadSchema(spec, operation, unwrap), refs);
    const defs = closure(spec, refs);
    for (const d of defs) used.add(d);
    docs[id] = {
      summary: operation.summary ?? id,
      description: operation.description ?? operation.summary ?? id,
      params: Object.fromEntries(
        (operation.parameters ?? []).map((p) => [p.name, (p.description ?? '').trim()]),
      ),
      payload: schema,
      defs,
    };
  }
  const defs = Object.fromEntries(
    [...used].sort().map((name) => [name, toJsonSchema(spec.components.schemas[name], new Set())]),
  );
  return `${header}
import type { OperationDoc } from '../operationDoc';

/** Every operation's documentation, by operationId. */
export const operationDocs: Readonly<Record<string, OperationDoc>> = ${JSON.stringify(docs, null, 2)};

/** The component schemas the payloads reach, as JSON Schema, by name. */
export const schemaDefs: Readonly<Record<string, Readonly<Record<string, unknown>>>> = ${JSON.stringify(defs, null, 2)};
`;
}
