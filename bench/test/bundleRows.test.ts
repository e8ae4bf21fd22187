/**
 * A bundle that calls one operation carries that operation's row and no other: the rows are
 * imported one by one by the generated standalone functions and named hooks.
 */

import { operationRows } from '@marketdata-sdk/types/internal';
import { describe, expect, it } from 'vitest';
import { bundle } from '../src/internals/bundleModules';
import { bundleEntries, entryNames } from '../src/suites/bundleSize';

/** The bundled text of an entry, from the packages' source (as the sizes suite bundles them). */
async function bundled(contents: string) {
  return (await bundle(contents)).outputFiles?.[0]?.text ?? '';
}

/** The operations whose path is in a bundle. */
const pathsIn = (code: string) =>
  Object.values(operationRows)
    .filter((row) => code.includes(`"${row.path}"`))
    .map((row) => row.operationId);

describe('one operation, one row', () => {
  it('a standalone function over a transport', async () => {
    expect(pathsIn(await bundled(bundleEntries[entryNames.oneFunction]!))).toEqual([
      'getConsensus',
    ]);
  });

  it('a named hook over a transport', async () => {
    expect(pathsIn(await bundled(bundleEntries[entryNames.reactHook]!))).toEqual(['getConsensus']);
  });

  it('a call that does not page leaves item iteration out; a paged one carries it', async () => {
    const paged = [
      `import { createTransport } from '@marketdata-sdk/client';`,
      `import { listWires } from '@marketdata-sdk/client/functions';`,
      `export const wires = (apiKey) => listWires(createTransport({ apiKey, baseUrl: '/api' })).toArray();`,
    ].join('\n');
    expect((await bundled(bundleEntries[entryNames.oneFunction]!)).includes('toArray')).toBe(false);
    expect((await bundled(paged)).includes('toArray')).toBe(true);
  });

  it('a named hook leaves out the retry policy factory', async () => {
    const check = 'createRetryPolicy: maxRetries must be';
    // The default retry policy is written out; createRetryPolicy's check is its own.
    expect((await bundled(bundleEntries[entryNames.reactHook]!)).includes(check)).toBe(false);
    expect((await bundled(`export * from '@marketdata-sdk/react-hooks';`)).includes(check)).toBe(
      true,
    );
  });

  it('the whole client carries every row (the check sees them)', async () => {
    expect(pathsIn(await bundled(bundleEntries[entryNames.whole]!))).toHaveLength(
      Object.keys(operationRows).length,
    );
  });
});
