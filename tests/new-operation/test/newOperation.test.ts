/**
 * Adding an operation, as a maintainer would: a copy of the spec gets two more operations (one
 * of them paged, the other written in CONTRIBUTING.md's layout: its path item with its success
 * example, its line in `openapi.yaml` and its schemas) and the one generator runs on the copy.
 * The copy lints clean; with no hand edit beyond the spec, each operation is
 * typed and callable in the client (its `request`, its area's resource and a standalone
 * function), in the hooks (a named hook, the generic query options and, for the paged one, its
 * infinite query options and hook), in the command line and in the MCP server, and the sandbox
 * validates its parameters; the coverage checks find nothing missing but the sandbox's data
 * handler, and name its file.
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
  pagedExtraOperation,
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
vi.mock(
  '../../../packages/react-hooks/src/generated/infinite',
  () => import(/* @vite-ignore */ copy.files['react-hooks/infinite.ts']!),
);
vi.mock(
  '../../../packages/react-hooks/src/generated/infiniteFactories',
  () => import(/* @vite-ignore */ copy.files['react-hooks/infiniteFactories.ts']!),
);

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const referencePage = join(repoRoot, 'spec/dist/reference/index.html');
const added = extraOperation.operationId;
const paged = pagedExtraOperation.operationId;
const pascalOf = (id: string) => id[0]!.toUpperCase() + id.slice(1);

/** A generated row: what the coverage checks and `sampleArgs` read. */
type Row = OperationRow & CoverageRow & SampleRow;
let typesSrc: string;
let configPath: string;
let rows: Row[];
let client: typeof import('@marketdata-sdk/client');
let functions: typeof import('@marketdata-sdk/client/functions');
let hooks: typeof import('@marketdata-sdk/react-hooks');
let fixtures: typeof import('@marketdata-sdk/fixtures');
let cli: typeof import('@marketdata-sdk/cli');
let mcp: typeof import('@marketdata-sdk/mcp');

beforeAll(async () => {
  const generated = await generateWithExtraOperation();
  typesSrc = generated.typesSrc;
  configPath = generated.configPath;
  copy.internal = join(typesSrc, 'internal.ts');
  copy.files = generated.packageFiles;
  copy.paramChecks = generated.paramChecks;
  rows = Object.values(generated.operations.operationRows as Record<string, Row>);
  client = await import('@marketdata-sdk/client');
  functions = await import('@marketdata-sdk/client/functions');
  hooks = await import('@marketdata-sdk/react-hooks');
  fixtures = await import('@marketdata-sdk/fixtures');
  cli = await import('@marketdata-sdk/cli');
  mcp = await import('@marketdata-sdk/mcp');
}, 60_000);

afterAll(() => {
  if (typesSrc) rmSync(dirname(dirname(typesSrc)), { recursive: true, force: true });
});

/**
 * What the one hand-written piece, the sandbox's data handler, would answer for the paged
 * operation: the list its path item was copied from. The other has no stand-in; nothing here
 * reads its answer.
 */
const standInHandlers: Record<string, string> = {
  [pagedExtraOperation.path]: '/ownership/insider',
};

/**
 * A client over an in-process sandbox, both reading the copy's rows; with `handlers`, the added
 * operations are answered by {@link standInHandlers}.
 */
function sandboxClient({ handlers = false } = {}) {
  const sandbox = fixtures.createSandbox({ apiKey: 'sandbox' });
  const sent: string[] = [];
  const fetch = (url: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(url, init);
    sent.push(request.url);
    const at = new URL(request.url);
    const from = handlers ? standInHandlers[at.pathname] : undefined;
    if (from === undefined) return sandbox.fetch(request);
    at.pathname = from;
    return sandbox.fetch(new Request(at, request));
  };
  const options = {
    apiKey: 'sandbox',
    baseUrl: 'https://sandbox.test',
    maxRetries: 0,
    fetch,
  };
  const api = client.createMarketDataClient(options);
  const transport = client.createTransport(options);
  const get = async (path: string) => {
    const response = await sandbox.fetch(
      new Request(`https://sandbox.test${path}`, { headers: { authorization: 'Bearer sandbox' } }),
    );
    return { response, status: response.status, body: await response.text() };
  };
  return { api, transport, sent, get, fetch };
}

