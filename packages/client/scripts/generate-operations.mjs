#!/usr/bin/env node
// Derives the client's operation rows (path, method, area, parameter constraints, unwrap) from
// the bundled spec (spec/dist/openapi.json) into src/generated/operations.ts.
//   node scripts/generate-operations.mjs          write the file
//   node scripts/generate-operations.mjs --check  fail when the committed file has drifted
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** The bundled spec, through the `@marketdata-sdk/spec` dev dependency (built before tests). */
export const specPath = (() => {
  try {
    return createRequire(import.meta.url).resolve('@marketdata-sdk/spec/openapi.json');
  } catch {
    return resolve(here, '../../../spec/dist/openapi.json');
  }
})();
export const outputPath = resolve(here, '../src/generated/operations.ts');
export const regenerateCommand =
  'npx -y pnpm@12.21.0 --filter @marketdata-sdk/client generate:operations';

const KEYS = ['type', 'enum', 'minimum', 'maximum', 'minLength', 'maxLength', 'pattern', 'format'];

/** Follows internal `$ref`s; sibling keywords of a `$ref` win over the target's. */
function resolveRef(spec, node) {
  let out = { ...node };
  while (out.$ref) {
    const { $ref, ...siblings } = out;
    const target = $ref
      .slice(2)
      .split('/')
      .reduce((o, k) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
    if (!target) throw new Error(`unresolved $ref ${$ref}`);
    out = { ...target, ...siblings };
  }
  return out;
}

/** The constraint rule of one parameter. */
function ruleOf(spec, parameter) {
  const p = resolveRef(spec, parameter);
  const schema = resolveRef(spec, p.schema ?? {});
  const rule = { name: p.name, in: p.in };
  if (p.required) rule.required = true;
  for (const key of KEYS) {
    let value = schema[key];
    if (key === 'type' && Array.isArray(value)) value = value.find((t) => t !== 'null');
    if (value !== undefined) rule[key] = value;
  }
  if (schema.default !== undefined) rule.default = schema.default;
  if (schema['x-timestamp-unit'] !== undefined) rule.timestampUnit = schema['x-timestamp-unit'];
  return rule;
}

/** True when the success envelope's `data` is an object whose only member is `data`. */
function isNested(spec, op) {
  const body = resolveRef(spec, op.responses?.['200'] ?? {});
  const schema = resolveRef(spec, body.content?.['application/json']?.schema ?? {});
  const variants = (schema.oneOf ?? schema.anyOf ?? [schema]).map((v) => resolveRef(spec, v));
  const success = variants.find((v) => v.properties?.data);
  const data = success && resolveRef(spec, success.properties.data);
  const keys = Object.keys(data?.properties ?? {});
  return keys.length === 1 && keys[0] === 'data';
}

/** Every operation of the spec with its parameter rules, in spec order. */
export function collectOperations(spec) {
  const ops = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) =>
        ruleOf(spec, p),
      );
      const area = op.tags?.[0];
      ops.push({
        operationId: op.operationId,
        area,
        method,
        path,
        params,
        unwrap: isNested(spec, op),
      });
    }
  }
  return ops;
}

/** The text of src/generated/operations.ts for a bundled spec. */
export function renderParams(spec) {
  const lines = [
    '// Generated from spec/dist/openapi.json by scripts/generate-operations.mjs. Do not edit.',
    `// Regenerate: ${regenerateCommand}`,
    "import type { OperationDefinition } from '../operation';",
    '',
    '/** The spec version these rows were derived from. */',
    `export const operationsSpecVersion = ${JSON.stringify(spec.info?.version ?? '')};`,
  ];
  for (const { operationId, ...row } of collectOperations(spec)) {
    const summary = `${row.method.toUpperCase()} ${row.path}`;
    lines.push(
      '',
      `/** \`${operationId}\`: ${summary}. */`,
      `export const ${operationId} = ${JSON.stringify({ operationId, ...row })} as const satisfies OperationDefinition;`,
    );
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const spec = JSON.parse(
    readFileSync(process.argv.find((a) => a.endsWith('.json')) ?? specPath, 'utf8'),
  );
  const text = renderParams(spec);
  if (process.argv.includes('--check')) {
    if (readFileSync(outputPath, 'utf8') !== text) {
      console.error(
        `src/generated/params.ts is out of date with the spec. Run: ${regenerateCommand}`,
      );
      process.exit(1);
    }
  } else {
    writeFileSync(outputPath, text);
  }
}
