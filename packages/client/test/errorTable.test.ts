import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as sdk from '../src/index';
import { type ClientOptions, createMarketDataClient, MarketDataError } from '../src/index';

/** The rows of the README's error table: class, extends, produced by, fields, retried. */
function errorTable(): string[][] {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Errors\n'));
  const lines = section.split('\n');
  const head = lines.findIndex((l) => l.startsWith('| class | extends | produced by |'));
  const rows: string[][] = [];
  for (const line of lines.slice(head + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

const names = (cell: string) => [...cell.matchAll(/`(\w+)`/g)].map((m) => m[1]!);
const rows = errorTable();
const byClass = new Map(rows.map((row) => [names(row[0]!)[0]!, row]));
type ErrorClass = (new (message: string) => MarketDataError) & { kind: string };
const classOf = (name: string) => (sdk as unknown as Record<string, ErrorClass>)[name]!;

/** The fields a row says are always set, and the ones set when they apply (`name?`). */
function fieldsOf(row: string[]): { required: string[]; optional: string[] } {
  const cell = row[3]!;
  const inherited = /those of `(\w+)`/.exec(cell)?.[1];
  const own = [...cell.replace(/those of `\w+`/, '').matchAll(/`(\w+)(\?)?`/g)];
  const base = inherited ? fieldsOf(byClass.get(inherited)!) : { required: [], optional: [] };
  return {
    required: [...base.required, ...own.filter((m) => !m[2]).map((m) => m[1]!)],
    optional: [...base.optional, ...own.filter((m) => m[2]).map((m) => m[1]!)],
  };
}

/** A client whose every request is answered by `answer`, counting the requests. */
function answering(answer: () => Promise<Response>, options: ClientOptions = {}) {
  let requests = 0;
  const client = createMarketDataClient({
    apiKey: 'sk-table-test-000000',
    baseUrl: 'https://api.example',
    maxRetries: 1,
    fetch: () => {
      requests++;
      return answer();
    },
    ...options,
  });
  return { client, requests: () => requests };
}

async function failure(
  answer: () => Promise<Response>,
  options: ClientOptions = {},
  params: Record<string, unknown> = { ticker: 'AAPL' },
  signal?: AbortSignal,
) {
  const { client, requests } = answering(answer, options);
  const error = await client.stocks
    .getFinancialMetrics(params as { ticker: string }, signal ? { signal } : {})
    .then(
      () => undefined,
      (e: unknown) => e as MarketDataError,
    );
  return { error: error!, requests: requests() };
}

/** How each row's "produced by" is reproduced: HTTP statuses and status codes, or a producer. */
function producers(row: string[]): [string, () => ReturnType<typeof failure>][] {
  const cell = row[2]!;
  const found: [string, () => ReturnType<typeof failure>][] = [];
  for (const [, from, to] of cell.matchAll(/HTTP (\d{3})(?: to (\d{3}))?/g)) {
    const statuses = to ? [Number(from), Math.round((+from! + +to) / 2), Number(to)] : [+from!];
    for (const status of statuses.filter((s) => s >= 300)) {
      found.push([
        `HTTP ${status}`,
        () => failure(async () => new Response('<html>no</html>', { status })),
      ]);
    }
  }
  for (const [, code] of cell.matchAll(/`status_code` (\d{4})/g)) {
    found.push([
      `status_code ${code}`,
      () =>
        failure(async () => Response.json({ status_code: Number(code), status_msg: 'No (test)' })),
    ]);
  }
  const name = names(row[0]!)[0]!;
  const others: Record<string, () => ReturnType<typeof failure>> = {
    NetworkError: () => failure(() => Promise.reject(new TypeError('fetch failed'))),
    TimeoutError: () => failure(() => new Promise(() => {}), { timeoutMs: 20 }),
    AbortError: () => failure(() => new Promise(() => {}), {}, undefined, AbortSignal.abort()),
    ResponseParseError: () => failure(async () => new Response('not json')),
    ParamValidationError: () => failure(async () => Response.json({}), {}, { ticker: '' }),
  };
  if (others[name]) found.push([name, others[name]]);
  return found;
}

describe('the README table of error classes', () => {
  it('has a row for every error class the package exports, and none other', () => {
    const exported = Object.entries(sdk)
      .filter(([, v]) => typeof v === 'function' && (v as ErrorClass).kind !== undefined)
      .filter(([, v]) => new (v as ErrorClass)('x') instanceof MarketDataError)
      .map(([k]) => k)
      .filter((k) => k !== 'MarketDataError');
    expect([...byClass.keys()].sort()).toEqual(exported.sort());
  });

  for (const row of rows) {
    const name = names(row[0]!)[0]!;
    const cases = producers(row);
    it(`${name}: extends ${names(row[1]!)[0]}, and is produced by what the row says`, async () => {
      const Kind = classOf(name);
      expect(new Kind('x').name).toBe(name);
      expect(Object.getPrototypeOf(Kind).kind).toBe(names(row[1]!)[0]);
      expect(cases.length).toBeGreaterThan(0);
      const { required } = fieldsOf(row);
      const retried = row[4]!;
      for (const [what, produce] of cases) {
        const { error, requests } = await produce();
        expect(error, what).toBeInstanceOf(Kind);
        expect(error.name, what).toBe(name);
        for (const field of required) {
          expect(
            (error as unknown as Record<string, unknown>)[field],
            `${what}: ${field}`,
          ).toBeDefined();
        }
        if (what.startsWith('HTTP ')) expect(error).toMatchObject({ httpStatus: +what.slice(5) });
        if (what.startsWith('status_code '))
          expect(error).toMatchObject({ statusCode: +what.slice(12) });
        // maxRetries 1: a retried failure is sent twice.
        const twice =
          retried === 'yes' ||
          (retried === '408' && what === 'HTTP 408') ||
          (retried.startsWith('an attempt') && what === name);
        if (name !== 'AbortError' && name !== 'ParamValidationError')
          expect(requests, `${what} retried: ${retried}`).toBe(twice ? 2 : 1);
      }
    });
  }
});
