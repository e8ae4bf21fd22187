import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sampleArgs } from '@marketdata-sdk/test-tools';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationRows } from '../src/createMarketDataMcpServer';
import { bin, sandboxClient, schemaValidator } from './helpers';

const client = new Client({ name: 'test', version: '1.0.0' });
const direct = sandboxClient();
const call = (id: string, params: Record<string, unknown>) =>
  direct.request(id as never, params as never);
type Tools = Awaited<ReturnType<typeof client.listTools>>['tools'];
let tools: Tools;

beforeAll(async () => {
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [bin, '--sandbox'],
      stderr: 'pipe',
    }),
  );
  tools = (await client.listTools()).tools;
});
afterAll(() => client.close());

describe('the MCP server over stdio', () => {
  it("reports the package's version, as --version prints it", () => {
    const { version } = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(client.getServerVersion()).toEqual({ name: 'marketdata', version });
    const printed = spawnSync(process.execPath, [bin, '--version'], { encoding: 'utf8' });
    expect(printed.stdout).toBe(`${version}\n`);
  });

  it('lists one read-only tool per operation, named by its operationId', () => {
    expect(tools.map((t) => t.name).sort()).toEqual(operationRows.map((r) => r.operationId).sort());
    for (const tool of tools) {
      expect(tool.annotations).toEqual({ readOnlyHint: true });
      expect(tool.description?.length).toBeGreaterThan(20);
    }
  });

  it("gives every tool input and output schemas that compile, with the spec's constraints", () => {
    const ajv = schemaValidator();
    for (const tool of tools) {
      expect(() => ajv.compile(tool.inputSchema), tool.name).not.toThrow();
      expect(() => ajv.compile(tool.outputSchema!), tool.name).not.toThrow();
      const row = operationRows.find((r) => r.operationId === tool.name)!;
      // A time `to` is optional for a model: it means now.
      expect(tool.inputSchema.required ?? []).toEqual(
        row.params
          .filter((p) => p.required && !(p.name === 'to' && p.timestampUnit === 'ms'))
          .map((p) => p.name),
      );
      expect(tool.inputSchema.additionalProperties, tool.name).toBe(false);
      for (const param of row.params) {
        const schema = tool.inputSchema.properties?.[param.name] as Record<string, unknown>;
        if (param.enum) expect(schema.enum, `${tool.name}.${param.name}`).toEqual(param.enum);
        if (param.maximum !== undefined) expect(schema.maximum).toBe(param.maximum);
      }
    }
  });

  it.each(operationRows.map((r) => [r.operationId, r] as const))(
    '%s returns content that validates against its output schema',
    async (name, row) => {
      const args = await sampleArgs(row, { rows: operationRows, call });
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
      const tool = tools.find((t) => t.name === name)!;
      const validate = schemaValidator().compile(tool.outputSchema!);
      expect(validate(result.structuredContent), JSON.stringify(validate.errors)).toBe(true);
      expect(JSON.parse((result.content as { text: string }[])[0]!.text)).toEqual(
        result.structuredContent,
      );
    },
  );

  it('answers bad arguments with a tool error that names the parameter and the rule', async () => {
    const result = await client.callTool({
      name: 'listEarnings',
      arguments: { ticker: 'AAPL', size: 0 },
    });
    expect(result.isError).toBe(true);
    expect((result.content as { text: string }[])[0]!.text).toMatch(/size/);
  });

  it('answers an argument the operation does not have with a tool error naming it', async () => {
    const result = await client.callTool({
      name: 'listDividends',
      arguments: { ticker: 'KO', size: 5 },
    });
    expect(result.isError).toBe(true);
    expect((result.content as { text: string }[])[0]!.text).toMatch(
      /parameter "size" is unknown \(expected ticker\)/,
    );
  });

  it('answers a 4012 with a tool error carrying the status code', async () => {
    const result = await client.callTool({
      name: 'getFinancialMetrics',
      arguments: { ticker: 'ZZZZ' },
    });
    expect(result.isError).toBe(true);
    expect((result.content as { text: string }[])[0]!.text).toMatch(/status_code 4012/);
  });

  it('bounds a large result to 40,000 characters, valid for the output schema, and says how to get the rest', async () => {
    const args = { ticker: 'AAPL', count: 100_000, to: Date.now() };
    const whole = (await call('listTrades', args)) as unknown[];
    expect(JSON.stringify({ data: whole }).length).toBeGreaterThan(40_000);
    const result = await client.callTool({ name: 'listTrades', arguments: args });
    expect(result.isError).toBeFalsy();
    const [json, note] = result.content as { text: string }[];
    expect(json!.text.length).toBeLessThanOrEqual(40_000);
    expect(JSON.parse(json!.text)).toEqual(result.structuredContent);
    const tool = tools.find((t) => t.name === 'listTrades')!;
    const validate = schemaValidator().compile(tool.outputSchema!);
    expect(validate(result.structuredContent), JSON.stringify(validate.errors)).toBe(true);
    const kept = (result.structuredContent as { data: unknown[] }).data;
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(whole.slice(whole.length - kept.length)); // the newest, unchanged
    expect(note!.text).toMatch(
      new RegExp(
        `^Truncated: showing the newest ${kept.length} of ${whole.length} items, to stay within 40000 characters\\. To see the rest, call again with`,
      ),
    );
  });

  it('keeps a small result whole, with no note', async () => {
    const result = await client.callTool({ name: 'getConsensus', arguments: { ticker: 'KO' } });
    expect(result.content).toHaveLength(1);
    expect(result.structuredContent).toEqual({
      data: await call('getConsensus', { ticker: 'KO' }),
    });
  });
});

describe('the bin', () => {
  it('names --api-key-file when the file cannot be read, and --max-result-chars when it is too small', () => {
    const env = { ...process.env, MARKETDATA_API_KEY: undefined };
    const missing = spawnSync(process.execPath, [bin, '--api-key-file', '/nonexistent/key'], {
      env,
      encoding: 'utf8',
      input: '',
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe(
      'marketdata-mcp: --api-key-file: cannot read "/nonexistent/key" (ENOENT).\n',
    );
    const small = spawnSync(process.execPath, [bin, '--sandbox', '--max-result-chars', '10'], {
      env,
      encoding: 'utf8',
      input: '',
    });
    expect(small.status).not.toBe(0);
    expect(small.stderr).toContain(
      '--max-result-chars must be an integer of 1000 or more (got "10")',
    );
  });
});
