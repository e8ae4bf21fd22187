// The one generator of the repository. From the spec, read through the `apis.main` entry of the
// root redocly.yaml, it writes every generated file of the packages' `src/generated/`. In
// `@marketdata-sdk/types` (this package):
//   openapi.ts     openapi-typescript's types, each component schema hoisted to a named
//                  top-level declaration (editor hovers show `Headline`, not its structure)
//   values.ts      the spec version, the value array of every enum schema and the statement
//                  trees of the `x-statement-tree` extension
//   operations.ts  the operation rows (path, parameters with their constraints, unwrapping,
//                  paging kind, cache TTL) the client, the hooks and the sandbox read, and
//                  `staleTimeSeconds` (each operation's `x-stale-time`) and `operationAreas`
//                  the hooks read
//   operationDocs.ts  each operation's summary, descriptions and payload JSON Schema, which
//                  the command line and the MCP server read (kept apart from the rows, so the
//                  client never carries the text)
// In `@marketdata-sdk/client` (`--target client`; see clientCode.mjs):
//   resources.ts   a resource per spec tag, a method per operation, `createResources`
//   functions.ts   every operation as a standalone function over a transport
// In `@marketdata-sdk/react-hooks` (`--target react-hooks`; see hooksCode.mjs, infiniteCode.mjs):
//   hooks.ts       a named query hook per operation
//   infinite.ts    an infinite query options factory and hook per operation that pages
//
//   node scripts/generate.mjs                       write the files
//   node scripts/generate.mjs --check               fail when a committed file differs
//   node scripts/generate.mjs --target client       the client's (or `react-hooks`') files
//                                                   instead (that package's `generate` runs it)
//   node scripts/generate.mjs --config <redocly.yaml> --out <dir>
//                                                   generate from another spec into <dir>
//   node scripts/generate.mjs --bundle <file>       write the bundled spec (JSON) the package
//                                                   publishes as `openapi.json` (a build output)

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundle, loadConfig } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { renderFunctions, renderResources } from './clientCode.mjs';
import { renderHooks } from './hooksCode.mjs';
import { renderInfinite, renderInfiniteFactories } from './infiniteCode.mjs';
import { renderOperationDocs } from './operationDocs.mjs';
import { doc } from './render.mjs';
import { deref, isNested, isNullable } from './specTools.mjs';

/** The command that regenerates every generated file. */
export const REGENERATE = 'npx -y pnpm@12.21.0 generate';
const HEADER = `// generated, do not edit — run \`${REGENERATE}\` (source: the spec, via redocly.yaml)\n`;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const CONSTRAINTS = [
  'type',
  'enum',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
];

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** `wireTabs` for `WireTab`, `statementPeriods` for `StatementPeriodCode`. */
export function valuesName(schemaName) {
  const base = schemaName.replace(/Code$/, '');
  const camel = base[0].toLowerCase() + base.slice(1);
  return /[^aeiou]y$/.test(camel) ? `${camel.slice(0, -1)}ies` : `${camel}s`;
}

// ---------------------------------------------------------------------------------------------
// openapi.ts

/**
 * openapi-typescript's output with each member of `components.schemas` hoisted to a top-level
 * `export interface Name { … }` (object types) or `export type Name = …` (anything else), the
 * member itself becoming a reference to it. The types are unchanged; their names survive.
 */
