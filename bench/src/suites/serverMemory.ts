/** A. RSS of the sandbox server after serving every ticker once on every per-ticker operation. */
import { megabytes } from '../internals/format';
import { check, type SuiteResult } from '../internals/results';
import { childMemory, startSandboxProcess } from '../internals/servers';
import type { BenchSettings } from '../internals/settings';
import { universeTickers } from '../internals/universe';
import { authHeaders, fetchWiresBody } from '../internals/wires';

/** The per-ticker requests made for a stock. */
export function stockPaths(ticker: string, nowMs: number): string[] {
  const t = encodeURIComponent(ticker);
  return [
    `/news/v1/wire/page/history?tickers=${t}&size=50`,
    `/ownership/congress?ticker=${t}&size=50`,
    `/securities/stock/financials/earnings?ticker=${t}&size=50`,
    ...[0, 1, 2, 3, 4].map(
      (period) => `/securities/stock/financials/statements?ticker=${t}&period=${period}`,
    ),
    `/securities/stock/financials?ticker=${t}`,
    `/securities/stock/financials/dividends?ticker=${t}`,
    `/analysis-ratings/history?ticker=${t}`,
    `/analysis-ratings/consensus?ticker=${t}`,
    `/marketdata/trades?ticker=${t}&count=1000&to=${nowMs}`,
  ];
}

/** The per-ticker requests made for an ETF. */
export function etfPaths(ticker: string, nowMs: number): string[] {
  const t = encodeURIComponent(ticker);
  return [
    `/securities/etf/holdings?ticker=${t}`,
    `/marketdata/trades?ticker=${t}&count=1000&to=${nowMs}`,
  ];
}

interface Tally {
  requests: number;
  ok: number;
  envelopeErrors: Record<string, number>;
}

async function get(origin: string, path: string, tally: Tally): Promise<unknown> {
  const response = await fetch(`${origin}${path}`, { headers: authHeaders });
  const body = (await response.json()) as { status_code?: number; data?: unknown };
  tally.requests++;
  if (response.status === 200 && body.status_code === 0) tally.ok++;
  else {
    const key = `${response.status}/${body.status_code}`;
    tally.envelopeErrors[key] = (tally.envelopeErrors[key] ?? 0) + 1;
  }
  return body.data;
}

function uniqueIds(data: unknown): string[] {
  const rows = Array.isArray(data) ? data : ((data as { data?: unknown[] } | null)?.data ?? []);
  return rows
    .map((row) => (row as { unique_id?: string }).unique_id)
    .filter((id): id is string => typeof id === 'string');
}

/** Runs the suite. */
export async function serverMemory(
  settings: BenchSettings,
): Promise<Omit<SuiteResult, 'elapsedMs'>> {
  const { stocks, etfs } = await universeTickers();
  const limit = settings.memoryTickerLimit;
  const server = await startSandboxProcess();
  try {
    await fetchWiresBody(server.url);
    const idle = await childMemory(server);
    const tally: Tally = { requests: 0, ok: 0, envelopeErrors: {} };
    const nowMs = Date.now();
    for (const ticker of stocks.slice(0, limit)) {
      for (const path of stockPaths(ticker, nowMs)) {
        const data = await get(server.url, path, tally);
        if (path.includes('/earnings?')) {
          for (const id of uniqueIds(data))
            await get(
              server.url,
              `/calendar/earnings/backtesting?unique_id=${encodeURIComponent(id)}`,
              tally,
            );
        }
      }
    }
    for (const ticker of etfs.slice(0, limit))
      for (const path of etfPaths(ticker, nowMs)) await get(server.url, path, tally);
    const after = await childMemory(server);
    const tickers = Math.min(limit, stocks.length) + Math.min(limit, etfs.length);
    const errors =
      Object.entries(tally.envelopeErrors)
        .map(([key, n]) => `${n} × ${key}`)
        .join(', ') || 'none';
    return {
      id: 'server-memory',
      title: 'Sandbox server memory after every ticker',
      tables: [
        {
          caption: `${tickers} tickers (${stocks.length} stocks, ${etfs.length} ETFs in the universe), ${tally.requests} requests, ${tally.ok} success envelopes.`,
          headers: ['moment', 'RSS', 'RSS after GC', 'JS heap after GC'],
          rows: [
            [
              'after start and one wires page',
              megabytes(idle.rss),
              megabytes(idle.rssAfterGc),
              megabytes(idle.heapUsed),
            ],
            [
              'after every ticker on every operation',
              megabytes(after.rss),
              megabytes(after.rssAfterGc),
              megabytes(after.heapUsed),
            ],
          ],
        },
      ],
      targets: [
        check(
          'sandbox server RSS after every ticker',
          '< 200 MB',
          after.rss,
          megabytes(after.rss),
          (v) => v < 200 * 1024 * 1024,
        ),
      ],
      notes: [
        `Per stock: wires filtered by the ticker, Congress trades, earnings (and the backtest of every earnings event listed), statements for periods 0–4, metrics, dividends, ratings history, consensus, 1000 trades; per ETF: holdings and trades. ` +
          `Answers other than a success envelope: ${errors}. RSS is read before a forced GC (the target) and after it.`,
      ],
    };
  } finally {
    await server.close();
  }
}
