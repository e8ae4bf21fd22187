/**
 * Eight processes on one key through a real redis-server (started by tests/tools), with Redis
 * killed and restarted, or frozen, in the middle of the job: no call is lost. The time against
 * the minimum is measured by the bench's many-processes suite (bench/RESULTS.md), not asserted
 * here on a shared machine.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type SandboxServer, startSandboxServer } from '@marketdata-sdk/fixtures/node';
import { describe, expect, it } from 'vitest';
import { redisForFile } from './redisFile';

const API_KEY = 'sk-outage-test-5e6f7a8b9c0d';
const worker = fileURLToPath(new URL('./jobWorker.ts', import.meta.url));
const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const WORKERS = 8;
const CALLS = 12;
const limit = { requests: 10, windowMs: 1000 };

interface Outcome {
  ok: number;
  failed: string[];
  rateLimitAnswers: number;
  endedAt: number;
}

const file = redisForFile();
const { cleanups } = file;

/** Starts a worker; resolves with its outcome once `go` has sent it the start time. */
function startWorker(sandbox: SandboxServer) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@marketdata-sdk/source', worker],
    {
      cwd: packageDir,
      env: {
        ...process.env,
        REDIS_URL: file.redis.url,
        SANDBOX_URL: sandbox.url,
        API_KEY,
        CALLS: String(CALLS),
        REQUESTS: String(limit.requests),
        WINDOW_MS: String(limit.windowMs),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  cleanups.push(async () => child.exitCode === null && child.kill('SIGKILL'));
  let out = '';
  let err = '';
  let onReady!: () => void;
  const ready = new Promise<void>((r) => (onReady = r));
  child.stdout.on('data', (d) => {
    out += d;
    if (out.startsWith('ready\n')) onReady();
  });
  child.stderr.on('data', (d) => (err += d));
  const outcome = new Promise<Outcome>((resolve, reject) => {
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out.trim().split('\n').pop()!));
      else reject(new Error(`worker exited with ${code}: ${err.slice(0, 2000)}`));
    });
  });
  return { ready, outcome, go: (startAt: number) => child.stdin.end(`${startAt}\n`) };
}

/** Runs the job with `fault` applied from 2.5 s to 5.5 s after the start. */
async function job(fault: { begin(): unknown; end(): unknown }) {
  const sandbox = await startSandboxServer({ port: 0, apiKey: API_KEY, rateLimit: limit });
  cleanups.push(() => sandbox.close());
  const workers = Array.from({ length: WORKERS }, () => startWorker(sandbox));
  await Promise.all(workers.map((w) => w.ready));
  const startAt = Date.now() + 500;
  for (const w of workers) w.go(startAt);
  await sleep(startAt + 2500 - Date.now());
  await fault.begin();
  try {
    await sleep(3000);
  } finally {
    await fault.end();
  }
  const outcomes = await Promise.all(workers.map((w) => w.outcome));
  const seconds = (Math.max(...outcomes.map((o) => o.endedAt)) - startAt) / 1000;
  return { outcomes, seconds, minimum: (WORKERS * CALLS) / limit.requests };
}

describe('8 processes on one key through Redis, Redis failing mid-run', () => {
  it('loses no call when Redis is killed and restarted', async () => {
    const { outcomes } = await job({
      begin: () => file.redis.kill(),
      end: () => file.redis.start(),
    });
    expect(outcomes.flatMap((o) => o.failed)).toEqual([]);
    expect(outcomes.reduce((n, o) => n + o.ok, 0)).toBe(WORKERS * CALLS);
  }, 240_000);

  it('loses no call when Redis is frozen (SIGSTOP) and thawed', async () => {
    const { outcomes } = await job({
      begin: () => file.redis.freeze(),
      end: () => file.redis.thaw(),
    });
    expect(outcomes.flatMap((o) => o.failed)).toEqual([]);
    expect(outcomes.reduce((n, o) => n + o.ok, 0)).toBe(WORKERS * CALLS);
  }, 240_000);
});
