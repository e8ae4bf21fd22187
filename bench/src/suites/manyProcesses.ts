/**
 * Many processes on one key: W worker processes share N calls against the sandbox limited to R
 * requests per window for the key: with the rate limit shared through Redis (Redis up, Redis
 * killed and restarted mid-run, Redis frozen mid-run) and with a limiter per process.
 */

import { type RedisServer, startRedisServer } from '@marketdata-sdk/test-tools';
import { fixed, times } from '../internals/format';
import { runJsonChild } from '../internals/jsonChild';
import { check, type SuiteResult } from '../internals/results';
import { startSandboxProcess } from '../internals/servers';
import type { BenchSettings } from '../internals/settings';
import { sandboxKey } from '../internals/wires';

interface WorkerOutcome {
  ok: number;
  errors: Record<string, number>;
  attempts: number;
  rateLimitAnswers: number;
  endedAt: number;
}

interface JobOutcome {
  ok: number;
  errors: Record<string, number>;
  attempts: number;
  rateLimitAnswers: number;
  seconds: number;
}

/** A Redis fault applied from a quarter to half of the minimum duration into the job. */
interface Fault {
  name: string;
  begin(redis: RedisServer): unknown;
  end(redis: RedisServer): unknown;
}

const faults: Fault[] = [
  { name: 'killed (SIGKILL) and restarted empty', begin: (r) => r.kill(), end: (r) => r.start() },
  { name: 'frozen (SIGSTOP) and thawed', begin: (r) => r.freeze(), end: (r) => r.thaw() },
];

/** Runs the suite. */
export async function manyProcesses(
  settings: BenchSettings,
): Promise<Omit<SuiteResult, 'elapsedMs'>> {
  const limit = settings.sharedRateLimit;
  const calls = settings.sharedCalls;
  const minimumSeconds = (calls / limit.requests) * (limit.windowMs / 1000);
  const redis = await startRedisServer();
  try {
    const shared = await runJob(settings, redis);
    const faulted = [];
    for (const fault of faults) faulted.push(await runJob(settings, redis, fault));
    const alone = await runJob(settings, null);
    const surfaced = shared.errors.RateLimitError ?? 0;
    const slowdown = shared.seconds / minimumSeconds;
    const lost = faulted.map((o) => calls - o.ok);
    const worst = Math.max(...faulted.map((o) => o.seconds / minimumSeconds));
    const row = (name: string, o: JobOutcome) => [
      name,
      String(o.ok),
      describe(o.errors),
      String(o.rateLimitAnswers),
      String(o.attempts),
      fixed(o.seconds, 1),
      times(o.seconds / minimumSeconds),
    ];
    const from = fixed(minimumSeconds / 4, 1);
    const to = fixed(minimumSeconds / 2, 1);
    return {
      id: 'many-processes',
      title: `${settings.sharedWorkers} processes, one key, ${calls} calls (sandbox at ${limit.requests} per ${limit.windowMs} ms per key)`,
      tables: [
        {
          caption: `Every worker starts its share of the calls at the same instant; the minimum is calls ÷ limit = ${fixed(minimumSeconds, 1)} s. A Redis fault lasts from ${from} s to ${to} s after the start.`,
          headers: [
            'rate limit',
            'succeeded',
            'errors surfaced',
            '4014 answers',
            'HTTP requests',
            'seconds',
            'vs minimum',
          ],
          rows: [
            row('shared through Redis (createRedisStore)', shared),
            ...faulted.map((o, i) => row(`shared, Redis ${faults[i]!.name}`, o)),
            row('one limiter per process', alone),
          ],
        },
      ],
      targets: [
        check(
          'shared: duration vs minimum',
          '≤ 1.1×',
          slowdown,
          times(slowdown, 3),
          (v) => v <= 1.1,
        ),
        check('shared: 4014 surfaced', '0', surfaced, String(surfaced), (v) => v === 0),
        check(
          'shared: every call succeeded',
          String(calls),
          shared.ok,
          String(shared.ok),
          (v) => v === calls,
        ),
        check(
          'Redis killed / frozen mid-run: calls lost',
          '0',
          Math.max(...lost),
          lost.join(' / '),
          (v) => v === 0,
        ),
        check(
          'Redis killed / frozen mid-run: duration vs minimum',
          '≤ 1.2×',
          worst,
          faulted.map((o) => times(o.seconds / minimumSeconds, 3)).join(' / '),
          (v) => v <= 1.2,
        ),
      ],
      notes: [
        `Each variant gets a fresh sandbox server process and ${settings.sharedWorkers} fresh worker processes, each with a client limited to ${limit.requests} per ${limit.windowMs} ms (the key's quota), the default retries and \`timeoutMs\` of 10 min (a call's timeout also bounds its wait in the queue); ` +
          'the shared variants give every limiter the same Redis store (a sliding-window log in one Lua script, keyed by a hash of the key). "4014 answers" counts the rate-limit answers the service sent, retried or not.',
        'While Redis is away each limiter waits one window (what the others started in the last one is unknown), then keeps to its share of the budget: the budget divided by the limiters the store counted (here 8: one request per window each), and for one window after Redis is back, until the starts Redis did not see have left the window. A rate-limited call is paused in the queue, not failed, within its own timeout.',
        `Per process, each worker believes it has the whole quota, so together they send ${settings.sharedWorkers}× too fast: ` +
          `${alone.rateLimitAnswers} answers were 4014, ${alone.attempts - calls} requests were retries, and ${calls - alone.ok} call(s) failed (${describe(alone.errors)}) after ${fixed(alone.seconds, 1)} s.`,
      ],
    };
  } finally {
    await redis.stop();
  }
}

