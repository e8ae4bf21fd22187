import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { runBin, runInPty, startBin } from './helpers';

const tickers = [
  'AAPL',
  'MSFT',
  'NVDA',
  'AMZN',
  'GOOGL',
  'META',
  'JPM',
  'XOM',
  'KO',
  'PEP',
  'WMT',
  'COST',
];
const tmp = () => mkdtemp(join(tmpdir(), 'marketdata-export-'));
const lines = async (file: string) =>
  (await readFile(file, 'utf8'))
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l));

describe('marketdata export', () => {
  it('writes one operation over many tickers, each record tagged with its ticker', async () => {
    const dir = await tmp();
    const out = join(dir, 'earnings.ndjson');
    const run = await runBin([
      '--sandbox',
      'export',
      'stocks',
      'earnings',
      '--tickers',
      'AAPL,MSFT',
      '--size',
      '3',
      '--out',
      out,
    ]);
    expect(run.code).toBe(0);
    const records = await lines(out);
    expect(records.map((r) => r.ticker)).toEqual(['AAPL', 'AAPL', 'AAPL', 'MSFT', 'MSFT', 'MSFT']);
    expect(existsSync(`${out}.progress.json`)).toBe(false);
    expect(run.stderr).toContain('exported 6 records of 2 tickers');
  });

  it('resumes after an interruption with nothing lost and nothing twice', async () => {
    const dir = await tmp();
    const file = join(dir, 'tickers.txt');
    await writeFile(file, `# the portfolio\n${tickers.join('\n')}\n`);
    const reference = join(dir, 'reference.ndjson');
    await runBin([
      '--sandbox',
      'export',
      'stocks',
      'dividends',
      '--tickers-file',
      file,
      '--out',
      reference,
    ]);

    const out = join(dir, 'dividends.ndjson');
    // Two calls a second: slow enough to interrupt after the first tickers are written.
    const args = [
      '--sandbox',
      'export',
      'stocks',
      'dividends',
      '--tickers-file',
      file,
      '--out',
      out,
      '--rate-limit',
      '2/1',
    ];
    const cut = await runUntilProgress(args, out);
    expect(cut.code).toBe(130);
    expect(cut.stderr).toContain('interrupted');
    const progress = JSON.parse(await readFile(`${out}.progress.json`, 'utf8')) as {
      done: string[];
    };
    expect(progress.done.length).toBeGreaterThan(0);
    expect(progress.done.length).toBeLessThan(tickers.length);

    const resumed = await runBin(args);
    expect(resumed.code).toBe(0);
    expect(resumed.stderr).toContain(`(${progress.done.length} already done)`);
    expect(await lines(out)).toEqual(await lines(reference));
  });

  it('exports the tickers the service knows and exits 4 naming the ones it rejected', async () => {
    const dir = await tmp();
    const out = join(dir, 'earnings.ndjson');
    const args = [
      '--sandbox',
      'export',
      'stocks',
      'earnings',
      '--tickers',
      'AAPL,ZZZZ',
      '--size',
      '2',
      '--out',
      out,
    ];
    const run = await runBin(args);
    expect(run.code).toBe(4);
    expect(run.stderr).toMatch(/rejected: ZZZZ \(/);
    expect((await lines(out)).map((r) => r.ticker)).toEqual(['AAPL', 'AAPL']);
  });

  it('writes CSV with one header, and refuses to overwrite a finished file', async () => {
    const dir = await tmp();
    const out = join(dir, 'metrics.csv');
    const args = [
      '--sandbox',
      'export',
      'stocks',
      'financial-metrics',
      '--tickers',
      'AAPL,KO,XOM',
      '--format',
      'csv',
      '--out',
      out,
    ];
    expect((await runBin(args)).code).toBe(0);
    const rows = parse(await readFile(out, 'utf8'), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.ticker)).toEqual(['AAPL', 'KO', 'XOM']);
    const again = await runBin(args);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already exists');
  });

  it('shows a progress bar on a terminal', async () => {
    const dir = await tmp();
    const run = await runInPty([
      '--sandbox',
      'export',
      'stocks',
      'dividends',
      '--tickers',
      tickers.slice(0, 4).join(','),
      '--out',
      join(dir, 'd.ndjson'),
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/4\/4 tickers/);
    expect(run.stdout).toContain('\u001b[?25l'); // the bar hides the cursor while it draws
  });
});

/** Runs an export and interrupts it as soon as its progress file lists a finished ticker. */
async function runUntilProgress(args: string[], out: string) {
  const { child, done } = startBin(args);
  for (let i = 0; i < 800 && !existsSync(`${out}.progress.json`); i++)
    await new Promise((r) => setTimeout(r, 25));
  child.kill('SIGINT');
  return done;
}
