import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/runCli';

const quiet = () => Object.assign(new PassThrough(), { isTTY: false });

describe('runCli in process', () => {
  it("keeps each run's status to itself and leaves the process exit code alone", async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'marketdata-runcli-')), 'e.ndjson');
    const io = { stdout: quiet(), stderr: quiet(), env: {} };
    const args = [
      '--sandbox',
      'export',
      'stocks',
      'earnings',
      '--tickers',
      'AAPL,ZZZZ',
      '--out',
      out,
    ];
    expect(await runCli(args, io)).toBe(4);
    expect(process.exitCode).toBeUndefined();
    expect(await runCli(['--sandbox', 'ratings', 'consensus', '--ticker', 'MSFT'], io)).toBe(0);
  });
});