function hoistSchemas(nodes, schemaDocs) {
  const hoisted = [];
  const out = nodes.map((node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'components') return node;
    const members = node.members.map((member) => {
      const isSchemas =
        ts.isPropertySignature(member) &&
        ts.isIdentifier(member.name) &&
        member.name.text === 'schemas' &&
        member.type &&
        ts.isTypeLiteralNode(member.type);
      if (!isSchemas) return member;
      const schemas = member.type.members.map((schema) => {
        const schemaName = ts.isIdentifier(schema.name) ? schema.name.text : schema.name.text;
        if (!/^[A-Z][A-Za-z0-9]*$/.test(schemaName)) {
          throw new Error(`schema name "${schemaName}" is not a PascalCase identifier`);
        }
        const exportMod = [ts.factory.createModifier(ts.SyntaxKind.ExportKeyword)];
        const declaration = ts.isTypeLiteralNode(schema.type)
          ? ts.factory.createInterfaceDeclaration(
              exportMod,
              schemaName,
              undefined,
              undefined,
              schema.type.members,
            )
          : ts.factory.createTypeAliasDeclaration(exportMod, schemaName, undefined, schema.type);
        const description = schemaDocs[schemaName];
        if (description) {
          ts.addSyntheticLeadingComment(
            declaration,
            ts.SyntaxKind.MultiLineCommentTrivia,
            doc(description).slice(2, -2),
            true,
          );
        }
        hoisted.push(declaration);
        return ts.factory.updatePropertySignature(
          schema,
          schema.modifiers,
          schema.name,
          schema.questionToken,
          ts.factory.createTypeReferenceNode(schemaName),
        );
      });
      return ts.factory.updatePropertySignature(
        member,
        member.modifiers,
        member.name,
        member.questionToken,
        ts.factory.createTypeLiteralNode(schemas),
      );
    });
    return ts.factory.updateInterfaceDeclaration(
      node,
      node.modifiers,
      node.name,
      node.typeParameters,
      node.heritageClauses,
      members,
    );
  });
  return [...out, ...hoisted];
}

async function renderOpenapi(specPath, redocly, spec) {
  const schemaDocs = Object.fromEntries(
    Object.entries(spec.components?.schemas ?? {}).map(([k, v]) => [k, v.description]),
  );
  const ast = await openapiTS(pathToFileURL(specPath), { redocly, silent: true });
  return `${HEADER}\n${astToString(hoistSchemas(ast, schemaDocs))}`;
}

// ---------------------------------------------------------------------------------------------
// values.ts

/** The `properties` of a schema and of the members of its `allOf`, the schema's own last. */
function propertiesOf(spec, schema) {
  return Object.assign(
    {},
    ...(schema.allOf ?? []).map((member) => propertiesOf(spec, deref(spec, member))),
    schema.properties ?? {},
  );
}

/**
 * The trees of `x-statement-tree`: `[{ name, lines: [...] }]`, names checked against the enum
 * that the schema's `name` property references. Each name occurs once, except that a line may
 * occur again as its own child (the balance sheet's "Amounts Due to Related Parties").
 */
export function statementTrees(spec) {
  const trees = [];
  for (const [schemaName, schema] of Object.entries(spec.components?.schemas ?? {})) {
    const tree = schema['x-statement-tree'];
    if (tree === undefined) continue;
    const nameProperty = propertiesOf(spec, schema).name ?? {};
    const allowed = deref(spec, nameProperty).enum;
    const nameType = nameProperty.$ref?.split('/').pop();
    if (!allowed || !nameType) {
      throw new Error(`${schemaName}: x-statement-tree needs "name" to $ref an enum schema`);
    }
    if (!Array.isArray(tree)) throw new Error(`${schemaName}: x-statement-tree is a list`);
    const seen = new Set();
    const walk = (nodes, at, parent) =>
      nodes.map((node) => {
        const [name, children] =
          typeof node === 'string'
            ? [node, []]
            : node && typeof node === 'object' && Object.entries(node).length === 1
              ? Object.entries(node)[0]
              : [undefined, undefined];
        if (typeof name !== 'string' || !Array.isArray(children)) {
          throw new Error(
            `${schemaName}: x-statement-tree ${at}: each node is a name or { name: [children] }`,
          );
        }
        if (!allowed.includes(name)) {
          throw new Error(`${schemaName}: x-statement-tree ${at}: "${name}" is not a ${nameType}`);
        }
        if (seen.has(name) && name !== parent) {
          throw new Error(`${schemaName}: x-statement-tree: "${name}" twice`);
        }
        seen.add(name);
        return { name, lines: walk(children, `${at} > ${name}`, name) };
      });
    const lines = walk(tree, schemaName, undefined);
    const missing = allowed.filter((n) => !seen.has(n));
    if (missing.length) {
      throw new Error(
        `${schemaName}: x-statement-tree lacks ${missing.map((m) => `"${m}"`).join(', ')}`,
      );
    }
    trees.push({ schemaName, nameType, lines });
  }
  return trees;
}

