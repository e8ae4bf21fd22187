/**
 * A dashboard-like load: U simulated users each open the same T ticker pages (four calls a
 * page) at once, through a client with no cache, with the in-memory response cache, and with
 * the cache in Redis shared by two server instances. Counts the requests that reach upstream.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { startRedisServer } from '@marketdata-sdk/test-tools';
import { fixed } from '../internals/format';
import { check, type SuiteResult } from '../internals/results';
import { startSandboxProcess } from '../internals/servers';
import type { BenchSettings } from '../internals/settings';
import { sandboxKey } from '../internals/wires';

interface Variant {
  name: string;
  upstream: number;
  calls: number;
  seconds: number;
}

/** The TTLs the spec declares (`x-cache-ttl`), by operationId. */
async function specTtls(): Promise<Record<string, number>> {
  const path = createRequire(import.meta.url).resolve('@marketdata-sdk/spec/openapi.json');
  const spec = JSON.parse(await readFile(path, 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string; 'x-cache-ttl'?: number }>>;
  };
  const ttls: Record<string, number> = {};
  for (const item of Object.values(spec.paths))
    for (const op of Object.values(item))
      if (op?.operationId && typeof op['x-cache-ttl'] === 'number')
        ttls[op.operationId] = op['x-cache-ttl'];
  return ttls;
}

/** Runs the suite. */
export async function dashboardCache(
  settings: BenchSettings,
): Promise<Omit<SuiteResult, 'elapsedMs'>> {
  const { createMarketDataClient } = await import('@marketdata-sdk/client');
  const { createResponseCache } = await import('@marketdata-sdk/client/cache');
  const { connectRedisStore } = await import('@marketdata-sdk/client/redis');
  const { universeTickers } = await import('../internals/universe');
  const tickers = (await universeTickers()).stocks.slice(0, settings.dashboardTickers);
  const ttlSeconds = await specTtls();
  const redis = await startRedisServer();
  const server = await startSandboxProcess({});
  const closers: (() => Promise<void>)[] = [];
  try {
    const run = async (
      name: string,
      caches: (ReturnType<typeof createResponseCache> | undefined)[],
    ): Promise<Variant> => {
      let upstream = 0;
      const clients = caches.map((cache) =>
        createMarketDataClient({
          apiKey: sandboxKey,
          baseUrl: server.url,
          fetch: (url, init) => {
            upstream++;
            return fetch(url, init);
          },
          ...(cache ? { cache } : {}),
        }),
      );
      let calls = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: settings.dashboardUsers }, async (_, user) => {
          const client = clients[user % clients.length]!;
          // Each user opens the tickers in an order of their own.
          const order = tickers.map((_, i) => tickers[(i * 7 + user) % tickers.length]!);
          for (const ticker of order) {
            calls += 4;
            await Promise.all([
              client.stocks.getFinancialMetrics({ ticker }),
              client.stocks.listDividends({ ticker }),
              client.stocks.listEarnings({ ticker }),
              client.ratings.getConsensus({ ticker }),
            ]);
          }
        }),
      );
      return { name, upstream, calls, seconds: (performance.now() - started) / 1000 };
    };
    const none = await run('no cache', [undefined]);
    const memory = await run('in-memory cache, one server', [createResponseCache({ ttlSeconds })]);
    const prefix = `bench${Date.now()}`;
    const stores = await Promise.all(
      [0, 1].map(async () => {
        const connected = await connectRedisStore({ url: redis.url, apiKey: sandboxKey, prefix });
        closers.push(connected.close);
        return createResponseCache({ store: connected.store, ttlSeconds });
      }),
    );
    const shared = await run('Redis cache, two servers', stores);
    const variants = [none, memory, shared];
    const pagesCalls = settings.dashboardTickers * 4;
    return {
      id: 'dashboard-cache',
      title: `Dashboard load: ${settings.dashboardUsers} users × ${settings.dashboardTickers} tickers (4 calls a page)`,
      tables: [
        {
          caption: `All users start at once; a ticker page is metrics, dividends, earnings and consensus (${pagesCalls} distinct calls in all).`,
          headers: ['variant', 'calls', 'upstream requests', 'saved', 'seconds'],
          rows: variants.map((v) => [
            v.name,
            String(v.calls),
            String(v.upstream),
            `${fixed((1 - v.upstream / v.calls) * 100, 1)} %`,
            fixed(v.seconds, 2),
          ]),
        },
      ],
      targets: [
        check(
          'in-memory cache: upstream requests',
          `${pagesCalls} (one per distinct call)`,
          memory.upstream,
          String(memory.upstream),
          (v) => v === pagesCalls,
        ),
        check(
          'Redis cache, two servers: upstream requests',
          `${pagesCalls} (one per distinct call)`,
          shared.upstream,
          String(shared.upstream),
          (v) => v === pagesCalls,
        ),
      ],
      notes: [
        "TTLs are the spec's `x-cache-ttl` values (read from the bundled spec and passed as `ttlSeconds`). Identical calls in flight are coalesced within a process, " +
          'and across the two server instances through a short lock in Redis, so each distinct call reaches upstream once.',
      ],
    };
  } finally {
    for (const close of closers) await close().catch(() => {});
    await server.close();
    await redis.stop();
  }
}
