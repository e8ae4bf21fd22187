/**
 * Adding an operation, as a maintainer would: a copy of the spec gets one more operation and
 * the one generator runs on the copy. With no hand edit, the operation is typed in the client's
 * `request` and the hooks' generic query options, and the sandbox validates its parameters;
 * every coverage check of a hand-named layer then fails naming the operation and the file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type CoverageRow,
  extraOperation,
  generateWithExtraOperation,
  missingFromReference,
  missingHooks,
  missingResourceMethods,
  missingSandboxHandlers,
  type SampleRow,
  sampleArgs,
} from '@marketdata-sdk/test-tools';
import type { OperationRow } from '@marketdata-sdk/types/internal';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Every package under test reads the rows from `@marketdata-sdk/types/internal`: here they are
// the rows generated from the spec copy.
const copy = vi.hoisted(() => ({ internal: '' }));
vi.mock('@marketdata-sdk/types/internal', () => import(/* @vite-ignore */ copy.internal));

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const referencePage = join(repoRoot, 'spec/dist/reference/index.html');
const added = extraOperation.operationId;

/** A generated row: what the coverage checks and `sampleArgs` read. */
type Row = OperationRow & CoverageRow & SampleRow;
let typesSrc: string;
let rows: Row[];
let client: typeof import('@marketdata-sdk/client');
let hooks: typeof import('@marketdata-sdk/react-hooks');
let fixtures: typeof import('@marketdata-sdk/fixtures');

beforeAll(async () => {
  const generated = await generateWithExtraOperation();
  typesSrc = generated.typesSrc;
  copy.internal = join(typesSrc, 'internal.ts');
  rows = Object.values(generated.operations.operationRows as Record<string, Row>);
  client = await import('@marketdata-sdk/client');
  hooks = await import('@marketdata-sdk/react-hooks');
  fixtures = await import('@marketdata-sdk/fixtures');
}, 60_000);

afterAll(() => {
  if (typesSrc) rmSync(dirname(dirname(typesSrc)), { recursive: true, force: true });
});

/** A client over an in-process sandbox, both reading the copy's rows. */
function sandboxClient() {
  const sandbox = fixtures.createSandbox({ apiKey: 'sandbox' });
  const api = client.createMarketDataClient({
    apiKey: 'sandbox',
    baseUrl: 'https://sandbox.test',
    fetch: (url, init) => sandbox.fetch(new Request(url, init)),
  });
  const get = async (path: string) => {
    const response = await sandbox.fetch(
      new Request(`https://sandbox.test${path}`, { headers: { authorization: 'Bearer sandbox' } }),
    );
    return { response, status: response.status, body: await response.text() };
  };
  return { api, get };
}

