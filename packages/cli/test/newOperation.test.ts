import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extraOperation, specWithExtraOperation } from '@marketdata-sdk/test-tools';
import type { OperationDoc, OperationRow } from '@marketdata-sdk/types/internal';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the generator is a plain ES module without declarations
import { generate } from '../../types/scripts/generate.mjs';
import { cliOperationsOf } from '../src/internals/operations';
import { runCommands } from '../src/runCli';

/** Runs the one generator on a spec copy with one more operation and loads what it wrote. */
async function generatedFromCopy() {
  const { dir, configPath } = specWithExtraOperation();
  const outDir = join(dir, 'out/generated');
  const { files } = (await generate({ configPath, outDir })) as { files: Record<string, string> };
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text);
  const operations = (await import(join(outDir, 'operations.ts'))) as {
    operationRows: Record<string, OperationRow>;
  };
  const docs = (await import(join(outDir, 'operationDocs.ts'))) as {
    operationDocs: Record<string, OperationDoc>;
  };
  return { rows: Object.values(operations.operationRows), docs: docs.operationDocs };
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
    expect(help).toContain('Must be a date as YYYY-MM-DD.');

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
    expect(errors).toContain('--date must be a date as YYYY-MM-DD (got "2027-1-5")');
  }, 60_000);
});
