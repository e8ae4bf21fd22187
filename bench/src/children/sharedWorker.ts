/**
 * One worker process of the many-processes suite: waits until `startAt` (so that every worker
 * begins together), makes `calls` calls through a client whose rate limit is per process or
 * shared through Redis, and prints one JSON line.
 *
 * argv[2]: a JSON `SharedWorkerConfig`.
 */
import { createMarketDataClient, createRateLimiter } from '@marketdata-sdk/client';
import { connectRedisStore } from '@marketdata-sdk/client/redis';

interface SharedWorkerConfig {
  baseUrl: string;
  apiKey: string;
  redisUrl: string | null;
  calls: number;
  tickers: string[];
  offset: number;
  rateLimit: { requests: number; windowMs: number };
  startAt: number;
}

const config = JSON.parse(process.argv[2] ?? '{}') as SharedWorkerConfig;
const redis = config.redisUrl
  ? await connectRedisStore({ url: config.redisUrl, apiKey: config.apiKey })
  : undefined;
let attempts = 0;
let rateLimitAnswers = 0;
const client = createMarketDataClient({
  apiKey: config.apiKey,
  baseUrl: config.baseUrl,
  // A call's timeout also bounds its wait in the rate-limit queue: a bulk job gives its calls
  // time for the whole queue.
  timeoutMs: 10 * 60_000,
  rateLimit: createRateLimiter({
    ...config.rateLimit,
    ...(redis ? { store: redis.store } : {}),
  }),
  fetch: async (url, init) => {
    attempts++;
    const response = await fetch(url, init);
    const text = await response.text();
    if (text.includes('"status_code":4014')) rateLimitAnswers++;
    return new Response(text, { status: response.status, headers: response.headers });
  },
});
// The first request of a process is slow (connection set-up): warm up outside the budget on a
// path the sandbox does not count.
await fetch(`${config.baseUrl}/warm-up`).then((r) => r.arrayBuffer());
await new Promise((r) => setTimeout(r, Math.max(0, config.startAt - Date.now())));
const outcomes = await Promise.allSettled(
  Array.from({ length: config.calls }, (_, i) =>
    client.stocks.getFinancialMetrics({
      ticker: config.tickers[(config.offset + i) % config.tickers.length] as string,
    }),
  ),
);
const endedAt = Date.now();
const errors: Record<string, number> = {};
for (const outcome of outcomes) {
  if (outcome.status === 'rejected') {
    const name = (outcome.reason as Error)?.name ?? 'Error';
    errors[name] = (errors[name] ?? 0) + 1;
  }
}
await redis?.close();
process.stdout.write(
  `${JSON.stringify({
    ok: outcomes.filter((o) => o.status === 'fulfilled').length,
    errors,
    attempts,
    rateLimitAnswers,
    endedAt,
  })}\n`,
);
process.exit(0);
