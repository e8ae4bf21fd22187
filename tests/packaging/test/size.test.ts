import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exec } from '../src/exec';
import { repoRoot } from '../src/workspace';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const sizeLimitBin = join(packageDir, 'node_modules/size-limit/bin.js');

interface Budget {
  name: string;
  path: string | string[];
  limit: string;
  gzip?: boolean;
}

interface Measured {
  name: string;
  passed: boolean;
  size: number;
  sizeLimit: number;
}

const budgets = JSON.parse(readFileSync(join(packageDir, '.size-limit.json'), 'utf8')) as Budget[];

describe('size budgets (size-limit with esbuild, minified and gzipped)', () => {
  it('cover the client whole, one resource and one operation, the hooks whole and one hook over a transport, and the fixtures’ browser entry', () => {
    expect(budgets.map((budget) => budget.name.split(':')[0])).toEqual([
      '@marketdata-sdk/client',
      '@marketdata-sdk/client',
      '@marketdata-sdk/client',
      '@marketdata-sdk/client',
      '@marketdata-sdk/client',
      '@marketdata-sdk/client',
      '@marketdata-sdk/react-hooks',
      '@marketdata-sdk/react-hooks',
      '@marketdata-sdk/fixtures',
    ]);
    expect(budgets.every((budget) => budget.gzip === true)).toBe(true);
    // openapi-fetch lives in the `/raw` entry, off the main one. The target of the main entry is
    // 6 KB; with 24 operations it measures about 7.2 KB, 8.1 KB with the checks that make
    // failures loud (option rules, a counted body, the envelope check, request ids, messages that
    // say where), 8.7 KB with a page object and item iteration for every paged list, 8.78 KB with
    // envelope messages that say what was promised and what arrived and the earnings backtest
    // helper; 8.61 KB once the statement helpers moved to their own `/statements` entry; 9.46 KB
    // once every option of the client, the transport and a call is checked (types, header
    // values, unknown names) and calls chain `.withResponse()`; 9.74 KB with the live feed's
    // resume after a known headline and messages that say what a wrong params value was; 10.64 KB
    // with the rate limiter's share of the budget while its store is away (no call lost when
    // Redis dies), the scrubber's every form of the key and the queue's own wait bound; 10.82 KB
    // with log levels (`logLevel`, `MARKETDATA_LOG`); 10.92 KB with list parameters (an array of
    // tickers joined with commas, an empty list as absent: a row flag and a join) and the refusal
    // of a `baseUrl` with a query or fragment (one resource, which carries both, at 7.83 KB);
    // 10.98 KB with `client.withOptions()`; 11.06 KB with `fetchOptions` (passed on to every
    // fetch, its owned keys refused); 11.27 KB once the rate limiter names the field that is
    // wrong, missing or unknown, the live feed checks its interval floor, unknown options and
    // filters when it is made, iteration options refuse unknown names and parameter messages
    // show a bigint, NaN or a cycle instead of crashing. Each operation adds about 30 B (a
    // resource method and its row), so the budget is 11.27 KB and room for five more
    // operations: 11.42 KB. See the client's README.
    expect(budgets[0]!.limit).toBe('11.42 KB');
    // The goal of one operation through the client (`createTransport` and a standalone function)
    // and of one hook over a transport is 4.5 KB each; they measure 6.71 KB and 7.86 KB (React
    // and TanStack Query left out) once calls that do not page carry no item iteration and a
    // hook no retry-policy factory, 6.8 KB and 7.95 KB with `fetchOptions` in the transport;
    // one operation 6.84 KB once a parameter message shows a bigint, NaN or a cycle (49 B).
    // What is left is the transport every call shares: the client's README lists it module by
    // module, and the bench's bundle suite measures it.
    expect(budgets[2]!.limit).toBe('6.84 KB');
    expect(budgets[6]!.limit).toBe('7.95 KB');
    expect(budgets[3]!.path).toMatch(/raw\.js$/);
  });

  it('hold: every entry is within its limit, and one resource costs less than the client', async () => {
    const { stdout } = await exec(process.execPath, [sizeLimitBin, '--json'], {
      cwd: packageDir,
      allowFailure: true,
      timeoutMs: 120_000,
    });
    const measured = JSON.parse(stdout) as Measured[] | { error: string };
    if (!Array.isArray(measured)) throw new Error(`size-limit failed: ${measured.error}`);
    const report = measured.map(
      (entry) => `${entry.name}: ${entry.size} B of ${entry.sizeLimit} B`,
    );
    expect(measured.map((entry) => entry.name)).toEqual(budgets.map((budget) => budget.name));
    for (const entry of measured) {
      expect(entry.size, report.join('\n')).toBeGreaterThan(0);
      expect(entry.passed, report.join('\n')).toBe(true);
    }
    expect(measured[1]!.size).toBeLessThan(measured[0]!.size);
  });

  it.each([
    ['client', '@marketdata-sdk/client'],
    ['react-hooks', '@marketdata-sdk/react-hooks'],
    ['fixtures', '@marketdata-sdk/fixtures'],
  ])('are written in packages/%s/README.md', (folder, name) => {
    const readme = readFileSync(join(repoRoot, 'packages', folder, 'README.md'), 'utf8');
    const section = readme.slice(readme.search(/^## Size/m));
    expect(section, `${folder} README has no "## Size" section`).toMatch(/^## Size/);
    for (const budget of budgets.filter((entry) => entry.name.startsWith(`${name}:`))) {
      expect(section).toContain(budget.limit);
    }
  });
});