describe('an operation added to the spec, generated, with no hand edit', () => {
  it('is an operation row of the generated table', () => {
    expect(rows.find((row) => row.operationId === added)).toMatchObject({
      path: extraOperation.path,
      area: extraOperation.area,
      params: [{ name: 'date', in: 'query', format: 'date' }],
    });
  });

  it("is typed in the client's request and in the hooks' generic query options", () => {
    const dir = join(dirname(typesSrc), 'typecheck');
    mkdirSync(dir, { recursive: true });
    const source = (path: string) => join(repoRoot, path);
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: source('tsconfig.base.json'),
        compilerOptions: {
          jsx: 'react-jsx',
          types: [],
          typeRoots: [source('packages/react-hooks/node_modules/@types')],
          paths: {
            '@marketdata-sdk/types': [join(typesSrc, 'index.ts')],
            '@marketdata-sdk/types/internal': [join(typesSrc, 'internal.ts')],
            '@marketdata-sdk/client': [source('packages/client/src/index.ts')],
            '@marketdata-sdk/react-hooks': [source('packages/react-hooks/src/index.ts')],
          },
        },
        files: ['check.ts'],
      }),
    );
    writeFileSync(
      join(dir, 'check.ts'),
      `import { createMarketDataClient, type OperationResult } from '@marketdata-sdk/client';
import { marketDataQueryOptions } from '@marketdata-sdk/react-hooks';
import type { operations } from '@marketdata-sdk/types';

type Added = operations['${added}'];
const client = createMarketDataClient({ apiKey: 'key' });
export const viaRequest: Promise<OperationResult<'${added}'>> = client.request('${added}', {
  date: '2027-01-05',
});
// @ts-expect-error the date is a string
client.request('${added}', { date: 20270105 });
// @ts-expect-error no such parameter
client.request('${added}', { day: '2027-01-05' });
export const options = marketDataQueryOptions(client, '${added}', { date: '2027-01-05' });
export const key: readonly unknown[] = options.queryKey;
// @ts-expect-error the date is a string
marketDataQueryOptions(client, '${added}', { date: 5 });
// @ts-expect-error not an operation of the spec
marketDataQueryOptions(client, '${added}s', { date: '2027-01-05' });
export type Body = Added['responses'][200]['content']['application/json'];
`,
    );
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], {
      encoding: 'utf8',
    });
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);

  it('is validated by the sandbox from the rows: a bad parameter gets 4012 naming it', async () => {
    const { get, api } = sandboxClient();
    for (const query of ['?date=2027-1-5', '']) {
      const { status, body, response } = await get(`${extraOperation.path}${query}`);
      expect(status).toBe(200);
      expect(JSON.parse(body)).toEqual({ status_code: 4012, status_msg: 'Invalid param' });
      expect(response.headers.get('x-sandbox-invalid-param')).toMatch(/^date /);
    }
    // The client checks the same rules before sending anything.
    await expect(api.request(added as never, { date: '2027-1-5' } as never)).rejects.toThrow(
      /date/,
    );
  });
});

describe('every coverage check names the added operation and the file to edit', () => {
  /** Runs a check on the spec's own operations (it passes) and with the added one. */
  async function check(run: (rows: Row[]) => string[] | Promise<string[]>) {
    const before = await run(rows.filter((row) => row.operationId !== added));
    const after = await run(rows);
    return { before, after };
  }
  const names = (file: string) => [expect.stringMatching(new RegExp(`^${added}: .*${file}`))];

  it('a named resource method', async () => {
    const { api } = sandboxClient();
    const { before, after } = await check((r) => missingResourceMethods(r, api));
    expect(before).toEqual([]);
    expect(after).toEqual(
      names('packages/client/src/generated/resources\\.ts: run `npx -y pnpm@12\\.21\\.0 generate`'),
    );
  });

  it('a named hook', async () => {
    const { before, after } = await check((r) => missingHooks(r, hooks));
    expect(before).toEqual([]);
    expect(after).toEqual(names('packages/react-hooks/src/index\\.ts'));
  });

  it('a sandbox data handler', async () => {
    const { api, get } = sandboxClient();
    const call = (id: string, params: Record<string, unknown>) =>
      api.request(id as never, params as never);
    const answer = async (row: CoverageRow) => {
      const sample = row as Row;
      const params = await sampleArgs(sample, { rows, call });
      const query = new URLSearchParams(
        Object.entries(params).map(([k, v]) => [k, String(v)] as [string, string]),
      );
      const path = sample.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
        const value = String(params[name]);
        query.delete(name);
        return encodeURIComponent(value);
      });
      return get(`${path}?${query}`);
    };
    const { before, after } = await check((r) => missingSandboxHandlers(r, answer));
    expect(before).toEqual([]);
    expect(after).toEqual(names('packages/fixtures/src/internals/service/operations\\.ts'));
  }, 60_000);

  it('the reference', async () => {
    expect(existsSync(referencePage), `build the spec first: ${referencePage}`).toBe(true);
    const html = readFileSync(referencePage, 'utf8');
    const { before, after } = await check((r) => missingFromReference(r, html));
    expect(before).toEqual([]);
    expect(after).toEqual(names('spec/openapi\\.yaml'));
  });
});
