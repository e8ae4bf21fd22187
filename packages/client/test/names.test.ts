import { missingResourceMethods, sampleArgs } from '@marketdata-sdk/test-tools';
import { type OperationRow, operationRows } from '@marketdata-sdk/types/internal';
import { describe, expect, it } from 'vitest';
import type { OperationId } from '../src/index';
import { sandboxClient } from './sandbox';

const rows = Object.values(operationRows) as readonly OperationRow<OperationId>[];

/** Members of a resource that are not operations: helpers over an operation, named for what they do. */
const helpers = new Set(['watchWires']);

type Resource = Record<string, ((...args: unknown[]) => Promise<unknown>) | undefined>;

describe('one name per operation: client.<tag>.<operationId>', () => {
  // A still clock: the wires list must not gain a headline between the two calls compared.
  const at = Date.now();
  const { client, requests } = sandboxClient({}, { now: () => at });
  const resources = client as unknown as Record<string, Resource | undefined>;

  it('every operation is a method of the resource of its spec tag, named by its operationId', () => {
    const missing = missingResourceMethods(rows, client);
    expect(missing, missing.join('\n')).toEqual([]);
  });

  it('a resource has no other names for its operations', () => {
    const areas = new Set(rows.map((row) => row.area));
    const extra: string[] = [];
    for (const area of areas) {
      for (const name of Object.keys(resources[area] ?? {})) {
        const row = rows.find((r) => r.operationId === name);
        if (helpers.has(name) || row?.area === area) continue;
        extra.push(
          `client.${area}.${name} is not an operationId of the "${area}" tag; it comes from packages/client/src/generated/resources.ts: run \`npx -y pnpm@12.21.0 generate\``,
        );
      }
    }
    expect(extra, extra.join('\n')).toEqual([]);
  });

  it('each method calls its own operation, as client.request does', async () => {
    const call = (id: string, params: Record<string, unknown>) =>
      client.request(id as OperationId, params as never);
    for (const row of rows) {
      const params = await sampleArgs(row, { rows, call });
      const method = resources[row.area]?.[row.operationId];
      const before = requests.length;
      const viaMethod = await method?.(params);
      const path = new URL(requests.at(-1)!.url).pathname;
      expect(requests.length, row.operationId).toBe(before + 1);
      expect(path, `${row.operationId} requested ${path}`).toMatch(
        new RegExp(`${row.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      );
      const viaRequest = await call(row.operationId, params);
      // A paged list's page is its payload, a bare list as `{ data }`.
      const expected = row.paging && Array.isArray(viaRequest) ? { data: viaRequest } : viaRequest;
      expect(JSON.stringify(viaMethod), row.operationId).toBe(JSON.stringify(expected));
    }
  });
});
