/**
 * The tools against the bundled spec itself (not the generated rows they are built from): a
 * tool per operation, and every parameter with the spec's name, description, type, enum,
 * bounds, default and requiredness.
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
  await client.close();
  return tools;
}

describe('the tools, read against the spec', () => {
  it('has one tool per operation of the spec, with its summary and description', async () => {
    const tools = await listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(operations.map((o) => o.operationId).sort());
    for (const op of operations) {
      const tool = tools.find((t) => t.name === op.operationId)!;
      expect(tool.title, op.operationId).toBe(op.summary);
      expect(tool.description!.startsWith(op.description), op.operationId).toBe(true);
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true });
    }
  });

  it("gives every parameter the spec's name, description, type, enum, bounds, default and requiredness", async () => {
    const tools = await listTools();
    for (const op of operations) {
      const tool = tools.find((t) => t.name === op.operationId)!;
      const params = op.parameters ?? [];
      const properties = tool.inputSchema.properties as Record<string, Record<string, unknown>>;
      expect(Object.keys(properties), op.operationId).toEqual(params.map((p) => p.name));
      expect(tool.inputSchema.required ?? [], op.operationId).toEqual(
        params.filter((p) => p.required).map((p) => p.name),
      );
      for (const param of params) {
        const where = `${op.operationId}.${param.name}`;
        const want = resolve(param.schema);
        const got = properties[param.name]!;
        expect(got.description, where).toBe(param.description);
        for (const keyword of ['type', 'enum', 'minimum', 'maximum', 'minLength', 'format']) {
          const expected = param.schema[keyword] ?? want[keyword];
          if (expected !== undefined) expect(got[keyword], `${where} ${keyword}`).toEqual(expected);
        }
        const fallback = param.schema.default ?? want.default;
        if (fallback !== undefined) expect(got.default, `${where} default`).toEqual(fallback);
      }
    }
  });
});
