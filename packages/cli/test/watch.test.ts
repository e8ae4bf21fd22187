import { startSandboxServer } from '@marketdata-sdk/fixtures/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin } from './helpers';

// A busy wire (two headlines a second) so that new ones arrive while the command runs.
let server: Awaited<ReturnType<typeof startSandboxServer>>;
beforeAll(async () => {
  server = await startSandboxServer({ port: 0, wiresPerMinute: 120 });
});
afterAll(() => server.close());

describe('news watch', () => {
  it('streams every headline published while it runs exactly once, oldest first', async () => {
    const started = Date.now();
    const run = await runBin(
      ['--base-url', server.url, 'news', 'watch', '--interval', '500', '--for', '5'],
      {
        env: { MARKETDATA_API_KEY: 'sandbox' },
      },
    );
    const ended = Date.now();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const headlines = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { news_id: string; publish_time: number });
    const ids = headlines.map((h) => h.news_id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = headlines.map((h) => h.publish_time);
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    // Every headline the server published between the first poll and the last is in the output.
    const response = await fetch(`${server.url}/news/v1/wire/page/history?size=50`, {
      headers: { authorization: 'Bearer sandbox' },
    });
    const latest = ((await response.json()) as { data: { data: typeof headlines } }).data.data;
    const during = latest.filter(
      (h) => h.publish_time > started + 1000 && h.publish_time < ended - 1500,
    );
    expect(during.length).toBeGreaterThan(0);
    for (const h of during) expect(ids).toContain(h.news_id);
  });
});

describe('news watch --for', () => {
  it('ends after --for seconds even while the garbage collector runs', async () => {
    // A timeout signal inside AbortSignal.any can be collected before it fires on Node 20; the
    // command then polled forever. Collecting every 20 ms makes that certain rather than rare.
    const run = await runBin(['--sandbox', 'news', 'watch', '--for', '1', '--interval', '100'], {
      nodeArgs: [
        '--expose-gc',
        '--import',
        'data:text/javascript,setInterval(()=>gc(),20).unref()',
      ],
      timeoutMs: 20_000,
    });
    expect(run.signal).toBeNull(); // not killed by the helper's deadline
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout.trimEnd().split('\n').length).toBeGreaterThan(0);
  });

  it('refuses a --for no timer can wait', async () => {
    const run = await runBin(['--sandbox', 'news', 'watch', '--for', '3000000']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--for must be an integer from 1 to 2147483 (got "3000000")');
  });

  it("refuses an --interval under the feed's floor of 100 ms", async () => {
    const run = await runBin(['--sandbox', 'news', 'watch', '--interval', '50']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--interval must be an integer from 100 to 2147483647 (got "50")');
  });
});
