import {
  extraOperation,
  type GeneratedFromCopy,
  generateWithExtraOperation,
  pagedExtraOperation,
} from '@marketdata-sdk/test-tools';
import type { OperationRow } from '@marketdata-sdk/types/internal';
import { beforeAll, describe, expect, it } from 'vitest';
import { instructionsFor } from '../src/internals/instructions';
import { toolList } from '../src/internals/toolList';
import { type ToolDocs, toolOf } from '../src/internals/tools';
import { schemaValidator } from './helpers';

/** The operations the 40,000-character budget is planned for: the spec's 24 of today and five more. */
const PLANNED = 29;

let generated: GeneratedFromCopy;
beforeAll(async () => {
  generated = await generateWithExtraOperation();
}, 60_000);
const rowsOf = () => generated.operations.operationRows as Record<string, OperationRow>;
const docsOf = () => generated.docs as unknown as ToolDocs;

describe('a new operation in the spec', () => {
  it('is a tool with input and output schemas, with no hand edit', () => {
    const row = rowsOf()[extraOperation.operationId]!;
    const tool = toolOf(row, docsOf());
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
  });

  it('leaves room in the 40,000-character tools/list for five more operations', () => {
    // Today's operations and five more fit: the two the spec copy adds (a calendar list and a
    // paged list), and the rest of the five at their mean size.
    const added: string[] = [extraOperation.operationId, pagedExtraOperation.operationId];
    const { tools, sharedText } = toolList(Object.values(rowsOf()), docsOf());
    const sizes = tools
      .filter((tool) => added.includes(tool.name))
      .map((tool) => JSON.stringify(tool).length);
    expect(sizes).toHaveLength(2);
    const mean = (sizes[0]! + sizes[1]!) / 2;
    // What the tools no longer say, the server's instructions say once: they count too.
    const size = JSON.stringify({ tools }).length + instructionsFor(40_000, sharedText).length;
    console.info(`${tools.length} tools and instructions: ${size} characters; added: ${sizes}`);
    const more = Math.max(0, PLANNED - tools.length);
    expect(size + more * mean).toBeLessThanOrEqual(40_000);
  });
});
