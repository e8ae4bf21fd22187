// The client's per-operation code, rendered from the operation rows and the spec's docs:
//   resources.ts   one resource per spec tag (`NewsResource`, `createNewsResource`), every
//                  operation of the tag a method named by its operationId, and
//                  `createResources` that builds them all over one transport
//   functions.ts   every operation as a standalone function over a transport
//                  (`listWires(transport, params)`), so that a bundle carries what it calls
// Both call the client's shared binders (`bindMethod`, `bindPagedMethod`): the engine every
// operation shares stays hand-written, the code written once per operation does not.

import { doc, exampleArgs, pascalCase, summaryOf, wrap } from './render.mjs';

/** What a paged method's doc adds: how its pages read and iterate. */
const PAGED = {
  cursor:
    'Resolves with one page (`nextCursor`, `hasNextPage()`, `getNextPage()`, `iterPages()`); ' +
    'iterated (`for await`, `iterItems`, `toArray`), every item to the end.',
  page:
    'Resolves with one page as `{ data }` (`nextCursor` is the next page number, ' +
    '`hasNextPage()`, `getNextPage()`, `iterPages()`); iterated, every item to the end.',
};

/** The resource type and factory names of a spec tag: `news` → `NewsResource`. */
export const resourceName = (area) => `${pascalCase(area)}Resource`;

/** The areas (spec tags) that have operations, in the spec's tag order, then any others. */
export function areasOf(spec, rows) {
  const used = new Set(rows.map((r) => r.area));
  const tagged = (spec.tags ?? []).map((t) => t.name).filter((name) => used.has(name));
  return [...tagged, ...[...used].filter((a) => !tagged.includes(a))];
}

const rowAlias = (id) => `${id}Row`;

/**
 * A method's doc: the operation's summary, how it pages, an optional note and an example call
 * of `call` (with `lead` before the parameters: `transport` for a standalone function).
 */
function methodDoc(spec, row, { call, lead = '', note }) {
  const operation = spec.paths[row.path][row.method];
  const lines = [summaryOf(operation)];
  if (row.paging) lines.push('', wrap(PAGED[row.paging.kind]));
  if (note) lines.push('', wrap(note));
  const result = row.paging ? 'page' : 'data';
  const args = [lead, exampleArgs(spec, row)].filter(Boolean).join(', ');
  lines.push(`@example const ${result} = await ${call}(${args});`);
  return lines.join('\n');
}

/** Renders `resources.ts`. */
export function renderResources(spec, rows, header) {
  const areas = areasOf(spec, rows);
  const tags = Object.fromEntries((spec.tags ?? []).map((t) => [t.name, t]));
  const paged = rows.some((r) => r.paging);
  const plain = rows.some((r) => !r.paging);
  const binders = [
    ...(plain ? ['bindMethod'] : []),
    ...(paged ? ['bindPagedMethod', 'type PagedMethod'] : []),
    ...(plain ? ['type ParamsMethod'] : []),
  ];
  const out = [
    header,
    'import {',
    ...rows.map((r) => `  ${r.operationId} as ${rowAlias(r.operationId)},`),
    "} from '@marketdata-sdk/types/internal';",
    "import type { Transport } from '../createTransport';",
    `import { ${binders.join(', ')} } from '../internals/bindMethod';`,
  ];
  for (const area of areas) {
    const name = resourceName(area);
    const own = rows.filter((r) => r.area === area);
    const about = tags[area]?.description?.trim();
    out.push(
      '',
      doc(wrap(`The ${area} resource.${about ? ` ${about}` : ''}`, 96)),
      `export interface ${name} {`,
    );
    for (const row of own) {
      const type = row.paging ? 'PagedMethod' : 'ParamsMethod';
      out.push(
        doc(methodDoc(spec, row, { call: `client.${area}.${row.operationId}` }), '  '),
        `  ${row.operationId}: ${type}<'${row.operationId}'>;`,
      );
    }
    out.push(
      '}',
      '',
      doc(
        `Creates the ${area} resource over a transport.\n@example const ${area} = create${name}(createTransport({ apiKey }));`,
      ),
      `export function create${name}(transport: Transport): ${name} {`,
      '  return {',
      ...own.map(
        (row) =>
          `    ${row.operationId}: ${row.paging ? 'bindPagedMethod' : 'bindMethod'}(transport, ${rowAlias(row.operationId)}),`,
      ),
      '  };',
      '}',
    );
  }
  out.push(
    '',
    doc('Every resource of the spec, by area (spec tag).'),
    'export interface MarketDataResources {',
    ...areas.flatMap((area) => [
      doc(wrap(tags[area]?.description?.trim() ?? `The ${area} resource.`), '  '),
      `  readonly ${area}: ${resourceName(area)};`,
    ]),
    '}',
    '',
    doc('Creates every resource over one transport.'),
    'export function createResources(transport: Transport): MarketDataResources {',
    '  return {',
    ...areas.map((area) => `    ${area}: create${resourceName(area)}(transport),`),
    '  };',
    '}',
  );
  return `${out.join('\n')}\n`;
}

/** Renders `functions.ts`. */
export function renderFunctions(spec, rows, header) {
  const paged = rows.some((r) => r.paging);
  const plain = rows.some((r) => !r.paging);
  const makers = [
    ...(paged ? ['pagedStandalone', 'type PagedStandaloneFunction'] : []),
    ...(plain ? ['type StandaloneFunction', 'standalone'] : []),
  ];
  const out = [
    header,
    'import {',
    ...rows.map((r) => `  ${r.operationId} as ${rowAlias(r.operationId)},`),
    "} from '@marketdata-sdk/types/internal';",
    `import { ${makers.join(', ')} } from '../internals/standalone';`,
  ];
  for (const row of rows) {
    const id = row.operationId;
    const note = `The standalone form of \`client.${row.area}.${id}\`: a bundle that calls only this function carries this operation only.`;
    const [type, make] = row.paging
      ? ['PagedStandaloneFunction', 'pagedStandalone']
      : ['StandaloneFunction', 'standalone'];
    out.push(
      '',
      doc(methodDoc(spec, row, { call: id, lead: 'transport', note })),
      `export const ${id}: ${type}<'${id}'> = /* @__PURE__ */ ${make}(${rowAlias(id)});`,
    );
  }
  return `${out.join('\n')}\n`;
}
