import { describe, expect, it } from 'vitest';
import { type OperationRow, operationIds, operationRows, staleTimeSeconds } from '../src/internal';
import { loadBundledSpec } from './spec';

interface SpecOperation {
  operationId: string;
  tags: string[];
  parameters?: {
    name: string;
    in: string;
    required?: boolean;
    description?: string;
    schema?: Record<string, unknown>;
  }[];
  'x-cache-ttl'?: number;
  'x-stale-time'?: number;
}

const spec = (await loadBundledSpec()) as unknown as {
  paths: Record<string, { get?: SpecOperation }>;
};
const specOps = Object.entries(spec.paths).flatMap(([path, item]) =>
  item.get ? [{ path, op: item.get }] : [],
);
const rows: Record<string, OperationRow> = operationRows;
const generator: { staleTimes(spec: unknown): Record<string, number> } = await import(
  '../scripts/generate.mjs' as string
);

describe('operation rows', () => {
  it('hold every GET operation of the spec, in spec order', () => {
    expect(operationIds).toEqual(specOps.map((o) => o.op.operationId));
    expect(Object.keys(operationRows)).toEqual([...operationIds]);
  });

  it.each(specOps)(
    '$op.operationId: path, area and parameter names from the spec',
    ({ path, op }) => {
      const row = rows[op.operationId];
      expect(row?.path).toBe(path);
      expect(row?.area).toBe(op.tags[0]);
      expect(row?.params.map((p) => [p.name, p.in, p.required ?? false])).toEqual(
        (op.parameters ?? []).map((p) => [p.name, p.in, p.required ?? false]),
      );
      expect(row?.cacheTtlSeconds).toBe(op['x-cache-ttl']);
    },
  );

  it.each(specOps)('$op.operationId: its stale time is its x-stale-time', ({ op }) => {
    const seconds: Record<string, number> = staleTimeSeconds;
    expect(op['x-stale-time']).toBeGreaterThan(0);
    expect(seconds[op.operationId]).toBe(op['x-stale-time']);
  });

  it('the generator stops on an operation without x-stale-time, naming it', () => {
    const draft = structuredClone(spec) as typeof spec;
    delete draft.paths['/calendar/ipo']?.get?.['x-stale-time'];
    expect(() => generator.staleTimes(draft)).toThrow(
      /^listIpoCalendar: x-stale-time is required, a whole number of seconds > 0/,
    );
  });

  it('carries the constraints and defaults of a parameter', () => {
    const size = operationRows.listWires.params.find((p) => p.name === 'size');
    expect(size).toEqual({
      name: 'size',
      in: 'query',
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 10,
    });
    const from = operationRows.listEtfHoldings.params.find((p) => p.name === 'from');
    expect(from).toMatchObject({ type: 'string', format: 'date' });
  });

  it('names the paging kind: cursor by start_id, page/size, or none', () => {
    expect(operationRows.listWires.paging).toEqual({
      kind: 'cursor',
      cursor: 'start_id',
      size: 'size',
    });
    expect(operationRows.listCongressTrades.paging).toEqual({
      kind: 'page',
      page: 'page',
      size: 'size',
    });
    expect(operationRows.getWireContent.paging).toBeNull();
  });

  it('marks `{ data: [...] }` payloads for unwrapping', () => {
    expect(operationRows.listCongressTrades.unwrap).toBe(true);
    expect(operationRows.listWires.unwrap).toBe(false);
  });

  // A Unix timestamp in milliseconds given in seconds is the commonest quiet mistake: the
  // service answers it with an empty list or bars of 1970. The unit mark is what makes the
  // client reject it, so every parameter the spec describes as one must carry it.
  const timestampParams = specOps.flatMap(({ op }) =>
    (op.parameters ?? [])
      .filter((p) => /Unix timestamp in milliseconds/i.test(p.description ?? ''))
      .map((p) => [op.operationId, p.name] as const),
  );
  it('finds the millisecond timestamps of trades and candles', () => {
    expect(timestampParams).toEqual(
      expect.arrayContaining([
        ['listTrades', 'to'],
        ['getCandles', 'from'],
        ['getCandles', 'to'],
      ]),
    );
  });
  it.each(timestampParams)(
    '%s: %s, a Unix timestamp in milliseconds, carries timestampUnit "ms"',
    (operationId, name) => {
      const param = rows[operationId]?.params.find((p) => p.name === name);
      expect(param?.timestampUnit).toBe('ms');
    },
  );
});
