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

  it('says "interrupted" with status 130, and speaks of resuming only for an export', async () => {
    const controller = new AbortController();
    controller.abort();
    const stderr = quiet();
    let text = '';
    stderr.on('data', (chunk: Buffer) => {
      text += chunk;
    });
    const io = { stdout: quiet(), stderr, env: {}, signal: controller.signal };
    expect(await runCli(['--sandbox', 'news', 'wires', '--all'], io)).toBe(130);
    expect(text).toBe('marketdata: interrupted.\n');
  });
});