function describe(errors: Record<string, number>): string {
  const parts = Object.entries(errors).map(([name, count]) => `${count} ${name}`);
  return parts.length ? parts.join(', ') : '0';
}

async function runJob(
  settings: BenchSettings,
  redis: RedisServer | null,
  fault?: Fault,
): Promise<JobOutcome> {
  const server = await startSandboxProcess({ rateLimit: settings.sharedRateLimit });
  try {
    const { universeTickers } = await import('../internals/universe');
    const tickers = (await universeTickers()).stocks;
    const workers = settings.sharedWorkers;
    const perWorker = Math.ceil(settings.sharedCalls / workers);
    // Time for every worker process to start and connect before the calls begin together.
    const startAt = Date.now() + 3000 + workers * 250;
    const minimumMs =
      (settings.sharedCalls / settings.sharedRateLimit.requests) *
      settings.sharedRateLimit.windowMs;
    const faulted = fault && redis ? applyFault(fault, redis, startAt, minimumMs) : undefined;
    const results = await Promise.all(
      Array.from({ length: workers }, (_, i) =>
        runJsonChild<WorkerOutcome>(
          'sharedWorker.ts',
          {
            baseUrl: server.url,
            apiKey: sandboxKey,
            redisUrl: redis?.url ?? null,
            calls: Math.min(perWorker, settings.sharedCalls - i * perWorker),
            tickers,
            offset: i * perWorker,
            rateLimit: settings.sharedRateLimit,
            startAt,
          },
          10 * 60_000,
        ),
      ),
    );
    await faulted;
    const errors: Record<string, number> = {};
    for (const r of results)
      for (const [name, n] of Object.entries(r.errors)) errors[name] = (errors[name] ?? 0) + n;
    return {
      ok: results.reduce((n, r) => n + r.ok, 0),
      errors,
      attempts: results.reduce((n, r) => n + r.attempts, 0),
      rateLimitAnswers: results.reduce((n, r) => n + r.rateLimitAnswers, 0),
      seconds: (Math.max(...results.map((r) => r.endedAt)) - startAt) / 1000,
    };
  } finally {
    await server.close();
  }
}

/** Applies `fault` from a quarter to half of the minimum duration after `startAt`. */
async function applyFault(fault: Fault, redis: RedisServer, startAt: number, minimumMs: number) {
  const until = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));
  await until(startAt + minimumMs / 4);
  await fault.begin(redis);
  await until(startAt + minimumMs / 2);
  await fault.end(redis);
}
