import { extraOperation, generateWithExtraOperation } from '@marketdata-sdk/test-tools';
import type { OperationRow } from '@marketdata-sdk/types/internal';
import { describe, expect, it } from 'vitest';
import { type ToolDocs, toolOf } from '../src/internals/tools';
import { schemaValidator } from './helpers';

describe('a new operation in the spec', () => {
  it('is a tool with input and output schemas, with no hand edit', async () => {
    const generated = await generateWithExtraOperation();
    const operationRows = generated.operations.operationRows as Record<string, OperationRow>;
    const docs = generated.docs as unknown as ToolDocs;

    const row = operationRows[extraOperation.operationId]!;
    const tool = toolOf(row, docs);
    expect(tool.name).toBe('listMarketHolidays');
    expect(tool.inputSchema.required).toEqual(['date']);
    expect(tool.inputSchema.properties.date).toMatchObject({ type: 'string', format: 'date' });
    expect(tool.description).toContain(
      'Returns the days around a date on which US exchanges are closed.',
    );
    const ajv = schemaValidator();
    expect(ajv.compile(tool.inputSchema)({ date: '2027-01-05' })).toBe(true);
    expect(ajv.compile(tool.inputSchema)({ date: '5 Jan' })).toBe(false);
    const validate = ajv.compile(tool.outputSchema);
    expect(validate({ data: [] })).toBe(true);
    expect(validate({ data: 'no' })).toBe(false);
  }, 60_000);
});
