/**
 * Adding an operation, as a maintainer would: a copy of the spec gets one more operation and
 * the one generator runs on the copy. With no hand edit, the operation is typed and callable in
 * the client (its `request`, its area's resource and a standalone function) and in the hooks
 * (a named hook and the generic query options), and the sandbox validates its parameters; the
 * coverage checks find nothing missing but the sandbox's data handler, and name its file.
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

// Every package under test reads the rows from `@marketdata-sdk/types/internal`, and the client
// and the hooks their per-operation code from their `src/generated/`: here they are the files
// generated from the spec copy. The sandbox checks parameters with its own validators, generated
// from the same copy.
const copy = vi.hoisted(() => ({
  internal: '',
  paramChecks: '',
  files: {} as Record<string, string>,
}));
vi.mock('@marketdata-sdk/types/internal', () => import(/* @vite-ignore */ copy.internal));
vi.mock(
  '../../../packages/fixtures/src/generated/paramChecks',
  () => import(/* @vite-ignore */ copy.paramChecks),
);
vi.mock(
  '../../../packages/client/src/generated/resources',
  () => import(/* @vite-ignore */ copy.files['client/resources.ts']!),
);
vi.mock(
  '../../../packages/client/src/generated/functions',
  () => import(/* @vite-ignore */ copy.files['client/functions.ts']!),
);
vi.mock(
  '../../../packages/react-hooks/src/generated/hooks',
  () => import(/* @vite-ignore */ copy.files['react-hooks/hooks.ts']!),
);

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const referencePage = join(repoRoot, 'spec/dist/reference/index.html');
const added = extraOperation.operationId;

/** A generated row: what the coverage checks and `sampleArgs` read. */
type Row = OperationRow & CoverageRow & SampleRow;
let typesSrc: string;
let rows: Row[];
let client: typeof import('@marketdata-sdk/client');
let functions: typeof import('@marketdata-sdk/client/functions');
let hooks: typeof import('@marketdata-sdk/react-hooks');
let fixtures: typeof import('@marketdata-sdk/fixtures');

beforeAll(async () => {
  const generated = await generateWithExtraOperation();
  typesSrc = generated.typesSrc;
  copy.internal = join(typesSrc, 'internal.ts');
  copy.files = generated.packageFiles;
  copy.paramChecks = generated.paramChecks;
  rows = Object.values(generated.operations.operationRows as Record<string, Row>);
  client = await import('@marketdata-sdk/client');
  functions = await import('@marketdata-sdk/client/functions');
  hooks = await import('@marketdata-sdk/react-hooks');
  fixtures = await import('@marketdata-sdk/fixtures');
}, 60_000);

afterAll(() => {
  if (typesSrc) rmSync(dirname(dirname(typesSrc)), { recursive: true, force: true });
});

/** A client over an in-process sandbox, both reading the copy's rows. */
function sandboxClient() {
  const sandbox = fixtures.createSandbox({ apiKey: 'sandbox' });
  const sent: string[] = [];
  const options = {
    apiKey: 'sandbox',
    baseUrl: 'https://sandbox.test',
    maxRetries: 0,
    fetch: (url: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(url, init);
      sent.push(request.url);
      return sandbox.fetch(request);
    },
  };
  const api = client.createMarketDataClient(options);
  const transport = client.createTransport(options);
  const get = async (path: string) => {
    const response = await sandbox.fetch(
      new Request(`https://sandbox.test${path}`, { headers: { authorization: 'Bearer sandbox' } }),
    );
    return { response, status: response.status, body: await response.text() };
  };
  return { api, transport, sent, get };
}

