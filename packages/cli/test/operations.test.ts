import { createMarketDataClient } from '@marketdata-sdk/client';
import { createSandbox } from '@marketdata-sdk/fixtures';
import { sampleArgs } from '@marketdata-sdk/test-tools';
import { describe, expect, it } from 'vitest';
import { cliOperations } from '../src/internals/operations';
import { runBin } from './helpers';
import { operationRows } from './rows';

const sandbox = createSandbox();
const client = createMarketDataClient({
  apiKey: 'sandbox',
  baseUrl: 'http://127.0.0.1',
  fetch: (input, init) => sandbox.fetch(new Request(input, init)),
});
const call = (id: string, params: Record<string, unknown>) =>
  client.request(id as never, params as never);

describe('every operation is a command', () => {
  it('has one command per operation row, grouped by area', () => {
    expect(cliOperations.map((op) => op.id).sort()).toEqual(
      operationRows.map((row) => row.operationId).sort(),
    );
    for (const op of cliOperations) expect(op.command).toMatch(/^[a-z][a-z-]*$/);
  });

  it('names each command by its area and operationId with no word said twice', () => {
    const seen = new Set<string>();
    for (const op of cliOperations) {
      const line = ['marketdata', ...op.words].join(' ');
      expect(seen.has(line), line).toBe(false);
      seen.add(line);
      const words = line.split(/[\s-]+/).map((word) => word.replace(/s$/, ''));
      expect(new Set(words).size, `"${line}" repeats a word`).toBe(words.length);
    }
    const name = (id: string) => cliOperations.find((op) => op.id === id)?.words.join(' ');
    expect(name('listEtfHoldings')).toBe('etf holdings');
    expect(name('searchSecurities')).toBe('securities search');
    expect(name('getStockProfile')).toBe('stocks profile');
    expect(name('listTrades')).toBe('trades');
    expect(name('getFinancialMetrics')).toBe('stocks financial-metrics');
  });

  it.each(operationRows.map((row) => [row.operationId, row] as const))(
    '%s answers from the sandbox through the built bin',
    async (id, row) => {
      const op = cliOperations.find((o) => o.id === id)!;
      const args = await sampleArgs(row, { rows: operationRows, call });
      const flags = Object.entries(args).flatMap(([name, value]) => [
        `--${name.replace(/_/g, '-')}`,
        String(value),
      ]);
      // Live lists move with the clock: the bin's answer equals one taken just before or after.
      const before = JSON.parse(JSON.stringify(await call(id, args)));
      const run = await runBin(['--sandbox', '--format', 'json', ...op.words, ...flags]);
      const after = JSON.parse(JSON.stringify(await call(id, args)));
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect([before, after]).toContainEqual(JSON.parse(run.stdout));
    },
  );

  it('documents each command with its parameters and their rules', async () => {
    const op = cliOperations.find((o) => o.params.some((p) => p.maximum !== undefined))!;
    const run = await runBin([...op.words, '--help']);
    expect(run.code).toBe(0);
    // commander wraps the description to the terminal's width
    expect(run.stdout.replace(/\s+/g, ' ')).toContain(
      op.description.split(' ').slice(0, 8).join(' '),
    );
    const bounded = op.params.find((p) => p.maximum !== undefined)!;
    expect(run.stdout).toContain(`--${bounded.name}`);
    expect(run.stdout).toContain(`to ${bounded.maximum}`);
  });
});
