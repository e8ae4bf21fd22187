/**
 * What a model gets back: results small by default with filters that shrink them and a stated
 * cap, time series cut at their newest end, times as ISO 8601 with `to` defaulting to now, and
 * a `tools/list` that fits a model's context.
 */
import { sampleArgs } from '@marketdata-sdk/test-tools';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMarketDataMcpServer, operationRows } from '../src/createMarketDataMcpServer';
import { sandboxClient } from './helpers';

const direct = sandboxClient();
const call = (id: string, params: Record<string, unknown>) =>
  direct.request(id as never, params as never);
const client = new Client({ name: 'test', version: '1.0.0' });

beforeAll(async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMarketDataMcpServer({ client: direct }).connect(serverSide);
  await client.connect(clientSide);
});

const texts = (result: unknown) =>
  ((result as { content: { text: string }[] }).content ?? []).map((c) => c.text);
const dataOf = <T>(result: unknown) =>
  (result as { structuredContent: { data: T } }).structuredContent.data;

describe('results a model can take in', () => {
  it('lists every tool in at most 40,000 characters, descriptions free of maintainer notes', async () => {
    const { tools } = await client.listTools();
    expect(JSON.stringify({ tools }).length).toBeLessThanOrEqual(40_000);
    for (const tool of tools) expect(tool.description).not.toMatch(/provider|inferred|not shown/i);
    const statements = tools.find((t) => t.name === 'getFinancialStatements')!;
    // Exact still: the line names are an enum, once each, in $defs.
    const text = JSON.stringify(statements.outputSchema);
    expect(text.match(/"Gross Profit"/g)).toHaveLength(1);
    expect(statements.outputSchema!.$defs).toBeDefined();
  });

  it('says a description many tools share once, in the instructions, not in each tool', async () => {
    const { tools } = await client.listTools();
    const instructions = client.getInstructions()!;
    const ticker = 'US stock ticker symbol, for example `AAPL`.';
    expect(instructions.split(`\`ticker\`: ${ticker}`)).toHaveLength(2);
    expect(JSON.stringify(tools)).not.toContain(ticker);
    // A tool that means something else by it keeps its own words.
    const etf = tools.find((t) => t.name === 'getEtfProfile')!;
    expect(etf.inputSchema.properties!.ticker).toMatchObject({
      description: expect.stringMatching(/ETF/),
    });
    // Results' members too: `publish_time` is described once.
    expect(instructions).toContain('`publish_time`: Publish time, Unix ms.');
    expect(JSON.stringify(tools)).not.toContain('Publish time');
  });

  it.each(operationRows.map((row) => [row.operationId, row] as const))(
    '%s answers in at most 40,000 characters by default',
    async (name, row) => {
      const args = await sampleArgs(row, { rows: operationRows, call });
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError, texts(result).join()).toBeFalsy();
      expect(texts(result)[0]!.length).toBeLessThanOrEqual(40_000);
    },
  );

  it('keeps statements small by default, and narrows them by statement, line and limit', async () => {
    const all = (await call('getFinancialStatements', { ticker: 'AAPL' })) as Record<
      string,
      unknown[]
    >;
    const result = await client.callTool({
      name: 'getFinancialStatements',
      arguments: { ticker: 'AAPL' },
    });
    const data = dataOf<Record<string, { period: string }[]>>(result);
    expect(data.income_statements).toHaveLength(3);
    expect(data.income_statements!.map((p) => p.period)).toEqual(
      (all.income_statements as { period: string }[]).slice(0, 3).map((p) => p.period),
    );
    expect(texts(result).join('\n')).toMatch(/Showing 3 of 20 items per list \(the newest\)/);
    const narrow = await client.callTool({
      name: 'getFinancialStatements',
      arguments: {
        ticker: 'AAPL',
        statements: ['income_statements'],
        lines: ['revenue'],
        limit: 8,
      },
    });
    const narrowed = dataOf<Record<string, { lines: { name: string }[] }[]>>(narrow);
    expect(narrowed.balance_sheets).toEqual([]);
    expect(narrowed.income_statements).toHaveLength(8);
    for (const period of narrowed.income_statements!)
      expect(period.lines.map((l) => l.name)).toEqual(['Revenue']);
    expect(texts(narrow)[0]!.length).toBeLessThan(4_000);
    expect(texts(narrow).join('\n')).not.toMatch(/No statement line is named/);
    // A name no line has says so, with names that exist, instead of empty statements alone.
    const typo = await client.callTool({
      name: 'getFinancialStatements',
      arguments: { ticker: 'AAPL', lines: ['revenue', 'NoSuchLine'], limit: 2 },
    });
    const said = texts(typo).join('\n');
    expect(said).toMatch(
      /No statement line is named "NoSuchLine" \(names match without regard to case\); lines here include .*Revenue/,
    );
    expect(said).not.toMatch(/"revenue"/);
  });

  it('gives ratings history a default limit, says so, and takes `limit`', async () => {
    const all = (await call('listRatingsHistory', { ticker: 'AAPL' })) as unknown[];
    expect(all.length).toBeGreaterThan(20);
    const result = await client.callTool({
      name: 'listRatingsHistory',
      arguments: { ticker: 'AAPL' },
    });
    expect(dataOf<unknown[]>(result)).toEqual(all.slice(0, 20)); // newest first: the first 20
    expect(texts(result)[1]).toBe(
      `Showing 20 of ${all.length} items per list (the newest); pass \`limit\` (up to 1000) for more.`,
    );
    const five = await client.callTool({
      name: 'listRatingsHistory',
      arguments: { ticker: 'AAPL', limit: 5 },
    });
    expect(dataOf<unknown[]>(five)).toEqual(all.slice(0, 5));
    const bad = await client.callTool({
      name: 'listRatingsHistory',
      arguments: { ticker: 'AAPL', limit: 0 },
    });
    expect(bad.isError).toBe(true);
    expect(texts(bad)[0]).toMatch(/`limit` must be an integer from 1 to 1000 \(got 0\)/);
  });

  it('takes times as ISO 8601, defaults `to` to now and states the server time', async () => {
    const now = Date.now();
    const iso = new Date(now).toISOString();
    const byIso = await client.callTool({
      name: 'listTrades',
      arguments: { ticker: 'AAPL', count: 5, to: iso },
    });
    expect(byIso.isError, texts(byIso).join()).toBeFalsy();
    expect(dataOf(byIso)).toEqual(await call('listTrades', { ticker: 'AAPL', count: 5, to: now }));
    const byDefault = await client.callTool({
      name: 'listTrades',
      arguments: { ticker: 'AAPL', count: 5 },
    });
    expect(byDefault.isError, texts(byDefault).join()).toBeFalsy();
    expect(dataOf<unknown[]>(byDefault)).toHaveLength(5);
    const stated = /^Server time: (\S+Z) \((\d+) ms\)\.$/.exec(texts(byDefault).at(-1)!);
    expect(stated).not.toBeNull();
    expect(Date.parse(stated![1]!)).toBe(Number(stated![2]));
    const zero = await client.callTool({
      name: 'listTrades',
      arguments: { ticker: 'AAPL', count: 5, to: 0 },
    });
    expect(zero.isError).toBe(true);
    expect(texts(zero)[0]).toMatch(
      /`to` must be an ISO 8601 time or Unix milliseconds after 1973 \(got 0\); leave it out for now/,
    );
    const garbled = await client.callTool({
      name: 'getCandles',
      arguments: { ticker: 'AAPL', interval: 'day', step: 1, from: 'last tuesday' },
    });
    expect(garbled.isError).toBe(true);
    expect(texts(garbled)[0]).toMatch(/`from` must be an ISO 8601 time/);
    const backwards = await client.callTool({
      name: 'getCandles',
      arguments: {
        ticker: 'AAPL',
        interval: 'day',
        step: 1,
        from: '2026-11-20T00:00:00Z',
        to: '2026-11-01T00:00:00Z',
      },
    });
    expect(backwards.isError).toBe(true);
    expect(texts(backwards)[0]).toContain(
      '`from` (2026-11-20T00:00:00.000Z) is after `to` (2026-11-01T00:00:00.000Z): the range holds nothing.',
    );
  });
});
