/** A. RSS of the sandbox server after serving every ticker once on every per-ticker operation. */
import { megabytes, range } from '../internals/format';
import { check, type SuiteResult } from '../internals/results';
import { type ChildMemory, childMemory, startSandboxProcess } from '../internals/servers';
import type { BenchSettings } from '../internals/settings';
import { median } from '../internals/stats';
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
    ...candlePaths(t, nowMs),
    `/ownership/insider?ticker=${t}`,
    `/securities/stock/profile?ticker=${t}`,
  ];
}

/** What the dashboard's chart loads: a year of daily candles and the last day by the minute. */
function candlePaths(t: string, nowMs: number): string[] {
  return [
    `/marketdata/candles?ticker=${t}&interval=day&step=1&from=${nowMs - 365 * 86_400_000}`,
    `/marketdata/candles?ticker=${t}&interval=min&step=1&from=${nowMs - 86_400_000}`,
  ];
}

/** The per-ticker requests made for an ETF. */
export function etfPaths(ticker: string, nowMs: number): string[] {
  const t = encodeURIComponent(ticker);
  return [
    `/securities/etf/holdings?ticker=${t}`,
    `/marketdata/trades?ticker=${t}&count=1000&to=${nowMs}`,
    ...candlePaths(t, nowMs),
    `/securities/etf/profile?ticker=${t}`,
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

/** One fresh sandbox server through every ticker: its memory at start and after. */
async function oneRun(
  stocks: readonly string[],
  etfs: readonly string[],
  tally: Tally,
): Promise<{ idle: ChildMemory; after: ChildMemory }> {
  const server = await startSandboxProcess();
  try {
    await fetchWiresBody(server.url);
    const idle = await childMemory(server);
    const nowMs = Date.now();
    for (const ticker of stocks) {
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
    for (const ticker of etfs)
      for (const path of etfPaths(ticker, nowMs)) await get(server.url, path, tally);
    return { idle, after: await childMemory(server) };
  } finally {
    await server.close();
  }
}

/** Runs the suite. */
export async function serverMemory(
  settings: BenchSettings,
): Promise<Omit<SuiteResult, 'elapsedMs'>> {
  const universe = await universeTickers();
  const limit = settings.memoryTickerLimit;
  const stocks = universe.stocks.slice(0, limit);
  const etfs = universe.etfs.slice(0, limit);
  const tickers = stocks.length + etfs.length;
  const runs: { idle: ChildMemory; after: ChildMemory }[] = [];
  let tally: Tally = { requests: 0, ok: 0, envelopeErrors: {} };
  for (let run = 0; run < settings.repeats; run++) {
    // Each run counts alone; the last run's counts are shown (every run sends the same requests).
    tally = { requests: 0, ok: 0, envelopeErrors: {} };
    runs.push(await oneRun(stocks, etfs, tally));
  }
  const med = (pick: (run: { idle: ChildMemory; after: ChildMemory }) => number) =>
    median(runs.map(pick));
  const idle = {
    rss: med((r) => r.idle.rss),
    rssAfterGc: med((r) => r.idle.rssAfterGc),
    heapUsed: med((r) => r.idle.heapUsed),
  };
  const after = {
    rss: med((r) => r.after.rss),
    rssAfterGc: med((r) => r.after.rssAfterGc),
    heapUsed: med((r) => r.after.heapUsed),
  };
  const growth = med((r) => r.after.rss - r.idle.rss);
  const perTicker = growth / tickers;
  const errors =
    Object.entries(tally.envelopeErrors)
      .map(([key, n]) => `${n} × ${key}`)
      .join(', ') || 'none';
  const afterRange = range(
    runs.map((r) => r.after.rss / 1024 / 1024),
    1,
  );
  return {
    id: 'server-memory',
    title: 'Sandbox server memory after every ticker',
    tables: [
      {
        caption: `${tickers} tickers (${stocks.length} of ${universe.stocks.length} stocks, ${etfs.length} of ${universe.etfs.length} ETFs in the universe), ${tally.requests} requests a run, ${tally.ok} success envelopes. Medians of ${runs.length} run(s), each a fresh server process.`,
        headers: ['moment', 'RSS', 'RSS range (MB)', 'RSS after GC', 'JS heap after GC'],
        rows: [
          [
            'after start and one wires page',
            megabytes(idle.rss),
            range(
              runs.map((r) => r.idle.rss / 1024 / 1024),
              1,
            ),
            megabytes(idle.rssAfterGc),
            megabytes(idle.heapUsed),
          ],
          [
            'after every ticker on every operation',
            megabytes(after.rss),
            afterRange,
            megabytes(after.rssAfterGc),
            megabytes(after.heapUsed),
          ],
          [
            'per ticker: RSS after ÷ tickers',
            megabytes(after.rss / tickers),
            '',
            megabytes(after.rssAfterGc / tickers),
            megabytes(after.heapUsed / tickers),
          ],
          [
            'per ticker: growth (after − start) ÷ tickers',
            megabytes(perTicker),
            '',
            megabytes((after.rssAfterGc - idle.rssAfterGc) / tickers),
            megabytes((after.heapUsed - idle.heapUsed) / tickers),
          ],
        ],
      },
    ],
    targets: [
      // The memory grows with the universe, so the target is per ticker: the growth per ticker
      // measured over the 54-ticker, 15-operation universe ((130.8 − 45.5) MB ÷ 54), which the
      // wider universe and every per-ticker operation must not exceed. The earlier total target,
      // < 200 MB, was set for those 54 tickers.
      check(
        'sandbox server RSS growth per ticker, every per-ticker operation',
        '≤ 1.58 MB (the 54-ticker figure)',
        perTicker,
        `${megabytes(perTicker)} (${tickers} tickers, ${megabytes(after.rss)} in all)`,
        (v) => v <= 1.58 * 1024 * 1024,
      ),
    ],
    notes: [
      `Per stock: wires filtered by the ticker, Congress trades, earnings (and the backtest of every earnings event listed), statements for periods 0–4, metrics, dividends, ratings history, consensus, 1000 trades, a year of daily candles, the last day of one-minute candles, insider trades and the stock profile; per ETF: holdings, trades, the same candles and the ETF profile. ` +
        `Answers other than a success envelope: ${errors}. RSS is read before a forced GC (the targets) and after it. ` +
        'The server keeps answers in its body cache (32 MB by default, `maxCacheBytes`), which the JS heap figure includes.',
    ],
  };
}
