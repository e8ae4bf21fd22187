/**
 * One worker process of the Redis tests: makes CALLS calls through a client whose rate limit
 * lives in Redis (or in the process when SHARED=0) and prints one JSON line of what happened.
 */
import { createMarketDataClient, createRateLimiter, RateLimitError } from '../../src/index';
import { createRedisStore } from '../../src/redis';
import { connect } from './harness';

const env = process.env;
const calls = Number(env.CALLS);
const redis = env.SHARED === '1' ? await connect(env.REDIS_URL!) : undefined;
const store = redis && createRedisStore({ redis, apiKey: env.API_KEY! });
// The first fetch of a process is slow (connection set-up); do it before the budget counts, so
// that its late arrival cannot make two windows meet at the server. The sandbox does not count
// a request to an unknown path.
await fetch(`${env.SANDBOX_URL}/warm-up`).then((r) => r.arrayBuffer());
let retried = 0;
const client = createMarketDataClient({
  apiKey: env.API_KEY!,
  baseUrl: env.SANDBOX_URL!,
  maxRetries: 2,
  rateLimit: createRateLimiter({
    requests: Number(env.REQUESTS),
    windowMs: Number(env.WINDOW_MS),
    ...(store ? { store } : {}),
  }),
  logger: { warn: (message) => void (message === 'retrying' && retried++) },
});
const results = await Promise.allSettled(
  Array.from({ length: calls }, (_, i) =>
    client.stocks.getFinancialMetrics({ ticker: i % 2 ? 'AAPL' : 'MSFT' }),
  ),
);
const rejected = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
process.stdout.write(
  `${JSON.stringify({
    ok: results.length - rejected.length,
    rateLimited: rejected.filter((r) => r.reason instanceof RateLimitError).length,
    other: rejected
      .filter((r) => !(r.reason instanceof RateLimitError))
      .map((r) => String(r.reason)),
    retried,
  })}\n`,
);
await redis?.quit();
