import { inspect } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMarketDataClient, type MarketDataError } from '../src/index';
import { createRawClient } from '../src/raw';
import { API_KEY, rejectionOf, sandboxClient } from './sandbox';

afterEach(() => {
  vi.useRealTimers();
});

/** Everything a user might print: the error, its JSON, its inspection, its cause chain. */
function renderings(value: unknown): string[] {
  return [String(value), JSON.stringify(value), inspect(value, { depth: 10, showHidden: true })];
}

describe('the API key never leaks', () => {
  const faults = [
    'http-503',
    'envelope-4011',
    'envelope-4012',
    'reset',
    'truncate',
    'html',
    'rate-limit;retry-after=1',
  ];

  it('into errors, their JSON or their inspection, nor into log lines', async () => {
    const lines: string[] = [];
    const capture = (level: string) => (message: string, meta?: Record<string, unknown>) =>
      lines.push(`${level} ${message} ${JSON.stringify(meta)} ${inspect(meta, { depth: 10 })}`);
    const logger = {
      debug: capture('debug'),
      info: capture('info'),
      warn: capture('warn'),
      error: capture('error'),
    };
    vi.spyOn(Math, 'random').mockReturnValue(0);
    for (const fault of faults) {
      const { client } = sandboxClient({
        logger,
        logLevel: 'debug',
        maxRetries: 1,
        headers: { 'X-Sandbox-Fault': fault },
      });
      const error = await rejectionOf(client.stocks.getFinancialMetrics({ ticker: 'AAPL' }));
      for (const text of renderings(error)) expect(text).not.toContain(API_KEY);
    }
    expect(lines.length).toBeGreaterThan(faults.length * 2);
    expect(lines.some((l) => l.includes('[redacted]'))).toBe(true);
    for (const line of lines) expect(line).not.toContain(API_KEY);
  });

  it('into the client, its resources or its raw client', () => {
    const { client } = sandboxClient();
    for (const text of [
      ...renderings(client),
      ...renderings(createRawClient(client)),
      ...renderings(client.news),
    ]) {
      expect(text).not.toContain(API_KEY);
    }
  });

  it('into a validation error, even when passed as a parameter by mistake', async () => {
    const { client } = sandboxClient();
    const error = await rejectionOf(client.news.listWires({ size: API_KEY as never }));
    for (const text of renderings(error)) expect(text).not.toContain(API_KEY);
  });

  it('when a server echoes it back in status_msg or a gateway page', async () => {
    // The sandbox never echoes the key; a misbehaving upstream might.
    const echo = vi.fn(async (_url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).authorization ?? '';
      return Response.json({ status_code: 4011, status_msg: `bad key ${auth}` });
    });
    const client = createMarketDataClient({
      apiKey: API_KEY,
      baseUrl: 'https://x.test',
      fetch: echo,
    });
    const error = (await rejectionOf(
      client.stocks.getFinancialMetrics({ ticker: 'AAPL' }),
    )) as MarketDataError;
    expect(echo).toHaveBeenCalled();
    expect(error.statusMsg).toContain('bad key Bearer [redacted]');
    for (const text of renderings(error)) expect(text).not.toContain(API_KEY);
  });

  it('redacts configured body fields in log lines', async () => {
    const lines: unknown[] = [];
    const { client } = sandboxClient({
      maxRetries: 0,
      redact: ['status_msg'],
      headers: { 'X-Sandbox-Fault': 'envelope-4012' },
      logger: { error: (_m, meta) => lines.push(meta) },
    });
    await rejectionOf(client.stocks.getFinancialMetrics({ ticker: 'AAPL' }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ body: { status_code: 4012, status_msg: '[redacted]' } });
  });
});