/** A tree as a TypeScript literal, one line per node, nested by indentation. */
function renderTree(nodes, indent) {
  if (nodes.length === 0) return '[]';
  const inner = nodes.map(
    (node) =>
      `${indent}  { name: ${JSON.stringify(node.name)}, lines: ${renderTree(node.lines, `${indent}  `)} },`,
  );
  return `[\n${inner.join('\n')}\n${indent}]`;
}

function renderValues(spec) {
  const schemas = spec.components?.schemas ?? {};
  const enums = Object.entries(schemas).filter(([, s]) => Array.isArray(s.enum));
  const trees = statementTrees(spec);
  const imports = [...new Set([...enums.map(([n]) => n), ...trees.map((t) => t.nameType)])].sort();
  const out = [HEADER];
  if (imports.length) out.push(`import type { ${imports.join(', ')} } from './openapi';`, '');
  out.push(
    doc('The `info.version` of the spec every generated file of this package comes from.'),
    `export const specVersion = ${JSON.stringify(String(spec.info?.version ?? ''))};`,
  );
  for (const [name, schema] of enums) {
    const summary = (schema.description ?? name).trim().split('\n')[0];
    out.push(
      '',
      doc(`Every value of \`${name}\`, in the spec's order. ${summary}`),
      `export const ${valuesName(name)} = ${JSON.stringify(schema.enum)} as const satisfies readonly ${name}[];`,
    );
  }
  if (trees.length) {
    out.push(
      '',
      doc('A node of a statement tree: a line name and its child lines.'),
      'export interface StatementTreeNode<TName extends string> {',
      '  /** The line name. */',
      '  readonly name: TName;',
      '  /** The child lines, in statement order. */',
      '  readonly lines: readonly StatementTreeNode<TName>[];',
      '}',
    );
  }
  for (const { schemaName, nameType, lines } of trees) {
    const constName = `${schemaName[0].toLowerCase()}${schemaName.slice(1).replace(/Line$/, '')}Tree`;
    out.push(
      '',
      doc(`The nesting of \`${schemaName}\`s every period carries, in statement order.`),
      `export const ${constName}: readonly StatementTreeNode<${nameType}>[] = ${renderTree(lines, '')};`,
    );
  }
  return `${out.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// operations.ts

function paramRow(spec, where, parameter) {
  const p = deref(spec, parameter);
  const schema = deref(spec, p.schema ?? {});
  const row = { name: p.name, in: p.in };
  if (p.in !== 'query' && p.in !== 'path') {
    throw new Error(`${where}: parameter "${p.name}" is in ${p.in}; rows carry query and path`);
  }
  if (p.required) row.required = true;
  for (const key of CONSTRAINTS) {
    let value = schema[key];
    if (key === 'type' && Array.isArray(value)) value = value.find((t) => t !== 'null');
    if (value !== undefined) row[key] = value;
  }
  if (schema.default !== undefined) row.default = schema.default;
  if (schema['x-timestamp-unit'] !== undefined) row.timestampUnit = schema['x-timestamp-unit'];
  if (schema['x-separator'] !== undefined) row.separator = schema['x-separator'];
  return row;
}

/** Cursor paging by `start_id`, page/size paging, or none. */
function pagingOf(params) {
  const names = new Set(params.map((p) => p.name));
  if (names.has('start_id')) return { kind: 'cursor', cursor: 'start_id', size: 'size' };
  if (names.has('page') && names.has('size')) return { kind: 'page', page: 'page', size: 'size' };
  return null;
}

/**
 * Seconds each operation's data stays fresh for a reader, from the operation's required
 * `x-stale-time`, keyed by operationId in spec order. Kept apart from the rows: only the hooks
 * read it, so the client's bundle never carries it.
 */
export function staleTimes(spec) {
  const out = {};
  for (const item of Object.values(spec.paths ?? {})) {
    const pathItem = deref(spec, item);
    for (const method of METHODS) {
      const op = pathItem[method];
      if (!op) continue;
      const seconds = op['x-stale-time'];
      if (!Number.isInteger(seconds) || seconds <= 0) {
        throw new Error(
          `${op.operationId}: x-stale-time is required, a whole number of seconds > 0 that the ` +
            `operation's data stays fresh for a reader (got ${JSON.stringify(seconds)})`,
        );
      }
      out[op.operationId] = seconds;
    }
  }
  return out;
}

