/**
 * One worker process of the outage test: connects its store to Redis, says `ready`, waits for
 * the start time on stdin, makes CALLS calls through a client whose rate limit lives in Redis,
 * and prints one JSON line of what happened.
 */
import { createInterface } from 'node:readline';
import { createMarketDataClient, createRateLimiter } from '../../src/index';
import { connectRedisStore } from '../../src/redis';

const env = process.env;
const calls = Number(env.CALLS);
const { store, close } = await connectRedisStore({ url: env.REDIS_URL!, apiKey: env.API_KEY! });
let rateLimitAnswers = 0;
const client = createMarketDataClient({
  apiKey: env.API_KEY!,
  baseUrl: env.SANDBOX_URL!,
  timeoutMs: 120_000,
  rateLimit: createRateLimiter({
    requests: Number(env.REQUESTS),
    windowMs: Number(env.WINDOW_MS),
    store,
  }),
  logger: { warn: (_message, meta) => void (meta?.statusCode === 4014 && rateLimitAnswers++) },
});
// The first fetch of a process is slow (connection set-up); the sandbox does not count it.
await fetch(`${env.SANDBOX_URL}/warm-up`).then((r) => r.arrayBuffer());
process.stdout.write('ready\n');
const startAt = await new Promise<number>((resolve) =>
  createInterface({ input: process.stdin }).once('line', (line) => resolve(Number(line))),
);
await new Promise((r) => setTimeout(r, Math.max(0, startAt - Date.now())));
const tickers = ['AAPL', 'MSFT', 'NVDA', 'KO', 'XOM', 'JPM'];
const results = await Promise.allSettled(
  Array.from({ length: calls }, (_, i) =>
    client.stocks.getFinancialMetrics({ ticker: tickers[i % tickers.length]! }),
  ),
);
const failed = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
process.stdout.write(
  `${JSON.stringify({
    ok: results.length - failed.length,
    failed: failed.map((r) => String(r.reason).slice(0, 200)),
    rateLimitAnswers,
    endedAt: Date.now(),
  })}\n`,
);
await close();
process.exit(0);
