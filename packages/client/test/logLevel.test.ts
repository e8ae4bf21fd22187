/**
 * `logLevel` and `MARKETDATA_LOG`: lines below the level never reach the logger, so
 * `logger: console` (as the README suggests) prints warnings and failures only, not two debug
 * blocks per successful call.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarketDataError } from '../src/index';
import { sandboxClient } from './sandbox';

type Level = 'debug' | 'info' | 'warn' | 'error';

function recordingLogger() {
  const lines: Level[] = [];
  const logger = Object.fromEntries(
    (['debug', 'info', 'warn', 'error'] as const).map((level) => [level, () => lines.push(level)]),
  );
  return { logger, lines };
}

/** One successful call and one that fails after a retry (a 502, then another). */
async function calls(options: Record<string, unknown>): Promise<Level[]> {
  const { logger, lines } = recordingLogger();
  const { client } = sandboxClient({ logger, maxRetries: 1, ...options });
  await client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
  await client.stocks
    .getFinancialMetrics({ ticker: 'AAPL' }, { headers: { 'X-Sandbox-Fault': 'http-502' } })
    .catch(() => {});
  return lines;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('logLevel', () => {
  it("defaults to 'warn': a successful call logs nothing, a failure logs its retry and its end", async () => {
    const lines = await calls({});
    expect(lines).not.toContain('debug');
    expect(lines).toEqual(['warn', 'error']);
  });

  it("'debug' adds each request and response", async () => {
    const lines = await calls({ logLevel: 'debug' });
    expect(lines.filter((l) => l === 'debug').length).toBeGreaterThanOrEqual(4);
    expect(lines).toContain('warn');
    expect(lines).toContain('error');
  });

  it("'error' keeps failures only, and 'off' silences the logger", async () => {
    expect(await calls({ logLevel: 'error' })).toEqual(['error']);
    expect(await calls({ logLevel: 'off' })).toEqual([]);
  });

  it('MARKETDATA_LOG sets the level when the option is absent; the option wins', async () => {
    vi.stubEnv('MARKETDATA_LOG', 'debug');
    expect(await calls({})).toContain('debug');
    expect(await calls({ logLevel: 'off' })).toEqual([]);
  });

  it('a level that is not one of the five is refused, naming the option and the rule', () => {
    for (const logLevel of ['verbose', 'war', 'WARN', 'warn error', 3]) {
      expect(() => sandboxClient({ logLevel: logLevel as never })).toThrow(
        /"logLevel" must be one of debug, info, warn, error, off/,
      );
    }
    vi.stubEnv('MARKETDATA_LOG', 'loud');
    expect(() => sandboxClient({})).toThrow(MarketDataError);
    expect(() => sandboxClient({})).toThrow(/MARKETDATA_LOG must be one of debug, info, warn/);
  });
});