describe('an operation added to the spec, generated, with no hand edit', () => {
  it('lints clean, its inline success example checked against its new schema', () => {
    const require = createRequire(import.meta.url);
    const redocly = require.resolve('@redocly/cli/bin/cli.js');
    const lint = () =>
      spawnSync(process.execPath, [redocly, 'lint', '--config', configPath, '--format', 'json'], {
        cwd: dirname(configPath),
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1' },
      });
    const clean = lint();
    expect(JSON.parse(clean.stdout).problems).toEqual([]);
    expect(clean.status).toBe(0);
    // The copy with a member that the new schema does not describe in that example fails,
    // naming the path item's file.
    const pathsFile = join(dirname(configPath), 'spec/paths/calendar.yaml');
    const good = readFileSync(pathsFile, 'utf8');
    expect(good).toMatch(/^\s+name: New Year/m);
    try {
      writeFileSync(
        pathsFile,
        good.replace(/^(\s+)name: New Year/m, '$1holiday: true\n$1name: New Year'),
      );
      const broken = lint();
      expect(broken.status).not.toBe(0);
      const problems = JSON.parse(broken.stdout).problems as {
        ruleId: string;
        location: { source: { ref: string } }[];
      }[];
      expect(problems.map((p) => p.ruleId)).toContain('no-invalid-media-type-examples');
      expect(problems[0]?.location[0]?.source.ref).toMatch(/spec\/paths\/calendar\.yaml$/);
    } finally {
      writeFileSync(pathsFile, good);
    }
  }, 120_000);

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
// Its schemas are named types of the package, as every component schema is.
import type { MarketHoliday } from '@marketdata-sdk/types';
export const holiday: MarketHoliday = { date: '2027-01-01', exchange: 'NYSE', name: "New Year's Day" };
// @ts-expect-error a holiday has a name
export const unnamed: MarketHoliday = { date: '2027-01-01', exchange: 'NYSE' };
type Listed = Extract<Body, { status_code: 0 }>['data']['data'][number];
export const listed: MarketHoliday = {} as Listed;

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

// The paged operation's infinite query options and hook, generated in the copy's infinite.ts.
import type { InsiderTrade } from '@marketdata-sdk/types';
import { ${paged}InfiniteQueryOptions, use${pascalOf(paged)}Infinite } from '${stem(generatedFiles['react-hooks/infinite.ts']!)}';
export const infinite = ${paged}InfiniteQueryOptions(transport, { ticker: 'AAPL', size: 5 });
export const firstPage: number = infinite.initialPageParam;
export const viaInfiniteHook = (): InsiderTrade[] | undefined =>
  use${pascalOf(paged)}Infinite({ ticker: 'AAPL' }).data?.trades;
// @ts-expect-error the infinite list owns the page number
${paged}InfiniteQueryOptions(transport, { ticker: 'AAPL', page: 2 });
export const badInfiniteHook = () => {
  // @ts-expect-error ticker is required
  use${pascalOf(paged)}Infinite({});
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

  it('as an infinite query when it pages: page 1, then page 2, ending on a short page', async () => {
    const { transport, sent } = sandboxClient({ handlers: true });
    const exported = hooks as unknown as Record<string, unknown>;
    expect(typeof exported[`use${pascalOf(paged)}Infinite`]).toBe('function');
    type Factory = (source: unknown, params: object) => Record<string, unknown>;
    const factory = exported[`${paged}InfiniteQueryOptions`] as Factory;
    // The same factory is the hooks' marketDataQueries entry.
    const queries = hooks.marketDataQueries(transport) as unknown as Record<string, Factory>;
    expect(typeof queries[`${paged}Infinite`]).toBe('function');
    const options = factory(transport, { ticker: 'AAPL', size: 2 });
    expect(options.queryKey).toEqual([
      'marketdata',
      'ownership',
      paged,
      'infinite',
      { ticker: 'AAPL', size: 2 },
      expect.any(String),
    ]);
    const { QueryClient } = await import('@tanstack/react-query');
    const data = await new QueryClient().fetchInfiniteQuery({ ...options, pages: 2 } as never);
    const select = options.select as (data: unknown) => { trades: unknown[]; pageParams: number[] };
    const flat = select(data);
    expect(flat.pageParams).toEqual([1, 2]);
    expect(flat.trades).toHaveLength(4);
    expect(sent).toEqual([
      `https://sandbox.test${pagedExtraOperation.path}?ticker=AAPL&page=1&size=2`,
      `https://sandbox.test${pagedExtraOperation.path}?ticker=AAPL&page=2&size=2`,
    ]);
  });
});

/** A writable stream that keeps what is written, as the command line's stdout or stderr. */
async function output() {
  const { PassThrough } = await import('node:stream');
  const stream = Object.assign(new PassThrough(), { isTTY: false });
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk;
  });
  return { stream, text: () => text };
}

