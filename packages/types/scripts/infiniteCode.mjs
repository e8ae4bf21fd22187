// The React hooks' infinite queries, rendered from the operation rows: for each operation that
// pages (its row's `paging`, a `start_id` cursor or `page` and `size`), in `infinite.ts`:
//   <Stem>InfiniteParams, …Options, …Data, …QueryOptions, …HookOptions   its types
//   select<Stem>Infinite               the pages flattened into one list of items
//   <operationId>InfiniteQueryOptions  its `infiniteQueryOptions` factory
//   use<OperationId>Infinite           its hook
// and, in `infiniteFactories.ts`, the factories by operationId (`marketDataQueries` reads it).
// `<Stem>` is the operationId without its verb (`listWires` → `Wires`). The flattened list is
// named after the operationId's last word (`listCongressTrades` → `trades`) unless ITEMS_NAMES
// gives a better name; a cursor list keeps each item once, by the id the cursor is taken from.

import { doc, exampleArgs, pascalCase, wrap } from './render.mjs';
import { deref, successSchema } from './specTools.mjs';

/** Paged operations whose flattened list has a better name than the operationId's last word. */
export const ITEMS_NAMES = {
  listWires: 'headlines',
};

/** The ids a cursor list's items carry, in the order the client's `nextPageCursor` reads them. */
const CURSOR_IDS = ['news_id', 'content_id'];

/** `listWires` → `Wires`. */
const stemOf = (operationId) => pascalCase(operationId.replace(/^[a-z]+/, '') || operationId);

/** `listCongressTrades` → `trades`, or the ITEMS_NAMES entry. */
function itemsName(operationId) {
  if (ITEMS_NAMES[operationId]) return ITEMS_NAMES[operationId];
  const words = stemOf(operationId).match(/[A-Z][a-z0-9]*/g) ?? [stemOf(operationId)];
  return words[words.length - 1].toLowerCase();
}

/** The schema of one item of a paged operation's page. */
function itemSchema(spec, row) {
  const operation = spec.paths[row.path][row.method];
  let data = deref(spec, successSchema(spec, operation).properties.data);
  if (data.type !== 'array') data = deref(spec, data.properties?.data ?? {});
  if (data.type !== 'array') {
    throw new Error(
      `${row.operationId} pages, but its answer's data is no list (nor an object whose data is one)`,
    );
  }
  return deref(spec, data.items ?? {});
}

