/** B. Browser bundle sizes (esbuild, minified, gzip) of the client and its peers. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { bundleModules, bundleWithout, type ModuleBytes } from '../internals/bundleModules';
import { fixed, kilobytes, times } from '../internals/format';
import { benchDir, repoDir } from '../internals/paths';
import { check, type SuiteResult } from '../internals/results';
import type { BenchSettings } from '../internals/settings';
import { ratio } from '../internals/stats';

/** A React + TanStack Query app with one query: the baseline a hook is added to. */
const reactApp = (imports: string[], view: string, wrap: (tree: string) => string) =>
  [
    `import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';`,
    `import { createElement as h } from 'react';`,
    `import { createRoot } from 'react-dom/client';`,
    ...imports,
    `function View() { ${view} return h('pre', null, JSON.stringify(data)); }`,
    `const tree = ${wrap('h(View)')};`,
    `createRoot(document.getElementById('root')).render(h(QueryClientProvider, { client: new QueryClient() }, tree));`,
    `export { useQuery };`,
  ].join('\n');

/** Entry names the targets read. */
export const entryNames = {
  whole: '@marketdata-sdk/client (every export)',
  oneFunction: 'one operation: createTransport + getConsensus (standalone function)',
  oneResource: 'one operation: createTransport + createRatingsResource().getConsensus',
  oneViaClient: 'one operation: createMarketDataClient().ratings.getConsensus',
  reactApp: 'React + TanStack Query app, one useQuery over fetch (baseline)',
  reactHook: 'the same app, its query as useGetConsensus over createTransport',
} as const;

/** The entry files measured, as source text importing from the packages. */
export const bundleEntries: Record<string, string> = {
  [entryNames.whole]: `export * from '@marketdata-sdk/client';`,
  '@marketdata-sdk/client (createMarketDataClient)': [
    `import { createMarketDataClient } from '@marketdata-sdk/client';`,
    `export const client = (apiKey) => createMarketDataClient({ apiKey, baseUrl: '/api' });`,
  ].join('\n'),
  [entryNames.oneViaClient]: [
    `import { createMarketDataClient } from '@marketdata-sdk/client';`,
    `export const consensus = (apiKey) =>`,
    `  createMarketDataClient({ apiKey, baseUrl: '/api' }).ratings.getConsensus({ ticker: 'AAPL' });`,
  ].join('\n'),
  [entryNames.oneResource]: [
    `import { createRatingsResource, createTransport } from '@marketdata-sdk/client';`,
    `export const consensus = (apiKey) =>`,
    `  createRatingsResource(createTransport({ apiKey, baseUrl: '/api' })).getConsensus({ ticker: 'AAPL' });`,
  ].join('\n'),
  [entryNames.oneFunction]: [
    `import { createTransport } from '@marketdata-sdk/client';`,
    `import { getConsensus } from '@marketdata-sdk/client/functions';`,
    `export const consensus = (apiKey) =>`,
    `  getConsensus(createTransport({ apiKey, baseUrl: '/api' }), { ticker: 'AAPL' });`,
  ].join('\n'),
  '@marketdata-sdk/client (news.listWires only)': [
    `import { createNewsResource, createTransport } from '@marketdata-sdk/client';`,
    `export const latestWires = (apiKey) =>`,
    `  createNewsResource(createTransport({ apiKey, baseUrl: '/api' })).listWires({ size: 10 });`,
  ].join('\n'),
  [entryNames.reactApp]: reactApp(
    [],
    `const { data } = useQuery({ queryKey: ['consensus', 'AAPL'], queryFn: () => fetch('/api/consensus?ticker=AAPL').then((r) => r.json()) });`,
    (tree) => tree,
  ),
  [entryNames.reactHook]: reactApp(
    [
      `import { createTransport } from '@marketdata-sdk/client';`,
      `import { MarketDataProvider, useGetConsensus } from '@marketdata-sdk/react-hooks';`,
    ],
    `const { data } = useGetConsensus({ ticker: 'AAPL' });`,
    (tree) => `h(MarketDataProvider, { client: createTransport({ baseUrl: '/api' }) }, ${tree})`,
  ),
  'openapi-fetch': `export * from 'openapi-fetch'; export { default } from 'openapi-fetch';`,
  'ky 1.x': `export { default } from 'ky';`,
  axios: `export { default } from 'axios';`,
};

