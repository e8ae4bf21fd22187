import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { runBin, runInPty, startInPty } from './helpers';

const lines = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '');

describe('tables on a terminal', () => {
  it('shows the first rows at once and stops at once on Ctrl-C', async () => {
    const limit = 20_000;
    const run = startInPty(['--sandbox', 'news', 'wires', '--tab', 'all', '--limit', `${limit}`], {
      columns: 120,
      timeoutMs: 120_000,
    });
    let done: Awaited<typeof run.done>;
    try {
      // Rows come as pages arrive: wait for the first data rows, then press Ctrl-C.
      await expect
        .poll(() => lines(run.output()).length, { timeout: 30_000, interval: 50 })
        .toBeGreaterThan(5);
      run.type('\x03');
      done = await run.done;
    } finally {
      run.child.kill('SIGKILL');
    }
    expect(done.code).toBe(130);
    expect(done.stdout).toContain('marketdata: interrupted.');
    const rows = lines(done.stdout).filter((line) =>
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\s/.test(line),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(limit);
  });

  it.each([80, 200])('fits %i columns, with no borders or row rules', async (columns) => {
    for (const args of [
      ['news', 'wires', '--size', '20'],
      ['stocks', 'earnings', '--ticker', 'AAPL'],
      ['etf', 'holdings', '--ticker', 'SPY'],
    ]) {
      const run = await runInPty(['--sandbox', ...args], { columns });
      expect(run.code, run.stdout).toBe(0);
      const shown = lines(run.stdout).filter((line) => !line.startsWith('marketdata:'));
      expect(shown.length).toBeGreaterThan(2);
      const widest = Math.max(...shown.map((line) => stringWidth(line)));
      expect(widest, `${args.join(' ')}\n${run.stdout}`).toBeLessThanOrEqual(columns);
      expect(run.stdout).not.toMatch(/[─│┌└├]/);
    }
  });

  it('names the columns it leaves out to fit, on stderr', async () => {
    const run = await runBin(
      ['--sandbox', '--format', 'table', 'stocks', 'earnings', '--ticker', 'AAPL'],
      {
        env: { COLUMNS: '80' },
      },
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/columns left out to fit 80 columns: .*earnings_call_summary/);
    expect(lines(run.stdout)[0]).toMatch(/^period_name\s+period_end_date/);
  });

  it('goes through $PAGER on a terminal', async () => {
    const run = await runInPty(
      ['--sandbox', 'stocks', 'earnings', '--ticker', 'MSFT', '--size', '3'],
      {
        env: { PAGER: "sed 's/^/paged: /'" },
      },
    );
    expect(run.code).toBe(0);
    const shown = lines(run.stdout);
    expect(shown).toHaveLength(4);
    for (const line of shown) expect(line).toMatch(/^paged: /);
  });

  it('says so, and fails, when $PAGER does not run: the output never showed', async () => {
    const run = await runInPty(
      ['--sandbox', 'stocks', 'earnings', '--ticker', 'MSFT', '--size', '3'],
      { env: { PAGER: 'no-such-pager-here' } },
    );
    expect(run.code).toBe(2);
    expect(run.stdout).toContain(
      'marketdata: the pager did not run ("no-such-pager-here" exited with 127)',
    );
    expect(run.stdout).toContain('MARKETDATA_PAGER=cat');
  });
});

describe('a narrow terminal', () => {
  it('leaves the ids out before the title of a headline, even a first column of ids', async () => {
    const run = await runInPty(['--sandbox', 'news', 'wires', '--size', '3'], { columns: 60 });
    expect(run.code).toBe(0);
    const shown = lines(run.stdout);
    const header = shown.find((line) => line.includes('publish_time')) ?? '';
    expect(header).toMatch(/publish_time\s+title\b/);
    expect(header).not.toContain('news_id');
    expect(run.stdout).toMatch(/columns left out to fit 60 columns: news_id, content_id, /);
  });
});
