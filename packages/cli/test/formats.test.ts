import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { runBin, runInPty } from './helpers';

const earnings = ['--sandbox', 'stocks', 'earnings', '--ticker', 'MSFT', '--size', '4'];

describe('output formats', () => {
  it('prints JSON when piped', async () => {
    const run = await runBin(earnings);
    expect(run.code).toBe(0);
    const reports = JSON.parse(run.stdout);
    expect(reports).toHaveLength(4);
    expect(reports[0]).toHaveProperty('eps_actual');
  });

  it('prints one record per line with --format ndjson', async () => {
    const run = await runBin(['--format', 'ndjson', ...earnings]);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines.map((line) => JSON.parse(line).period_name)).toEqual(
      JSON.parse((await runBin(earnings)).stdout).map(
        (r: { period_name: string }) => r.period_name,
      ),
    );
  });

  it('prints CSV with a header that a CSV reader reads back', async () => {
    const json = JSON.parse((await runBin(earnings)).stdout) as Record<string, unknown>[];
    const run = await runBin(['--format', 'csv', ...earnings]);
    const rows = parse(run.stdout, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(4);
    expect(Object.keys(rows[0]!)).toEqual(Object.keys(json[0]!));
    expect(rows.map((r) => r.earnings_call_summary)).toEqual(
      json.map((r) => r.earnings_call_summary),
    );
    expect(rows.map((r) => Number(r.eps_actual))).toEqual(json.map((r) => r.eps_actual));
  });

  it('prints a readable table by default on a terminal', async () => {
    const run = await runInPty(earnings);
    expect(run.code).toBe(0);
    const lines = run.stdout.split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toMatch(/^period_name {2,}period_end_date {2,}/);
    expect(run.stdout).not.toContain('\u001b['); // NO_COLOR: no bold header
    expect(lines.filter((line) => /^Q\d FY\d{4} /.test(line))).toHaveLength(4);
  });

  it('prints a single object as field/value rows', async () => {
    const run = await runBin([
      '--sandbox',
      '--format',
      'table',
      'stocks',
      'financial-metrics',
      '--ticker',
      'AAPL',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^field {2,}value\n/);
    expect(run.stdout).toMatch(/\neps_ttm {2,}-?\d/);
  });
});