/** Bundles one entry and returns its minified and gzipped sizes in bytes. */
export async function bundleSize(contents: string, conditions: string[] = []) {
  const result = await build({
    stdin: { contents, resolveDir: benchDir, loader: 'js', sourcefile: 'entry.js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions,
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

/** The entries whose modules are listed: one operation, and one hook over a transport. */
const brokenDown = [entryNames.oneFunction, entryNames.reactHook] as const;

/**
 * A table of the modules each one-operation entry pulls in (React and TanStack Query left out):
 * the minified bytes each leaves in the bundle and what taking it out saves after gzip; or none,
 * with a note, when the source cannot be bundled.
 */
async function moduleTable(notes: string[], costs: boolean) {
  try {
    const lists = [] as ModuleBytes[][];
    for (const name of brokenDown) lists.push(await bundleModules(bundleEntries[name]!, costs));
    const [fn = [], hook = []] = lists;
    const modules = [...new Set([...fn, ...hook].map((entry) => entry.module))];
    const cells = (list: ModuleBytes[], module: string) => {
      const entry = list.find((each) => each.module === module);
      return entry === undefined ? ['—', '—'] : [fixed(entry.bytes), fixed(entry.gzip)];
    };
    const total = (list: ModuleBytes[]) => fixed(list.reduce((sum, entry) => sum + entry.bytes, 0));
    return [
      {
        caption:
          'Where the bytes of one operation are: each module of the standalone-function entry and of the hook entry (React and TanStack Query left out), bundled from the TypeScript source; "min" is the minified bytes it leaves in the bundle, "gzip" how many bytes the gzipped bundle loses without it and what only it brings in (gzip is not additive; "n/a" in a smoke run).',
        headers: ['module', 'standalone: min', 'standalone: gzip', 'hook: min', 'hook: gzip'],
        rows: [
          ...modules.map((module) => [module, ...cells(fn, module), ...cells(hook, module)]),
          ['total', total(fn), '', total(hook), ''],
        ],
      },
    ];
  } catch (error) {
    notes.push(`The modules could not be listed: ${(error as Error).message.split('\n')[0]}`);
    return [];
  }
}

/**
 * Behaviours the transport gives every call, each with the module that holds it, in the order
 * they are taken out of one operation's bundle; each is promised by the client's public API
 * (its README, its options and its errors).
 */
export const behaviours: readonly (readonly [behaviour: string, module: string])[] = [
  [
    'log lines (`logger`, `logLevel`, `redact`) and the key scrubber',
    'client/src/internals/log.ts',
  ],
  ['the key kept out of every error and its causes', 'client/src/internals/scrubError.ts'],
  ['option checks that name the rule and refuse unknown names', 'client/src/internals/options.ts'],
  ['`withResponse()` and `asResponse()` on every call', 'client/src/internals/callPromise.ts'],
  ['parameter checks that name the rule', 'client/src/internals/paramRules.ts'],
];

/**
 * What one operation (the standalone function over a transport) weighs as shipped, then with
 * each behaviour taken out in turn, cumulatively: `behaviours.length + 1` sizes, where the 4.5 KB
 * goal would have to cut.
 */
export async function sizesWithoutBehaviours() {
  const entry = bundleEntries[entryNames.oneFunction]!;
  const modules = behaviours.map(([, module]) => module);
  const sizes = [];
  for (let n = 0; n <= modules.length; n++) {
    sizes.push(await bundleWithout(entry, modules.slice(0, n)));
  }
  return sizes;
}

/** The table of {@link sizesWithoutBehaviours}, or none with a note when it cannot be built. */
async function behaviourTable(notes: string[]) {
  try {
    const [shipped, ...less] = await sizesWithoutBehaviours();
    const rows = [
      ['nothing (as shipped)', '—', ...cellsOf(shipped!)],
      ...less.map((size, i) => {
        const [behaviour, module] = behaviours[i]!;
        return [`${i > 0 ? '… and ' : ''}${behaviour}`, module, ...cellsOf(size)];
      }),
    ];
    return [
      {
        caption:
          'One operation (the standalone function over a transport, from the TypeScript source) with what the transport does for every call taken out, one behaviour after another: the code of its module replaced by empty exports (the calls into it stay, so each row slightly overstates what would remain).',
        headers: ['taken out', 'module', 'minified', 'gzip', 'vs the 4.5 KB goal'],
        rows,
      },
    ];
  } catch (error) {
    notes.push(`The behaviours could not be taken out: ${(error as Error).message.split('\n')[0]}`);
    return [];
  }
}

/** Minified, gzip and the gzip's distance from the 4.5 KB goal, as table cells. */
const cellsOf = (size: { minified: number; gzip: number }) => [
  kilobytes(size.minified, 2),
  kilobytes(size.gzip, 2),
  `${size.gzip > 4500 ? '+' : '−'}${kilobytes(Math.abs(size.gzip - 4500), 2)}`,
];

/** Runs the suite. */
export async function bundleSizes(
  settings: Pick<BenchSettings, 'bundleModuleCosts'>,
): Promise<Omit<SuiteResult, 'elapsedMs'>> {
  const built = existsSync(join(repoDir, 'packages/client/dist/index.js'));
  const conditions = built ? [] : ['@marketdata-sdk/source'];
  const notes = [
    built
      ? 'Our packages are bundled from their built dist/ (what users install).'
      : 'packages/client/dist is missing, so our packages are bundled from their TypeScript source.',
    'esbuild, platform browser, ESM, minified, target ES2022; gzip level 9. 1 KB = 1000 bytes.',
    'The one-operation entries call `getConsensus` three ways: the standalone function of `@marketdata-sdk/client/functions` over `createTransport` (the smallest path), its resource over a transport, and `createMarketDataClient`. The whole-client entry is `export * from` the package.',
    "The hook entries are a React 19 + TanStack Query v5 app rendering one query (react, react-dom and the query library bundled, `process.env.NODE_ENV` = production); the hook's cost is the second minus the first.",
  ];
  const sizes: Record<string, { minified: number; gzip: number }> = {};
  for (const [name, contents] of Object.entries(bundleEntries)) {
    try {
      sizes[name] = await bundleSize(contents, conditions);
    } catch (error) {
      notes.push(`${name} could not be bundled: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  const breakdown = await moduleTable(notes, settings.bundleModuleCosts);
  const withoutBehaviours = await behaviourTable(notes);
  const gzipOf = (name: string) => sizes[name]?.gzip ?? Number.NaN;
  const openapiFetch = gzipOf('openapi-fetch');
  const whole = gzipOf(entryNames.whole);
  const one = gzipOf('@marketdata-sdk/client (news.listWires only)');
  const oneFunction = gzipOf(entryNames.oneFunction);
  const hookCost = gzipOf(entryNames.reactHook) - gzipOf(entryNames.reactApp);
  return {
    id: 'bundle-size',
    title: 'Bundle size (browser, minified + gzip)',
    tables: [
      {
        caption: 'Sizes of an app entry that imports only the named code.',
        headers: ['entry', 'minified', 'gzip', 'gzip vs openapi-fetch'],
        rows: Object.entries(sizes).map(([name, size]) => [
          name,
          kilobytes(size.minified, 2),
          kilobytes(size.gzip, 2),
          times(ratio(size.gzip, openapiFetch)),
        ]),
      },
      ...breakdown,
      ...withoutBehaviours,
    ],
    targets: [
      check(
        'one operation through the client (standalone function over a transport), gzip',
        '≤ 4.5 KB',
        oneFunction,
        kilobytes(oneFunction, 2),
        (v) => v <= 4500,
      ),
      check(
        'one hook over a transport, added to a React + TanStack Query app, gzip',
        '≤ +4.5 KB',
        hookCost,
        `+${kilobytes(hookCost, 2)}`,
        (v) => v <= 4500,
      ),
      check(
        'whole client main entry, gzip',
        '≤ 10 KB',
        whole,
        kilobytes(whole, 2),
        (v) => v <= 10_000,
      ),
      check(
        'whole client, gzip (openapi-fetch included)',
        '≤ 6 KB',
        whole,
        kilobytes(whole, 2),
        (v) => v <= 6000,
      ),
      check(
        'one resource method vs whole client, gzip',
        '< whole',
        one - whole,
        `${kilobytes(one, 2)} vs ${kilobytes(whole, 2)}`,
        (v) => v < 0,
      ),
    ],
    notes,
  };
}