/** Renders `infinite.ts`. */
export function renderInfinite(spec, rows, header) {
  const paged = rows.filter((r) => r.paging);
  for (const id of Object.keys(ITEMS_NAMES)) {
    if (!paged.some((r) => r.operationId === id)) {
      throw new Error(
        `infiniteCode.mjs ITEMS_NAMES names "${id}", which is no paged operation of the spec: remove the entry`,
      );
    }
  }
  const out = [
    header,
    "import type { MarketDataError, OperationParams } from '@marketdata-sdk/client';",
    `import { ${paged.map((r) => r.operationId).join(', ')} } from '@marketdata-sdk/types/internal';`,
    "import type { SkipToken, UseInfiniteQueryResult } from '@tanstack/react-query';",
    'import {',
    '  buildInfiniteOptions,',
    '  flattenPages,',
    '  type InfiniteOptions,',
    '  type InfinitePagesOf,',
    '  type InfiniteQueryOptionsOf,',
    '  type PageItemOf,',
    "} from '../internals/infiniteQuery';",
    "import type { MarketDataSource } from '../internals/source';",
    "import { type InfiniteHookOptions, useInfiniteOperation } from '../internals/useInfiniteOperation';",
  ];
  for (const row of paged) {
    const id = row.operationId;
    const stem = stemOf(id);
    const items = itemsName(id);
    const cursor = row.paging.kind === 'cursor';
    const cursorParam = cursor ? row.paging.cursor : row.paging.page;
    const item = itemSchema(spec, row);
    const idKey = cursor ? CURSOR_IDS.find((k) => item.properties?.[k]) : undefined;
    if (cursor && !idKey) {
      throw new Error(
        `${id} pages by ${cursorParam}, but its items have none of ${CURSOR_IDS.join(', ')} to continue from`,
      );
    }
    const optional = !row.params.some((p) => p.required && p.name !== cursorParam);
    const paramsType = `${stem}InfiniteParams`;
    const dataType = `${stem}InfiniteData`;
    const factory = `${id}InfiniteQueryOptions`;
    const hook = `use${pascalCase(id)}Infinite`;
    const how = cursor
      ? `paged by \`${cursorParam}\`: the first page sends none, each next page starts after the last item of the previous one`
      : `paged by page number from 1; the list ends on a page shorter than the page size`;
    const args = exampleArgs(spec, row);
    out.push(
      '',
      doc(
        wrap(
          `Parameters of \`${factory}\` and \`${hook}\`: those of \`${id}\` without \`${cursorParam}\`.`,
        ),
      ),
      `export type ${paramsType} = Omit<OperationParams<'${id}'>, '${cursorParam}'>;`,
      '',
      doc(`Options of \`${factory}\`.`),
      `export type ${stem}InfiniteOptions = InfiniteOptions;`,
      '',
      doc(
        wrap(
          `The pages of \`${id}\` fetched so far, and \`${items}\`: every item of every page in order${idKey ? `, each \`${idKey}\` once` : ''}.`,
        ),
      ),
      `export type ${dataType} = InfinitePagesOf<'${id}'> & {`,
      doc(`Every item of every page, in order${idKey ? `, each \`${idKey}\` once` : ''}.`, '  '),
      `  ${items}: PageItemOf<'${id}'>[];`,
      '};',
      '',
      doc(`What \`${factory}\` returns: \`infiniteQueryOptions\` with a tagged key.`),
      `export type ${stem}InfiniteQueryOptions = InfiniteQueryOptionsOf<'${id}', ${dataType}>;`,
      '',
      doc(`Options of \`${hook}\`.`),
      `export type ${stem}InfiniteHookOptions<TData = ${dataType}> = InfiniteHookOptions<`,
      `  '${id}',`,
      `  ${dataType},`,
      '  TData',
      '>;',
      '',
      doc(
        wrap(
          `Flattens the pages of \`${id}\` into \`${items}\`${idKey ? `, keeping the first occurrence of each \`${idKey}\`` : ''}.`,
        ),
      ),
      `export function select${stem}Infinite(data: InfinitePagesOf<'${id}'>): ${dataType} {`,
      `  return flattenPages(data, '${items}'${idKey ? `, '${idKey}'` : ''});`,
      '}',
      '',
      doc(
        [
          wrap(
            `The \`infiniteQueryOptions\` of \`${id}\`, ${how}. \`data.${items}\` holds the items of all pages.`,
          ),
          '',
          '@example',
          '```ts',
          `await queryClient.prefetchInfiniteQuery(${factory}(client${args ? `, ${args}` : ''}));`,
          '```',
        ].join('\n'),
      ),
      `export function ${factory}(`,
      '  client: MarketDataSource,',
      `  params: ${paramsType}${optional ? ' = {}' : ''},`,
      `  options: ${stem}InfiniteOptions = {},`,
      `): ${stem}InfiniteQueryOptions {`,
      `  return buildInfiniteOptions('${factory}', ${id}, client, params, options, select${stem}Infinite);`,
      '}',
      '',
      doc(
        [
          wrap(
            `\`${id}\` as an infinite query, ${how}: \`data.${items}\` holds every loaded item; \`fetchNextPage()\` loads more until \`hasNextPage\` is false. \`skipToken\` instead of parameters keeps it idle.`,
          ),
          '',
          '@example',
          '```tsx',
          `const { data, fetchNextPage, hasNextPage } = ${hook}(${args});`,
          '```',
        ].join('\n'),
      ),
      `export function ${hook}<TData = ${dataType}>(`,
      `  params${optional ? '?' : ''}: ${paramsType} | SkipToken,`,
      `  options?: ${stem}InfiniteHookOptions<TData>,`,
      '): UseInfiniteQueryResult<TData, MarketDataError> {',
      `  return useInfiniteOperation('${hook}', '${id}', params${optional ? ' ?? {}' : ''}, ${factory}, options);`,
      '}',
    );
  }
  return `${out.join('\n')}\n`;
}

/**
 * Renders `infiniteFactories.ts`: the factories by operationId, which `marketDataQueries` reads
 * (apart from `infinite.ts`, whose every export the package re-exports).
 */
export function renderInfiniteFactories(rows, header) {
  const paged = rows.filter((r) => r.paging).map((r) => `${r.operationId}InfiniteQueryOptions`);
  return [
    header,
    'import {',
    ...paged.map((name) => `  ${name},`),
    "} from './infinite';",
    '',
    doc('The `infiniteQueryOptions` factory of each paged operation, by operationId.'),
    'export const infiniteFactories = {',
    ...rows
      .filter((r) => r.paging)
      .map((r) => `  ${r.operationId}: ${r.operationId}InfiniteQueryOptions,`),
    '} as const;',
    '',
  ].join('\n');
}
