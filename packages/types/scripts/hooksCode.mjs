// The React hooks' per-operation code, rendered from the operation rows and the spec's docs:
//   hooks.ts   a named query hook per operation (`useListWires`), each a call of the hooks'
//              shared `useOperationQuery` with the operation's row (imported one by one, so a
//              bundle with one hook carries one row)
// A hook written by hand (where the operation needs behaviour of its own) is one entry of
// HAND_WRITTEN; the generator refuses an entry that names no operation, and the hooks' coverage
// check requires every operation to have its hook, generated or not.

import { doc, exampleArgs, pascalCase, summaryOf } from './render.mjs';
import { deref, successSchema } from './specTools.mjs';

/** Operations whose named hook is written by hand, with where and why. */
export const HAND_WRITTEN = {
  searchSecurities:
    'packages/react-hooks/src/securitiesHooks.ts: a blank query keeps the hook idle, and the previous results stay on screen while the user types',
};

/** `listWires` → `useListWires`. */
export const hookName = (operationId) => `use${pascalCase(operationId)}`;

/**
 * The default `TData` of a hook: what its query holds (`QueryData`, the client's result as it
 * serializes: a paged bare list as `{ data }`), spelled so that an editor's hover names the
 * schema: for a nullable payload `Consensus | null` (the alias `OperationResult<…>` would show
 * otherwise).
 */
function dataDefault(spec, row) {
  if (!row.nullable || row.paging) return { type: `QueryData<'${row.operationId}'>` };
  const operation = spec.paths[row.path][row.method];
  const data = successSchema(spec, operation).properties.data;
  const variants = deref(spec, data).anyOf ?? deref(spec, data).oneOf ?? [];
  const named = variants
    .map((v) => v.$ref?.match(/^#\/components\/schemas\/([^/]+)$/)?.[1])
    .filter(Boolean);
  if (named.length !== 1) return { type: `QueryData<'${row.operationId}'>` };
  return { type: `${named[0]} | null`, import: named[0] };
}

/** Renders `hooks.ts`. */
export function renderHooks(spec, rows, header) {
  const ids = new Set(rows.map((r) => r.operationId));
  for (const id of Object.keys(HAND_WRITTEN)) {
    if (!ids.has(id)) {
      throw new Error(
        `hooksCode.mjs HAND_WRITTEN names "${id}", which is no operation of the spec: remove the entry`,
      );
    }
  }
  const generated = rows.filter((r) => !(r.operationId in HAND_WRITTEN));
  const defaults = new Map(generated.map((r) => [r.operationId, dataDefault(spec, r)]));
  const schemaImports = [...new Set([...defaults.values()].map((d) => d.import).filter(Boolean))];
  const out = [
    header,
    "import type { MarketDataError, OperationParams } from '@marketdata-sdk/client';",
    ...(schemaImports.length
      ? [`import type { ${schemaImports.sort().join(', ')} } from '@marketdata-sdk/types';`]
      : []),
    `import { ${generated.map((r) => r.operationId).join(', ')} } from '@marketdata-sdk/types/internal';`,
    "import type { SkipToken, UseQueryResult } from '@tanstack/react-query';",
    "import type { QueryData, QueryHookOptions } from '../internals/types';",
    "import { useOperationQuery } from '../internals/useOperationQuery';",
  ];
  for (const row of generated) {
    const id = row.operationId;
    const name = hookName(id);
    const optional = !row.params.some((p) => p.required);
    const operation = spec.paths[row.path][row.method];
    const text = [
      `${summaryOf(operation)} (\`${id}\`)`,
      '',
      optional
        ? 'Pass `skipToken` instead of the parameters to keep the query idle.'
        : 'Pass `skipToken` while the parameters are unknown: the query stays idle.',
      '',
      '@example',
      '```tsx',
      `const { data } = ${name}(${exampleArgs(spec, row)});`,
      '```',
    ].join('\n');
    out.push(
      '',
      doc(text),
      `export function ${name}<TData = ${defaults.get(id).type}>(`,
      `  params${optional ? '?' : ''}: OperationParams<'${id}'> | SkipToken,`,
      `  options?: QueryHookOptions<'${id}', TData>,`,
      '): UseQueryResult<TData, MarketDataError> {',
      `  return useOperationQuery('${name}', ${id}, params, options);`,
      '}',
    );
  }
  return `${out.join('\n')}\n`;
}
