import { extraOperation, generateWithExtraOperation } from '@marketdata-sdk/test-tools';
import type { OperationDoc, OperationRow } from '@marketdata-sdk/types/internal';
import { describe, expect, it } from 'vitest';
import { cliOperationsOf } from '../src/internals/operations';
import { runCommands } from '../src/runCli';

/** The rows and docs the one generator writes for a spec copy with one more operation. */
async function generatedFromCopy() {
  const { operations, docs } = await generateWithExtraOperation();
  return {
    rows: Object.values(operations.operationRows as Record<string, OperationRow>),
    docs: docs.operationDocs as Record<string, OperationDoc>,
  };
}

describe('a new operation in the spec', () => {
  it('is a command with its flags and help, with no hand edit', async () => {
    const { rows, docs } = await generatedFromCopy();
    const operations = cliOperationsOf(rows, docs);
    const added = operations.find((op) => op.id === extraOperation.operationId);
    expect(added).toMatchObject({ area: 'calendar', command: 'market-holidays' });

    let help = '';
    const stdout = Object.assign(new (await import('node:stream')).PassThrough(), { isTTY: false });
    stdout.on('data', (chunk: Buffer) => {
      help += chunk;
    });
    expect(
      await runCommands(operations, ['calendar', 'market-holidays', '--help'], { stdout }),
    ).toBe(0);
    expect(help).toContain('Returns the days around a date on which US exchanges are closed.');
    expect(help).toMatch(/--date <value>\s+The calendar date/);
    expect(help.replace(/\s+/g, ' ')).toContain('Must be a date as YYYY-MM-DD.');

    let errors = '';
    const stderr = Object.assign(new (await import('node:stream')).PassThrough(), { isTTY: false });
    stderr.on('data', (chunk: Buffer) => {
      errors += chunk;
    });
    expect(
      await runCommands(operations, ['calendar', 'market-holidays', '--date', '2027-1-5'], {
        stdout,
        stderr,
      }),
    ).toBe(2);
    expect(errors).toContain(
      '--date must be a date as YYYY-MM-DD, or today, -1d or +7d (days in UTC) (got "2027-1-5")',
    );
  }, 60_000);
});
