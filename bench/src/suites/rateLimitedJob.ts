/**
 * B. A bulk job of N calls against the sandbox limited to R requests per window, with the
 * client's `rateLimit` on, and without it (retries only).
 */
import { setMaxListeners } from 'node:events';
import { fixed, times } from '../internals/format';
import { check, type SuiteResult } from '../internals/results';
import { startSandboxProcess } from '../internals/servers';
import type { BenchSettings } from '../internals/settings';
import { sandboxKey } from '../internals/wires';

interface JobOutcome {
  ok: number;
  errors: Record<string, number>;
  seconds: number;
  attempts: number;
}

/** Runs the suite. */
export async function rateLimitedJob(
  settings: BenchSettings,
): Promise<Omit<SuiteResult, 'elapsedMs'>> {
  const limit = settings.bulkRateLimit;
  const minimumSeconds = (settings.bulkCalls / limit.requests) * (limit.windowMs / 1000);
  const limited = await runJob(settings, true);
  const unlimited = await runJob(settings, false);
  const rateLimitErrors = limited.errors.RateLimitError ?? 0;
  const slowdown = limited.seconds / minimumSeconds;
  const row = (name: string, outcome: JobOutcome) => [
    name,
    String(outcome.ok),
    describeErrors(outcome.errors),
    String(outcome.attempts),
    fixed(outcome.seconds, 1),
    times(outcome.seconds / minimumSeconds),
  ];
  return {
    id: 'rate-limited-job',
    title: `Rate-limited bulk job (${settings.bulkCalls} calls, sandbox at ${limit.requests} per ${limit.windowMs} ms)`,
    tables: [
      {
        caption:
          `All calls are started at once; the minimum the target refers to is calls ÷ limit = ${fixed(minimumSeconds, 1)} s ` +
          `(strictly, the first window's calls go at once, so the last ones can start one window earlier).`,
        headers: [
          'client setting',
          'succeeded',
          'errors surfaced',
          'HTTP requests',
          'seconds',
          'vs minimum',
        ],
        rows: [
          row('rateLimit on (default retries)', limited),
          row('rateLimit off (default retries)', unlimited),
        ],
      },
    ],
    targets: [
      check(
        'rateLimit on: duration vs minimum',
        '≤ 1.1×',
        slowdown,
        times(slowdown, 3),
        (v) => v <= 1.1,
      ),
      check(
        'rateLimit on: rate-limit errors surfaced',
        '0',
        rateLimitErrors,
        String(rateLimitErrors),
        (v) => v === 0,
      ),
      check(
        'rateLimit on: every call succeeded',
        `${settings.bulkCalls}`,
        limited.ok,
        String(limited.ok),
        (v) => v === settings.bulkCalls,
      ),
    ],
    notes: [
      `Each variant gets a fresh sandbox server process (rateLimit ${JSON.stringify(limit)}), so neither inherits the other's window. ` +
        `The calls cycle through stocks.getFinancialMetrics over the universe. "HTTP requests" counts the fetch calls the client made, retries included.`,
      summarize(settings.bulkCalls, limited, unlimited),
    ],
  };
}

function summarize(calls: number, limited: JobOutcome, unlimited: JobOutcome): string {
  const failed = calls - unlimited.ok;
  const withLimit =
    `With rateLimit on, the queue spaced the calls out: ${limited.ok} of ${calls} succeeded in ${fixed(limited.seconds, 1)} s ` +
    `with ${limited.attempts - calls} retried request(s) along the way.`;
  const without =
    failed === 0
      ? ` Without it, every call still succeeded, in ${fixed(unlimited.seconds, 1)} s, after ${unlimited.attempts - calls} retries.`
      : ` Without it, the burst hit the limit at once: the default retries (honouring Retry-After) ` +
        `landed ${unlimited.ok} call(s), and ${failed} failed with ${describeErrors(unlimited.errors)} ` +
        `after ${fixed(unlimited.seconds, 1)} s and ${unlimited.attempts} requests, so a bulk job without rateLimit loses ${failed > calls / 2 ? 'most' : 'part'} of its work.`;
  return withLimit + without;
}

function describeErrors(errors: Record<string, number>): string {
  const parts = Object.entries(errors).map(([name, count]) => `${count} ${name}`);
  return parts.length ? parts.join(', ') : '0';
}

async function runJob(settings: BenchSettings, withRateLimit: boolean): Promise<JobOutcome> {
  const server = await startSandboxProcess({ rateLimit: settings.bulkRateLimit });
  try {
    const { createMarketDataClient } = await import('@marketdata-sdk/client');
    let attempts = 0;
    const countingFetch = (input: string, init: RequestInit) => {
      attempts++;
      return fetch(input, init);
    };
    const client = createMarketDataClient({
      apiKey: sandboxKey,
      baseUrl: server.url,
      fetch: countingFetch,
      ...(withRateLimit ? { rateLimit: settings.bulkRateLimit } : {}),
    });
    const tickers = await stockTickers();
    const signal = AbortSignal.timeout(Math.max(120_000, settings.bulkCalls * 1_000));
    // One deadline shared by every call of the job.
    setMaxListeners(settings.bulkCalls + 10, signal);
    const started = performance.now();
    const outcomes = await Promise.allSettled(
      Array.from({ length: settings.bulkCalls }, (_, i) =>
        client.stocks.getFinancialMetrics(
          { ticker: tickers[i % tickers.length] as string },
          { signal },
        ),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const errors: Record<string, number> = {};
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        const name = (outcome.reason as Error)?.name ?? 'Error';
        errors[name] = (errors[name] ?? 0) + 1;
      }
    }
    return {
      ok: outcomes.filter((o) => o.status === 'fulfilled').length,
      errors,
      seconds,
      attempts,
    };
  } finally {
    await server.close();
  }
}

async function stockTickers(): Promise<string[]> {
  const { universeTickers } = await import('../internals/universe');
  return (await universeTickers()).stocks;
}
