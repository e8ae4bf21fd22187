import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { runCli } from '@marketdata-sdk/cli';
import { createMarketDataClient } from '@marketdata-sdk/client';
import { type SandboxServer, startSandboxServer } from '@marketdata-sdk/fixtures/server';
import { operationRows } from '@marketdata-sdk/types/internal';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BuiltOperation, distDir, escapeHtml, readSnippets, siteDir } from './internals/site';

const operations = readSnippets();
const work = join(siteDir, '.snippets');
const kinds = ['client', 'hook', 'cli', 'mcp', 'curl'] as const;

let server: SandboxServer;
/** What each snippet went through in this run: `<operationId> <kind>` → `compiled` / `ran`. */
const checked = new Map<string, Set<'compiled' | 'ran'>>();
const mark = (id: string, kind: string, how: 'compiled' | 'ran') =>
  checked.set(`${id} ${kind}`, new Set([...(checked.get(`${id} ${kind}`) ?? []), how]));

/** The spec that the API reference page embeds (Redoc's `__redoc_definition`). */
function referenceSpec(): { paths: Record<string, Record<string, unknown>> } {
  const html = readFileSync(join(distDir, 'api', 'index.html'), 'utf8');
  const match = html.match(/const __redoc_definition = (\{.*?\});\n/s);
  if (!match?.[1]) throw new Error('api/index.html embeds no __redoc_definition');
  return JSON.parse(match[1]);
}
/** Values that only the sandbox can give (an id it actually holds), by the spec example they replace. */
const live = new Map<string, string>();
const env = () => ({
  ...process.env,
  MARKETDATA_API_KEY: 'sandbox',
  MARKETDATA_BASE_URL: server.url,
  PATH: `${join(siteDir, 'node_modules/.bin')}:${process.env.PATH}`,
});
const withLiveValues = (code: string) =>
  [...live].reduce((text, [example, value]) => text.replaceAll(example, value), code);
const snippet = (operation: BuiltOperation, kind: (typeof kinds)[number]) => {
  const found = operation.snippets.find((s) => s.kind === kind);
  if (!found) throw new Error(`${operation.id} has no ${kind} snippet`);
  return found;
};

beforeAll(async () => {
  server = await startSandboxServer({ port: 0 });
  // The spec's example ids of a wire and an article are the provider's; the sandbox holds its own.
  const client = createMarketDataClient({ apiKey: 'sandbox', baseUrl: server.url });
  const { data: wires } = await client.news.listWires({ size: 1 });
  const { data: articles } = await client.news.listArticles({ size: 1 });
  for (const [id, value] of [
    ['getWireContent', wires[0]?.content_id],
    ['getArticleContent', articles[0]?.content_id],
  ] as const) {
    const example = operations.find((o) => o.id === id)?.examples.content_id;
    if (typeof example === 'string' && value) live.set(example, value);
  }
  expect(live.size).toBe(2);
});

afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the generated snippets', () => {
  it('cover every operation of the spec, five snippets each, on the operation page and in the API reference', () => {
    // The spec's operations, from its rows: an added one needs no edit here.
    expect(operations.map((o) => o.id).sort()).toEqual(Object.keys(operationRows).sort());
    for (const operation of operations) {
      const html = readFileSync(join(distDir, 'operations', `${operation.id}.html`), 'utf8');
      expect(operation.snippets.map((s) => s.kind)).toEqual([...kinds]);
      for (const { kind, code } of operation.snippets) {
        expect(html, `${operation.id}: ${kind}`).toContain(`id="snippet-${kind}"`);
        expect(html, `${operation.id}: ${kind}`).toContain(escapeHtml(code));
      }
    }
    // The API reference shows the same five as the operation's code samples, in the same order.
    const samples = new Map<string, unknown>();
    for (const item of Object.values(referenceSpec().paths)) {
      for (const op of Object.values(item) as {
        operationId?: string;
        'x-codeSamples'?: unknown;
      }[]) {
        if (op?.operationId) samples.set(op.operationId, op['x-codeSamples']);
      }
    }
    for (const operation of operations) {
      expect(samples.get(operation.id), operation.id).toEqual(
        operation.snippets.map((s) => ({ lang: s.title, label: s.title, source: s.code })),
      );
    }
  });

  it('type-check: client, hook and MCP snippets compile against the packages', () => {
    // The build's own check, run again here on the snippets this run reads.
    const result = spawnSync(process.execPath, [join(siteDir, 'scripts/checkSnippets.mjs')], {
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(`^site: ${operations.length * 3} client, hook and MCP snippets compile`),
    );
    for (const operation of operations) {
      for (const kind of ['client', 'hook', 'mcp']) mark(operation.id, kind, 'compiled');
    }
  });

  it.each(operations.map((o) => [o.id, o] as const))(
    '%s: the client snippet runs against the sandbox',
    async (_id, operation) => {
      mkdirSync(work, { recursive: true });
      const file = join(work, `${operation.id}.run.ts`);
      writeFileSync(file, withLiveValues(snippet(operation, 'client').code));
      const logged: unknown[] = [];
      const log = vi.spyOn(console, 'log').mockImplementation((value) => logged.push(value));
      vi.stubEnv('MARKETDATA_API_KEY', 'sandbox');
      vi.stubEnv('MARKETDATA_BASE_URL', server.url);
      try {
        await import(/* @vite-ignore */ `${file}?run=${Date.now()}`);
      } finally {
        log.mockRestore();
        vi.unstubAllEnvs();
      }
      expect(logged).toHaveLength(1);
      expect(logged[0] === null || typeof logged[0] === 'object').toBe(true);
      mark(operation.id, 'client', 'ran');
    },
  );

  // One bash for all the CLI snippets and one for all the curl ones (asynchronously: the sandbox
  // answers from this process's event loop). Bash expands each CLI snippet's words (quotes,
  // `$(date +%s000)`) with `marketdata` as a function that prints them; the words then run
  // through the CLI's own `runCli` in this process instead of a Node process each.
  const run = promisify(execFile);
  const separator = '\u001e';
  const shellOutputs = (kind: 'cli' | 'curl', prelude: string) => {
    const script = operations
      .map((o) => `${withLiveValues(snippet(o, kind).code)}printf '${separator}'`)
      .join('\n');
    return run('bash', ['-c', `${prelude}\n${script}`], {
      env: env(),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }).then(({ stdout, stderr }) => {
      expect(stderr).toBe('');
      const outputs = stdout.split(separator).slice(0, -1);
      expect(outputs).toHaveLength(operations.length);
      return new Map(operations.map((o, i) => [o.id, outputs[i] as string]));
    });
  };
  let argvs: Promise<Map<string, string>>;
  let curls: Promise<Map<string, string>>;
  const outputOf = (kind: 'cli' | 'curl', id: string) => {
    if (kind === 'cli') argvs ??= shellOutputs('cli', `marketdata() { printf '%s\\0' "$@"; }`);
    else curls ??= shellOutputs('curl', '');
    return (kind === 'cli' ? argvs : curls).then((outputs) => outputs.get(id) as string);
  };
  const collect = () => {
    let text = '';
    return {
      stream: new Writable({
        write(chunk, _encoding, done) {
          text += chunk;
          done();
        },
      }),
      text: () => text,
    };
  };

  it.each(operations.map((o) => [o.id, o] as const))(
    '%s: the CLI and curl snippets run against the sandbox',
    async (_id, operation) => {
      const argv = (await outputOf('cli', operation.id)).split('\0').slice(0, -1);
      expect(argv.length).toBeGreaterThan(1);
      const [stdout, stderr] = [collect(), collect()];
      const code = await runCli(argv, {
        stdout: stdout.stream,
        stderr: stderr.stream,
        env: { MARKETDATA_API_KEY: 'sandbox', MARKETDATA_BASE_URL: server.url },
      });
      expect(stderr.text()).toBe('');
      expect(code).toBe(0);
      expect(() => JSON.parse(stdout.text())).not.toThrow();
      const body = JSON.parse(await outputOf('curl', operation.id));
      expect(body).toMatchObject({ status_code: 0, status_msg: 'success' });
      mark(operation.id, 'cli', 'ran');
      mark(operation.id, 'curl', 'ran');
    },
  );

  // Runs last (vitest runs a file's tests in order): a snippet skipped or failed above is named.
  it('every snippet of every operation passed its check in this run', () => {
    const expected = new Map(
      operations.flatMap((o) => [
        [`${o.id} client`, 'compiled, ran'],
        [`${o.id} hook`, 'compiled'],
        [`${o.id} cli`, 'ran'],
        [`${o.id} mcp`, 'compiled'],
        [`${o.id} curl`, 'ran'],
      ]),
    );
    const actual = new Map(
      [...expected.keys()].map((key) => [key, [...(checked.get(key) ?? [])].sort().join(', ')]),
    );
    expect(actual).toEqual(expected);
    expect(expected.size).toBe(Object.keys(operationRows).length * kinds.length);
  });
});
