import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin } from './helpers';

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

  it('names the allowed values of an enum flag', async () => {
    const run = await runBin(['--sandbox', 'news', 'wires', '--tab', 'gossip']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--tab must be one of all, manual, important/);
  });

  it('says which flag is missing', async () => {
    const run = await runBin(['--sandbox', 'stocks', 'earnings']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("required option '--ticker <value>' not specified");
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
