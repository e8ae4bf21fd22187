import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandboxServer } from '@marketdata-sdk/fixtures/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin, startBin } from './helpers';

describe('mistakes get the rule and a non-zero exit', () => {
  it('names the flag and its rule for a value out of range', async () => {
    const run = await runBin([
      '--sandbox',
      'stocks',
      'earnings',
      '--ticker',
      'AAPL',
      '--size',
      '0',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--size must be an integer of 1 or more (got "0")');
    expect(run.stdout).toBe('');
  });

  it('bounds --timeout and --rate-limit as a timer can wait, naming the flag', async () => {
    const timeout = await runBin([
      '--sandbox',
      '--timeout',
      '99999999999999',
      'stocks',
      'profile',
      'AAPL',
    ]);
    expect(timeout.code).toBe(2);
    expect(timeout.stderr).toContain(
      '--timeout must be an integer from 1 to 2147483647 (got "99999999999999")',
    );
    const rate = await runBin([
      '--sandbox',
      'export',
      'stocks',
      'dividends',
      '--tickers',
      'AAPL',
      '--out',
      join(tmpdir(), 'never-written.ndjson'),
      '--rate-limit',
      '5/9999999',
    ]);
    expect(rate.code).toBe(2);
    expect(rate.stderr).toContain('--rate-limit must be <requests>/<seconds>');
    expect(rate.stdout).toBe('');
  });

  it('refuses output flags that contradict each other, naming both', async () => {
    const cases: [string[], string][] = [
      [
        ['stocks', 'earnings', 'AAPL', '--json', 'period_name', '--format', 'csv'],
        '--json prints JSON: leave out --format csv.',
      ],
      [
        ['stocks', 'earnings', 'AAPL', '--jq', '.', '--format', 'table'],
        '--jq prints JSON: leave out --format table.',
      ],
      [
        ['news', 'watch', '--for', '1', '--format', 'csv'],
        '--format must be table or ndjson (got "csv")',
      ],
      [
        ['--base-url', 'http://127.0.0.1:1', 'stocks', 'profile', 'AAPL'],
        '--sandbox answers in process, so --base-url would be ignored: give one of them.',
      ],
    ];
    for (const [args, message] of cases) {
      const run = await runBin(['--sandbox', ...args]);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain(message);
      expect(run.stdout).toBe('');
    }
    // The same format twice is no conflict.
    const agreed = await runBin([
      '--sandbox',
      'stocks',
      'profile',
      'AAPL',
      '--json',
      'ticker',
      '--format',
      'json',
    ]);
    expect(agreed.code).toBe(0);
    expect(JSON.parse(agreed.stdout)).toEqual({ ticker: 'AAPL' });
  });

  it('refuses a range whose --from is after its --to', async () => {
    const run = await runBin([
      '--sandbox',
      'candles',
      'AAPL',
      '--interval',
      'day',
      '--step',
      '1',
      '--from',
      '2026-11-20',
      '--to',
      '2026-11-01',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /--from \(2026-11-20 [\d:]+\) is after --to \(2026-11-01 [\d:]+\): the range holds nothing/,
    );
    expect(run.stdout).toBe('');
  });

  it('says a time in seconds is one, and what to pass instead', async () => {
    const run = await runBin(['--sandbox', 'trades', 'AAPL', '--to', '1795421418']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      '--to is in milliseconds; 1795421418 is seconds (pass 1795421418000, or `now`, an ISO 8601',
    );
    expect(run.stdout).toBe('');
  });

  it('names the allowed values of an enum flag', async () => {
    const run = await runBin(['--sandbox', 'news', 'wires', '--tab', 'gossip']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--tab must be one of all, manual, important/);
  });

  it('names a date flag and its rule for a day that does not exist', async () => {
    for (const date of ['2026-02-30', '2026-13-01', '26-01-05']) {
      const run = await runBin(['--sandbox', 'calendar', 'economic-events', '--date', date]);
      expect(run.code, date).toBe(2);
      expect(run.stderr, date).toBe(
        `marketdata: option '--date <value>' argument '${date}' is invalid. --date must be a date as YYYY-MM-DD, or today, -1d or +7d (days in UTC) (got "${date}").\n`,
      );
    }
    const leap = await runBin(['--sandbox', 'calendar', 'economic-events', '--date', '2024-02-29']);
    expect(leap.code).toBe(0);
  });

  it('refuses an integer past the safe range as the client does, before any request', async () => {
    const run = await runBin([
      '--sandbox',
      'trades',
      '--ticker',
      'AAPL',
      '--count',
      '5',
      '--to',
      '99999999999999999999',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--to must be an integer of 0 or more');
  });

  it('says which flag is missing', async () => {
    const run = await runBin(['--sandbox', 'stocks', 'earnings']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'give the ticker: `marketdata stocks earnings <ticker>` or --ticker <ticker>',
    );
    const count = await runBin(['--sandbox', 'trades', 'AAPL']);
    expect(count.code).toBe(2);
    expect(count.stderr).toContain("required option '--count <number>' not specified");
  });

  it("exits 4 with the service's answer for an unknown ticker, on one line", async () => {
    const run = await runBin(['--sandbox', 'stocks', 'earnings', '--ticker', 'ZZZZ']);
    expect(run.code).toBe(4);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^marketdata: .*4012/);
  });

  it('prints the chain with --verbose', async () => {
    const run = await runBin(
      [
        '--verbose',
        '--base-url',
        'http://127.0.0.1:9',
        '--timeout',
        '2000',
        'stocks',
        'earnings',
        '--ticker',
        'AAPL',
      ],
      {
        env: { MARKETDATA_API_KEY: 'k' },
      },
    );
    expect(run.code).toBe(6);
    expect(run.stderr).toMatch(/^marketdata: /);
    expect(run.stderr).toMatch(/caused by: /);
  });

  it('never takes the key from a flag, and says where it goes instead', async () => {
    for (const args of [['--api-key', 'secret-key'], ['--api-key=secret-key']]) {
      const run = await runBin([...args, 'stocks', 'earnings', '--ticker', 'AAPL']);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('MARKETDATA_API_KEY');
      expect(run.stderr).not.toContain('secret-key');
    }
  });

  it('asks for a key when there is none', async () => {
    const run = await runBin(['stocks', 'earnings', '--ticker', 'AAPL']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('No API key: set MARKETDATA_API_KEY or pass --api-key-file');
  });

  it('reads the key from --api-key-file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'marketdata-cli-'));
    const file = join(dir, 'key');
    await writeFile(file, 'wrong-key\n');
    const run = await runBin([
      '--api-key-file',
      file,
      '--base-url',
      'http://127.0.0.1:9',
      '--timeout',
      '1000',
      'stocks',
      'earnings',
      '--ticker',
      'AAPL',
    ]);
    expect(run.code).toBe(6); // the key was read: the call went out (to a closed port)
    expect(run.stderr).not.toContain('wrong-key');
  });
});

describe('the environment and the pipe', () => {
  it('names --base-url or MARKETDATA_BASE_URL and the rule for a bad service root, exit 2', async () => {
    const flag = await runBin(
      ['--base-url', 'not-a-url', 'stocks', 'earnings', '--ticker', 'AAPL'],
      {
        env: { MARKETDATA_API_KEY: 'a-key-of-some-length' },
      },
    );
    expect(flag.code).toBe(2);
    expect(flag.stderr).toBe(
      'marketdata: --base-url must be an https: URL, or http: to a loopback host such as 127.0.0.1 (got "not-a-url").\n',
    );
    const env = await runBin(['stocks', 'earnings', '--ticker', 'AAPL'], {
      env: {
        MARKETDATA_API_KEY: 'a-key-of-some-length',
        MARKETDATA_BASE_URL: 'http://example.com',
      },
    });
    expect(env.code).toBe(2);
    expect(env.stderr).toMatch(/^marketdata: MARKETDATA_BASE_URL must be an https: URL/);
  });

  it('refuses a key with a control character without echoing it, exit 2', async () => {
    const run = await runBin(['stocks', 'earnings', '--ticker', 'AAPL'], {
      env: { MARKETDATA_API_KEY: 'secret\u0001key' },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^marketdata: MARKETDATA_API_KEY: the key must be one line/);
    expect(run.stderr).not.toContain('secret');
  });

  it('starts every error line with "marketdata:", parse errors too', async () => {
    const run = await runBin([
      '--sandbox',
      'stocks',
      'earnings',
      '--ticker',
      'AAPL',
      '--bogus',
      '1',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("marketdata: unknown option '--bogus'\n");
  });

  it('stops quietly with status 0 when the reader of stdout goes away (| head)', async () => {
    for (const args of [
      ['--format', 'csv', 'trades', '--ticker', 'AAPL', '--count', '100000'],
      ['--format', 'ndjson', 'news', 'wires', '--all'],
    ]) {
      const withTo = args.includes('trades') ? [...args, '--to', String(Date.now())] : args;
      const { child, done } = startBin(['--sandbox', ...withTo]);
      child.stdout.once('data', () => child.stdout.destroy());
      const run = await done;
      expect(run.stderr, args.join(' ')).toBe('');
      expect(run.code, args.join(' ')).toBe(0);
    }
  });

  it('documents the key variables and the exit statuses in --help, and marks required flags', async () => {
    const root = await runBin(['--help']);
    expect(root.code).toBe(0);
    expect(root.stdout).toContain('MARKETDATA_API_KEY');
    expect(root.stdout).toContain('MARKETDATA_BASE_URL');
    expect(root.stdout).toMatch(/Exit status: 0 success, 2 usage error/);
    const earnings = await runBin(['stocks', 'earnings', '--help']);
    expect(earnings.stdout.replace(/\s+/g, ' ')).toMatch(
      /--ticker <value> .*\(or as the argument\) --size/,
    );
  });
});

describe('--version', () => {
  it("prints the package's version", async () => {
    const { version } = JSON.parse(
      await readFile(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    const run = await runBin(['--version']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${version}\n`);
  });
});

describe('a key the service refuses', () => {
  let server: Awaited<ReturnType<typeof startSandboxServer>>;
  beforeAll(async () => {
    server = await startSandboxServer({ port: 0 });
  });
  afterAll(() => server.close());
  const run = () =>
    runBin(['--format', 'json', 'stocks', 'earnings', 'AAPL'], {
      env: { MARKETDATA_API_KEY: server.sandbox.options.apiKey, MARKETDATA_BASE_URL: server.url },
    });

  it('exits 3 on a 403 and names the entitlement the key lacks', async () => {
    server.sandbox.faults.failNext(1, 'http-403');
    const refused = await run();
    expect(refused.code).toBe(3);
    expect(refused.stdout).toBe('');
    expect(refused.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(refused.stderr).toMatch(/^marketdata: listEarnings: HTTP 403 /);
    expect(refused.stderr).toContain(
      '; the key lacks the entitlement to listEarnings (GET /securities/stock/financials/earnings)',
    );
    // The fault was the only thing wrong: the same command succeeds next.
    expect((await run()).code).toBe(0);
  }, 60_000);

  it('says it waits when the service asks it to (a 4014 with Retry-After), then answers', async () => {
    server.sandbox.faults.failNext(1, 'envelope-4014;retry-after=2');
    const waited = await run();
    expect(waited.code).toBe(0);
    expect(JSON.parse(waited.stdout)).toEqual(expect.any(Object));
    expect(waited.stderr).toMatch(
      /^marketdata: listEarnings: .*status_code 4014.*; retrying in 2 s\n$/,
    );
  }, 60_000);

  it('exits 3 on a 401 too, without the entitlement line', async () => {
    server.sandbox.faults.failNext(1, 'http-401');
    const refused = await run();
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/^marketdata: listEarnings: HTTP 401 /);
    expect(refused.stderr).not.toContain('entitlement');
  }, 60_000);
});
