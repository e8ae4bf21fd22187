/**
 * The tools against the bundled spec itself (not the generated rows they are built from): a
 * tool per operation, and every parameter with the spec's name, description (its own, or one
 * that many tools share, said once in the server's instructions), type, enum, bounds, default
 * and requiredness.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createMarketDataClient } from '@marketdata-sdk/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { describe, expect, it } from 'vitest';
import { createMarketDataMcpServer } from '../src/createMarketDataMcpServer';

interface SpecParam {
  name: string;
  required?: boolean;
  description?: string;
  schema: Record<string, unknown> & { $ref?: string };
}
interface SpecOperation {
  operationId: string;
  summary: string;
  description: string;
  parameters?: SpecParam[];
}
const spec = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@marketdata-sdk/spec/openapi.json'), 'utf8'),
) as {
  paths: Record<string, { get: SpecOperation }>;
  components: { schemas: Record<string, Record<string, unknown>> };
};
const operations = Object.values(spec.paths).map((path) => path.get);
const resolve = (schema: SpecParam['schema']) =>
  schema.$ref ? spec.components.schemas[schema.$ref.split('/').pop()!]! : schema;

async function listTools() {
  const server = createMarketDataMcpServer({
    client: createMarketDataClient({ apiKey: 'unused', baseUrl: 'http://127.0.0.1:9' }),
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(clientSide);
  const { tools } = await client.listTools();
  const instructions = client.getInstructions() ?? '';
  await client.close();
  return Object.assign(tools, { instructions });
}

describe('the tools, read against the spec', () => {
  it('has one tool per operation of the spec, with its summary and description', async () => {
    const tools = await listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(operations.map((o) => o.operationId).sort());
    for (const op of operations) {
      const tool = tools.find((t) => t.name === op.operationId)!;
      expect(tool.title, op.operationId).toBe(op.summary);
      // The description's opening, for a model: provenance notes for maintainers left out.
      expect(tool.description!.slice(0, 24), op.operationId).toBe(op.description.slice(0, 24));
      expect(tool.description, op.operationId).not.toMatch(/provider|inferred|not shown/i);
      expect(tool.annotations).toMatchObject({ readOnlyHint: true });
    }
  });

  it("gives every parameter the spec's name, description, type, enum, bounds, default and requiredness", async () => {
    const tools = await listTools();
    for (const op of operations) {
      const tool = tools.find((t) => t.name === op.operationId)!;
      const params = op.parameters ?? [];
      const properties = tool.inputSchema.properties as Record<string, Record<string, unknown>>;
      const isTime = (p: SpecParam) => /Unix timestamp in milliseconds/.test(p.description ?? '');
      // The spec's parameters first, then the ones that narrow an answer (`limit`, …).
      expect(Object.keys(properties).slice(0, params.length), op.operationId).toEqual(
        params.map((p) => p.name),
      );
      expect(tool.inputSchema.required ?? [], op.operationId).toEqual(
        params.filter((p) => p.required && !(isTime(p) && p.name === 'to')).map((p) => p.name),
      );
      for (const param of params) {
        const where = `${op.operationId}.${param.name}`;
        const want = resolve(param.schema);
        const got = properties[param.name]!;
        // Its own description, or the one many tools share, said once in the instructions.
        const description =
          got.description ??
          new RegExp(`\`${param.name}\`: (.+?\\.)(?= \`\\w+\`: |$)`).exec(tools.instructions)?.[1];
        expect(description, where).toBeTruthy();
        expect(description, where).not.toMatch(/inferred|not shown|not documented/i);
        // A time also takes ISO 8601: its type is wider than the spec's integer.
        const keywords = isTime(param)
          ? ['minimum']
          : ['type', 'enum', 'minimum', 'maximum', 'minLength', 'format'];
        for (const keyword of keywords) {
          const expected = param.schema[keyword] ?? want[keyword];
          if (expected !== undefined) expect(got[keyword], `${where} ${keyword}`).toEqual(expected);
        }
        const fallback = param.schema.default ?? want.default;
        if (fallback !== undefined && !isTime(param))
          expect(got.default, `${where} default`).toEqual(fallback);
      }
    }
  });
});
