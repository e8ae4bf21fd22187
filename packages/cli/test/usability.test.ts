import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { runBin, runInPty } from './helpers';

const json = (text: string) => JSON.parse(text) as unknown;

describe('names and inputs', () => {
  it('takes the ticker as the argument, kebab-case flags, and the spec spelling hidden', async () => {
    const positional = await runBin([
      '--sandbox',
      '--format',
      'json',
      'stocks',
      'earnings',
      'AAPL',
      '--size',
      '2',
    ]);
    const flag = await runBin([
      '--sandbox',
      '--format',
      'json',
      'stocks',
      'earnings',
      '--ticker',
      'AAPL',
      '--size',
      '2',
    ]);
    expect(positional.code, positional.stderr).toBe(0);
    expect(json(positional.stdout)).toEqual(json(flag.stdout));
    const kebab = await runBin([
      '--sandbox',
      '--format',
      'json',
      'news',
      'articles',
      '--size',
      '1',
    ]);
    const first = (json(kebab.stdout) as { data: { content_id: string }[] }).data[0]!;
    const next = await runBin([
      '--sandbox',
      '--format',
      'json',
      'news',
      'articles',
      '--start-id',
      first.content_id,
      '--size',
      '1',
    ]);
    const old = await runBin([
      '--sandbox',
      '--format',
      'json',
      'news',
      'articles',
      '--start_id',
      first.content_id,
      '--size',
      '1',
    ]);
    expect(next.code, next.stderr).toBe(0);
    expect(json(next.stdout)).toEqual(json(old.stdout));
    const help = await runBin(['news', 'articles', '--help']);
    expect(help.stdout).toContain('--start-id <value>');
    expect(help.stdout).not.toContain('--start_id');
    // Leaf help shows the options every command takes.
    expect(help.stdout).toContain('--format <format>');
    expect(help.stdout).toContain('--sandbox');
  });

  it('has no command that says a word twice: etf holdings, securities search, trades', async () => {
    const root = await runBin(['--help']);
    expect(root.stdout).toMatch(/^\s+trades \[options\] \[ticker\]/m);
    const etf = await runBin(['etf', '--help']);
    expect(etf.stdout).toMatch(/^\s+holdings /m);
    expect(etf.stdout).not.toContain('etf-holdings');
    const search = await runBin(['--sandbox', '--format', 'json', 'securities', 'search', 'apple']);
    expect(search.code, search.stderr).toBe(0);
    expect(JSON.stringify(json(search.stdout))).toContain('AAPL');
  });

  it('takes times as now, ISO 8601 or relative, and --to of trades defaults to now', async () => {
    const ask = (...to: string[]) =>
      runBin(['--sandbox', '--format', 'json', 'trades', 'AAPL', '--count', '3', ...to]);
    const now = await ask('--to', 'now');
    const unset = await ask();
    expect(now.code, now.stderr).toBe(0);
    expect(unset.code, unset.stderr).toBe(0);
    const times = (run: { stdout: string }) =>
      (json(run.stdout) as { t: number }[]).map((t) => t.t);
    const relative = await ask('--to', '-2d');
    const iso = await ask('--to', new Date(Date.now() - 2 * 86_400_000).toISOString());
    expect(relative.code, relative.stderr).toBe(0);
    expect(Math.max(...times(relative))).toBeLessThanOrEqual(Date.now() - 2 * 86_400_000 + 60_000);
    expect(iso.code, iso.stderr).toBe(0);
    const bad = await ask('--to', 'yesterday-ish');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--to must be `now`, an ISO 8601 time');
  });

  it('prints times readably in a table on a terminal', async () => {
    const run = await runInPty(['--sandbox', 'trades', 'AAPL', '--count', '2'], { columns: 100 });
    expect(run.stdout).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(run.stdout).not.toMatch(/\b1\d{12}\b/);
  }, 60_000);
});