describe('the added operations reach the command line and the MCP server with no hand edit', () => {
  it('each is a command with its help, checked flags and a call', async () => {
    const help = await output();
    expect(
      await cli.runCli(['calendar', 'market-holidays', '--help'], { stdout: help.stream }),
    ).toBe(0);
    expect(help.text()).toContain(
      'Returns the days around a date on which US exchanges are closed.',
    );
    expect(help.text()).toMatch(/--date <value>/);
    const bad = await output();
    const errors = await output();
    expect(
      await cli.runCli(['calendar', 'market-holidays', '--date', '2027-1-5'], {
        stdout: bad.stream,
        stderr: errors.stream,
      }),
    ).toBe(2);
    expect(errors.text()).toContain('--date');
    // A call, answered by the stand-in handler: every page of the paged one.
    const { fetch, sent } = sandboxClient({ handlers: true });
    vi.stubGlobal('fetch', fetch);
    try {
      const out = await output();
      const env = { MARKETDATA_API_KEY: 'sandbox', MARKETDATA_BASE_URL: 'https://sandbox.test' };
      const code = await cli.runCli(
        [
          '--format',
          'json',
          'ownership',
          'institutional-trades',
          '--ticker',
          'AAPL',
          '--size',
          '3',
        ],
        { stdout: out.stream, stderr: (await output()).stream, env },
      );
      expect(code).toBe(0);
      expect(JSON.parse(out.text())).toHaveLength(3);
      expect(sent).toEqual([
        `https://sandbox.test${pagedExtraOperation.path}?ticker=AAPL&page=1&size=3`,
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  }, 60_000);

  it('each is a tool of the MCP server, listed with its schema and callable', async () => {
    const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
    const { InMemoryTransport } = await import('@modelcontextprotocol/sdk/inMemory.js');
    const { api, sent } = sandboxClient({ handlers: true });
    const server = mcp.createMarketDataMcpServer({ client: api });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: 'new-operation', version: '1.0.0' });
    await client.connect(clientSide);
    try {
      const { tools } = await client.listTools();
      const holidays = tools.find((tool) => tool.name === added);
      expect(holidays?.description).toContain('US exchanges are closed');
      expect(holidays?.inputSchema.required).toEqual(['date']);
      expect(tools.find((tool) => tool.name === paged)?.inputSchema.required).toEqual(['ticker']);
      const refused = await client.callTool({ name: added, arguments: { date: '2027-1-5' } });
      expect(refused.isError).toBe(true);
      expect(JSON.stringify(refused.content)).toContain('date');
      expect(sent).toEqual([]);
      const result = await client.callTool({ name: paged, arguments: { ticker: 'AAPL', size: 2 } });
      expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
      expect(sent).toEqual([`https://sandbox.test${pagedExtraOperation.path}?ticker=AAPL&size=2`]);
    } finally {
      await client.close();
    }
  }, 60_000);
});

describe('the coverage checks find only the sandbox handler missing, and name its file', () => {
  /** Runs a check on the spec's own operations (it passes) and with the added one. */
  async function check(run: (rows: Row[]) => string[] | Promise<string[]>) {
    const before = await run(
      rows.filter((row) => row.operationId !== added && row.operationId !== paged),
    );
    const after = await run(rows);
    return { before, after };
  }
  const names = (file: string) =>
    [added, paged].map((id) => expect.stringMatching(new RegExp(`^${id}: .*${file}`)));

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
