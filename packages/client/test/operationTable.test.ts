import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  collectOperations,
  outputPath,
  regenerateCommand,
  renderParams,
} from '../scripts/generate-operations.mjs';
import { operationTable } from '../src/index';
import { loadSpec } from './spec';

describe('the operation table', () => {
  const spec = loadSpec();
  const specOps = collectOperations(spec);

  it('has a row for every operation of the spec, and no other', () => {
    expect(specOps.length).toBeGreaterThan(0);
    expect(Object.keys(operationTable).sort()).toEqual(specOps.map((o) => o.operationId).sort());
  });

  it("uses each operation's path and method from the spec", () => {
    for (const op of specOps) {
      const row = operationTable[op.operationId as keyof typeof operationTable];
      expect(row, op.operationId).toBeDefined();
      expect([row.method, row.path]).toEqual([op.method, op.path]);
      expect(row.params.map((p) => p.name)).toEqual(op.params.map((p) => p.name));
    }
  });

  it('carries parameter constraints that match the spec (regenerate when this fails)', () => {
    const committed = readFileSync(outputPath, 'utf8');
    expect(
      committed,
      `src/generated/operations.ts drifted from the spec: run ${regenerateCommand}`,
    ).toBe(renderParams(spec));
  });
});