/** Every operation of the spec as a row, in spec order. */
export function operationRows(spec) {
  const rows = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    const pathItem = deref(spec, item);
    for (const method of METHODS) {
      const op = pathItem[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (method !== 'get') throw new Error(`${where}: rows carry GET operations only`);
      if (!op.operationId) throw new Error(`${where}: no operationId`);
      const params = [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map((p) =>
        paramRow(spec, `${op.operationId}`, p),
      );
      const row = {
        operationId: op.operationId,
        area: op.tags?.[0],
        method,
        path,
        params,
        unwrap: isNested(spec, op),
        paging: pagingOf(params),
      };
      if (isNullable(spec, op)) row.nullable = true;
      const ttl = op['x-cache-ttl'];
      if (ttl !== undefined) {
        if (!Number.isInteger(ttl) || ttl < 0) {
          throw new Error(`${op.operationId}: x-cache-ttl must be a whole number of seconds ≥ 0`);
        }
        row.cacheTtlSeconds = ttl;
      }
      rows.push(row);
    }
  }
  return rows;
}

function renderOperations(spec) {
  const rows = operationRows(spec);
  const areas = (spec.tags ?? []).map((t) => t.name);
  const out = [
    HEADER,
    "import type { OperationRow } from '../operationRow';",
    "import type { operations } from './openapi';",
    '',
    doc('The areas (spec tags) that group operations into resources.'),
    `export type Area = ${areas.map((a) => JSON.stringify(a)).join(' | ') || 'never'};`,
  ];
  for (const { operationId, ...row } of rows) {
    out.push(
      '',
      doc(`\`${operationId}\`: \`${row.method.toUpperCase()} ${row.path}\`.`),
      `export const ${operationId} = ${JSON.stringify({ operationId, ...row })} as const satisfies OperationRow<${JSON.stringify(operationId)}>;`,
    );
  }
  out.push(
    '',
    doc(
      'Every operation of the spec, keyed by operationId, in spec order: path, parameters with\ntheir constraints and defaults, unwrapping, paging kind and cache TTL.',
    ),
    `export const operationRows = { ${rows.map((r) => r.operationId).join(', ')} } as const satisfies { readonly [TId in keyof operations]: OperationRow<TId> };`,
    '',
    doc(
      "Seconds each operation's data stays fresh for a reader (the spec's `x-stale-time`), by\noperationId: the hooks' default stale times.",
    ),
    `export const staleTimeSeconds = ${JSON.stringify(staleTimes(spec))} as const satisfies { readonly [TId in keyof operations]: number };`,
    '',
    doc(
      "The area (spec tag) of each operation, by operationId: what the hooks' query keys read,\nwithout every row.",
    ),
    `export const operationAreas = ${JSON.stringify(Object.fromEntries(rows.map((r) => [r.operationId, r.area])))} as const satisfies { readonly [TId in keyof operations]: Area };`,
    '',
    doc('The operationIds of the spec, in spec order.'),
    `export const operationIds = ${JSON.stringify(rows.map((r) => r.operationId))} as const satisfies readonly (keyof operations)[];`,
  );
  return `${out.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------

/** The packages the generator writes, each into its own `src/generated/`. */
export const TARGETS = ['types', 'client', 'react-hooks'];

/**
 * Generates the files of one target package (`types`, `client`, `react-hooks`) from the spec that
 * `configPath`'s `apis.main` names. Returns `{ outDir, spec, files: { [fileName]: text } }`.
 */
export async function generate({
  configPath = resolve(repoRoot, 'redocly.yaml'),
  outDir,
  target = 'types',
} = {}) {
  if (!TARGETS.includes(target)) {
    throw new Error(`--target must be one of ${TARGETS.join(', ')} (got "${target}")`);
  }
  const redocly = await loadConfig({ configPath });
  const api = redocly.apis?.main;
  if (!api?.root || !api['x-openapi-ts']?.output) {
    throw new Error(`${configPath}: apis.main needs "root" and "x-openapi-ts.output"`);
  }
  const base = dirname(configPath);
  const specPath = resolve(base, api.root);
  const typesDir = dirname(resolve(base, api['x-openapi-ts'].output));
  const { bundle: bundled } = await bundle({ ref: specPath, config: redocly });
  const spec = bundled.parsed;
  const rows = operationRows(spec);
  if (target === 'client') {
    return {
      outDir: outDir ?? resolve(repoRoot, 'packages/client/src/generated'),
      spec,
      files: {
        'resources.ts': renderResources(spec, rows, HEADER),
        'functions.ts': renderFunctions(spec, rows, HEADER),
      },
    };
  }
  if (target === 'react-hooks') {
    return {
      outDir: outDir ?? resolve(repoRoot, 'packages/react-hooks/src/generated'),
      spec,
      files: {
        'hooks.ts': renderHooks(spec, rows, HEADER),
        'infinite.ts': renderInfinite(spec, rows, HEADER),
        'infiniteFactories.ts': renderInfiniteFactories(rows, HEADER),
      },
    };
  }
  return {
    outDir: outDir ?? typesDir,
    spec,
    files: {
      'openapi.ts': await renderOpenapi(specPath, redocly, spec),
      'values.ts': renderValues(spec),
      'operations.ts': renderOperations(spec),
      'operationDocs.ts': renderOperationDocs(
        spec,
        rows.map((row) => [row.operationId, spec.paths[row.path].get, row.unwrap]),
        HEADER,
      ),
    },
  };
}

function read(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** The committed text of a file, or undefined outside a git checkout. */
function committed(path) {
  try {
    const rel = relative(repoRoot, path).split(sep).join('/');
    return execFileSync('git', ['show', `HEAD:${rel}`], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

function option(name) {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const config = option('--config');
  const out = option('--out');
  const { outDir, files, spec } = await generate({
    configPath: config ? resolve(config) : undefined,
    outDir: out ? resolve(out) : undefined,
    target: option('--target'),
  });
  const bundleTo = option('--bundle');
  if (bundleTo) {
    mkdirSync(dirname(resolve(bundleTo)), { recursive: true });
    writeFileSync(resolve(bundleTo), `${JSON.stringify(spec, null, 2)}\n`);
    console.log(`Bundled the spec into ${bundleTo}.`);
    process.exit(0);
  }
  const show = (name) => relative(process.cwd(), resolve(outDir, name)) || name;
  if (process.argv.includes('--check')) {
    const stale = Object.entries(files).filter(([name, text]) => {
      const path = resolve(outDir, name);
      // In CI the task graph may already have regenerated the working copy, so compare with
      // the committed file as well.
      const inGit = process.env.CI ? committed(path) : undefined;
      return read(path) !== text || (inGit !== undefined && inGit !== text);
    });
    if (stale.length) {
      console.error(
        `${stale.map(([n]) => show(n)).join(', ')} out of date with the spec.\n` +
          `Run \`${REGENERATE}\` and commit the result.`,
      );
      process.exit(1);
    }
    console.log(`${Object.keys(files).map(show).join(', ')} match the spec.`);
  } else {
    mkdirSync(outDir, { recursive: true });
    for (const [name, text] of Object.entries(files)) {
      const path = resolve(outDir, name);
      if (read(path) === text) console.log(`${show(name)} is up to date.`);
      else {
        writeFileSync(path, text);
        console.log(`Generated ${show(name)}.`);
      }
    }
  }
}
