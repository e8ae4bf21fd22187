/** B. Browser bundle sizes (esbuild, minified, gzip) of the client and its peers. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { kilobytes, times } from '../internals/format';
import { benchDir, repoDir } from '../internals/paths';
import { check, type SuiteResult } from '../internals/results';
import { ratio } from '../internals/stats';

/** The entry files measured, as source text importing from the packages. */
export const bundleEntries: Record<string, string> = {
  '@marketdata-sdk/client (every export)': `export * from '@marketdata-sdk/client';`,
  '@marketdata-sdk/client (createMarketDataClient)': [
    `import { createMarketDataClient } from '@marketdata-sdk/client';`,
    `export const client = (apiKey) => createMarketDataClient({ apiKey, baseUrl: '/api' });`,
  ].join('\n'),
  '@marketdata-sdk/client (news.listWires only)': [
    `import { createNewsResource, createTransport } from '@marketdata-sdk/client';`,
    `export const latestWires = (apiKey) =>`,
    `  createNewsResource(createTransport({ apiKey, baseUrl: '/api' })).listWires({ size: 10 });`,
  ].join('\n'),
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
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

/** Runs the suite. */
export async function bundleSizes(): Promise<Omit<SuiteResult, 'elapsedMs'>> {
  const built = existsSync(join(repoDir, 'packages/client/dist/index.js'));
  const conditions = built ? [] : ['@marketdata-sdk/source'];
  const notes = [
    built
      ? 'Our packages are bundled from their built dist/ (what users install).'
      : 'packages/client/dist is missing, so our packages are bundled from their TypeScript source.',
    'esbuild, platform browser, ESM, minified, target ES2022; gzip level 9. 1 KB = 1000 bytes.',
    'The one-method entry is `createNewsResource(createTransport({ apiKey })).listWires(...)`, the tree-shakable path the client exports; the whole-client entry is `export * from` the package.',
  ];
  const sizes: Record<string, { minified: number; gzip: number }> = {};
  for (const [name, contents] of Object.entries(bundleEntries)) {
    try {
      sizes[name] = await bundleSize(contents, conditions);
    } catch (error) {
      notes.push(`${name} could not be bundled: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  const openapiFetch = sizes['openapi-fetch']?.gzip ?? Number.NaN;
  const whole = sizes['@marketdata-sdk/client (every export)']?.gzip ?? Number.NaN;
  const one = sizes['@marketdata-sdk/client (news.listWires only)']?.gzip ?? Number.NaN;
  return {
    id: 'bundle-size',
    title: 'Bundle size (browser, minified + gzip)',
    tables: [
      {
        caption: 'Sizes of an app entry that imports only the named code.',
        headers: ['entry', 'minified', 'gzip', 'gzip vs openapi-fetch'],
        rows: Object.entries(sizes).map(([name, size]) => [
          name,
          kilobytes(size.minified),
          kilobytes(size.gzip),
          times(ratio(size.gzip, openapiFetch)),
        ]),
      },
    ],
    targets: [
      check(
        'whole client, gzip (openapi-fetch included)',
        '≤ 6 KB',
        whole,
        kilobytes(whole),
        (v) => v <= 6000,
      ),
      check(
        'one resource method vs whole client, gzip',
        '< whole',
        one - whole,
        `${kilobytes(one)} vs ${kilobytes(whole)}`,
        (v) => v < 0,
      ),
    ],
    notes,
  };
}