describe('an operation added to the spec, generated, with no hand edit', () => {
  it('is an operation row of the generated table', () => {
    expect(rows.find((row) => row.operationId === added)).toMatchObject({
      path: extraOperation.path,
      area: extraOperation.area,
      params: [{ name: 'date', in: 'query', format: 'date' }],
    });
  });

  it("is typed in the client's request, resource and function, and in the hooks", () => {
    const generatedFiles = copy.files;
    const stem = (file: string) => file.replace(/\.ts$/, '');
    const pascal = added[0]!.toUpperCase() + added.slice(1);
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
            '@tanstack/react-query': [
              source('packages/react-hooks/node_modules/@tanstack/react-query'),
            ],
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

// The generated client code and hooks of the copy.
import { createTransport } from '@marketdata-sdk/client';
import { createCalendarResource } from '${stem(generatedFiles['client/resources.ts']!)}';
import { ${added} } from '${stem(generatedFiles['client/functions.ts']!)}';
import { use${pascal} } from '${stem(generatedFiles['react-hooks/hooks.ts']!)}';
const transport = createTransport({ apiKey: 'key' });
export const viaResource: Promise<OperationResult<'${added}'>> = createCalendarResource(
  transport,
).${added}({ date: '2027-01-05' });
export const viaFunction: Promise<OperationResult<'${added}'>> = ${added}(transport, {
  date: '2027-01-05',
});
// @ts-expect-error the date is a string
${added}(transport, { date: 20270105 });
export const viaHook = () => use${pascal}({ date: '2027-01-05' }).data;
export const badHook = () => {
  // @ts-expect-error the date is a string
  use${pascal}({ date: 5 });
};
`,
    );
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], {
      encoding: 'utf8',
    });
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);

  it('is validated by the sandbox from its generated checks: a bad parameter gets 4012 naming it', async () => {
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

describe('the added operation is callable with no hand edit', () => {
  it("as its area's resource method and as a standalone function: checked, then sent", async () => {
    const { api, transport, sent } = sandboxClient();
    const call = (api.calendar as unknown as Record<string, (p: object) => Promise<unknown>>)[
      added
    ]!;
    const standalone = (functions as unknown as Record<string, typeof call>)[added]!;
    expect(typeof call).toBe('function');
    await expect(call({ date: '2027-1-5' })).rejects.toMatchObject({ param: 'date' });
    await expect(
      (standalone as (t: unknown, p: object) => Promise<unknown>)(transport, { date: 5 }),
    ).rejects.toMatchObject({ param: 'date', rule: 'type' });
    expect(sent).toEqual([]);
    // The sandbox has no data handler for it yet (below): the call is sent, whatever it answers.
    await call({ date: '2027-01-05' }).catch(() => undefined);
    await (standalone as (t: unknown, p: object) => Promise<unknown>)(transport, {
      date: '2027-01-06',
    }).catch(() => undefined);
    expect(sent).toEqual([
      `https://sandbox.test${extraOperation.path}?date=2027-01-05`,
      `https://sandbox.test${extraOperation.path}?date=2027-01-06`,
    ]);
  });

  it('as a named hook of the hooks package', () => {
    const pascal = added[0]!.toUpperCase() + added.slice(1);
    expect(typeof (hooks as Record<string, unknown>)[`use${pascal}`]).toBe('function');
  });
});

describe('the coverage checks find only the sandbox handler missing, and name its file', () => {
  /** Runs a check on the spec's own operations (it passes) and with the added one. */
  async function check(run: (rows: Row[]) => string[] | Promise<string[]>) {
    const before = await run(rows.filter((row) => row.operationId !== added));
    const after = await run(rows);
    return { before, after };
  }
  const names = (file: string) => [expect.stringMatching(new RegExp(`^${added}: .*${file}`))];

  it('a resource method: generated, none missing', async () => {
    const { api } = sandboxClient();
    const { before, after } = await check((r) => missingResourceMethods(r, api));
    expect(before).toEqual([]);
    expect(after).toEqual([]);
  });

  it('a named hook: generated, none missing', async () => {
    const { before, after } = await check((r) => missingHooks(r, hooks));
    expect(before).toEqual([]);
    expect(after).toEqual([]);
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
    expect(after).toEqual(names('packages/fixtures/src/internals/service/'));
  }, 60_000);

  it('the reference', async () => {
    expect(existsSync(referencePage), `build the spec first: ${referencePage}`).toBe(true);
    const html = readFileSync(referencePage, 'utf8');
    const { before, after } = await check((r) => missingFromReference(r, html));
    expect(before).toEqual([]);
    expect(after).toEqual(names('spec/openapi\\.yaml'));
  });
});