describe('nested data flattens into rows', () => {
  it('a statement is one CSV row per statement, period and line', async () => {
    const run = await runBin([
      '--sandbox',
      '--format',
      'csv',
      'stocks',
      'financial-statements',
      'AAPL',
      '--period',
      '1',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const rows = parse(run.stdout, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([
      'section',
      'period',
      'start_date',
      'end_date',
      'line',
      'value',
    ]);
    expect(rows.find((r) => r.line === 'Revenue > Sales and Services Revenue')).toBeDefined();
    expect(Math.max(...rows.map((r) => Object.values(r).join('').length))).toBeLessThan(200);
  });

  it('ETF holdings are one row per holding, in CSV and in a table', async () => {
    const csv = await runBin(['--sandbox', '--format', 'csv', 'etf', 'holdings', 'SPY']);
    const rows = parse(csv.stdout, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual(['date', 'total_weight', 'ticker', 'constituent_weight']);
    expect(rows.length).toBeGreaterThan(5);
    const table = await runBin(['--sandbox', '--format', 'table', 'etf', 'holdings', 'SPY'], {
      env: { COLUMNS: '80' },
    });
    expect(table.stdout.split('\n')[0]).toMatch(
      /^date\s+total_weight\s+ticker\s+constituent_weight$/,
    );
    expect(table.stdout).not.toContain('{');
  });

  it('consensus keeps every nested field, average_rating included', async () => {
    const run = await runBin(['--sandbox', '--format', 'table', 'ratings', 'consensus', 'MSFT'], {
      env: { COLUMNS: '80' },
    });
    expect(run.stdout).toMatch(/analysts_ratings\.average_rating\s+\w+/);
  });
});

describe('--json fields and --jq', () => {
  it('selects fields and filters with jq', async () => {
    const picked = await runBin([
      '--sandbox',
      '--json',
      'title,publish_time',
      'news',
      'wires',
      '--size',
      '2',
    ]);
    expect(picked.code, picked.stderr).toBe(0);
    const items = json(picked.stdout) as Record<string, unknown>[];
    expect(items).toHaveLength(2);
    expect(Object.keys(items[0]!)).toEqual(['title', 'publish_time']);
    const jq = await runBin([
      '--sandbox',
      '--json',
      'holdings',
      '--jq',
      '.[0].holdings[].ticker',
      'etf',
      'holdings',
      'SPY',
    ]);
    expect(jq.code, jq.stderr).toBe(0);
    expect(jq.stdout.split('\n')[0]).toMatch(/^[A-Z.]+$/);
    const wrong = await runBin(['--sandbox', '--json', 'nope', 'news', 'wires']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--json: no field "nope"; the fields are');
    const bad = await runBin(['--sandbox', '--jq', '.[', 'news', 'wires']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--jq: jq: error');
  });
});

describe('what gh users reach for', () => {
  it('completes commands and enum values', async () => {
    const script = await runBin(['completion', 'bash']);
    expect(script.code, script.stderr).toBe(0);
    expect(script.stdout).toContain('marketdata');
    const commands = await runBin(['complete', '--', 'etf', '']);
    expect(commands.stdout).toMatch(/^holdings\b/m);
    const values = await runBin(['complete', '--', 'news', 'wires', '--tab', '']);
    expect(values.stdout).toMatch(/^important\b/m);
  });

  it('reads a profile from the config file: key file, base URL, format', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'marketdata-config-'));
    const config = join(dir, 'config.json');
    await writeFile(join(dir, 'key'), 'sk-profile-key-0123456789\n');
    await writeFile(
      config,
      JSON.stringify({
        profiles: {
          default: { format: 'csv', sandbox: true },
          work: {
            apiKeyFile: join(dir, 'key'),
            baseUrl: 'https://api.example.test',
            format: 'ndjson',
          },
        },
      }),
    );
    const env = { MARKETDATA_CONFIG: config };
    const csv = await runBin(['stocks', 'earnings', 'AAPL', '--size', '1'], { env });
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout.split('\n')[0]).toMatch(/^period_name,/);
    const dry = await runBin(['--profile', 'work', '--dry-run', 'stocks', 'earnings', 'AAPL'], {
      env,
    });
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(
      "curl 'https://api.example.test/securities/stock/financials/earnings?ticker=AAPL",
    );
    expect(dry.stdout).toContain(`Bearer $(head -n1 '${join(dir, 'key')}')`);
    expect(dry.stdout).not.toContain('sk-profile-key');
    const missing = await runBin(['--profile', 'nope', 'stocks', 'earnings', 'AAPL'], { env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no profile "nope"');
  });

  it('--dry-run prints curl with the key masked; --verbose logs each request', async () => {
    const key = 'sk-live-secret-0123456789';
    const dry = await runBin(['--dry-run', 'stocks', 'earnings', 'AAPL'], {
      env: { MARKETDATA_API_KEY: key },
    });
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('-H "Authorization: Bearer $MARKETDATA_API_KEY"');
    expect(dry.stdout).not.toContain(key);
    const verbose = await runBin([
      '--sandbox',
      '--verbose',
      '--format',
      'json',
      'stocks',
      'earnings',
      'AAPL',
    ]);
    expect(verbose.code).toBe(0);
    expect(verbose.stderr).toMatch(
      /^marketdata: GET http:\/\/127\.0\.0\.1\/securities\/stock\/financials\/earnings\?ticker=AAPL/m,
    );
    expect(verbose.stderr).toMatch(/^marketdata: 200 in \d+ ms, request id \S+/m);
  });

  it('takes no colour with NO_COLOR on a terminal', async () => {
    const plain = await runInPty(['--sandbox', 'stocks', 'earnings', 'AAPL', '--size', '1'], {
      env: { NO_COLOR: '1' },
    });
    const coloured = await runInPty(['--sandbox', 'stocks', 'earnings', 'AAPL', '--size', '1'], {
      env: { NO_COLOR: undefined },
    });
    expect(plain.stdout).not.toContain('\u001b[1m');
    expect(coloured.stdout).toContain('\u001b[1m');
  }, 60_000);
});

describe('small edges', () => {
  it('--out into a missing folder is a usage error, status 2', async () => {
    const run = await runBin([
      '--sandbox',
      'export',
      'stocks',
      'dividends',
      '--tickers',
      'AAPL',
      '--out',
      join(tmpdir(), 'no-such-folder-4c1e', 'x.ndjson'),
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('does not exist; create it first');
  });
});

describe('news watch', () => {
  it('is a readable live tail on a terminal and NDJSON when piped', async () => {
    const tty = await runInPty(['--sandbox', 'news', 'watch', '--for', '2'], { columns: 80 });
    const lines = tty.stdout.split(/\r?\n/).filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toMatch(/^\d{2}:\d{2}:\d{2} [! ] /);
      expect(line.length).toBeLessThanOrEqual(80);
    }
    const piped = await runBin(['--sandbox', 'news', 'watch', '--for', '2']);
    const records = piped.stdout.trimEnd().split('\n');
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect(JSON.parse(record)).toHaveProperty('title');
  }, 60_000);
});

describe('a rate-limited call', () => {
  it('says when to retry', async () => {
    const { createServer } = await import('node:http');
    const server = createServer((_request, response) => {
      response.writeHead(429, { 'Retry-After': '600', 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ status_code: 4014, status_msg: 'Too many requests' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const run = await runBin(['--format', 'json', 'stocks', 'earnings', 'AAPL'], {
        env: {
          MARKETDATA_API_KEY: 'sk-test-rate-limit-0123',
          MARKETDATA_BASE_URL: `http://127.0.0.1:${port}`,
        },
      });
      expect(run.code).toBe(5);
      expect(run.stderr).toMatch(/; retry in 600 s \(at \d{2}:\d{2}:\d{2}\)\n$/);
    } finally {
      server.close();
    }
  });
});
