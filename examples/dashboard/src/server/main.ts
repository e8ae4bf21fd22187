/**
 * The main job's entry point (`pnpm start`): starts the server on 127.0.0.1, prints its URLs
 * and stops cleanly on Ctrl-C or SIGTERM.
 *
 * Environment: `PORT` (default 4010), `MARKETDATA_API_KEY` (proxy to the live service),
 * `MARKETDATA_BASE_URL` (the live service's base URL), `REDIS_URL` (every process on that Redis
 * shares one poller per filter for the live feed's relay; in live mode also the key's rate limit
 * and a cache of responses),
 * `MARKETDATA_RATE_LIMIT` (the key's quota as `<requests>/<windowMs>`, default `5/30000`).
 */
import { fileURLToPath } from 'node:url';
import { createMainServer } from './createMainServer';
import { connectRelayStore, type SharedRelayStore } from './internals/relayStore';
import { createSharedFetch, parseRateLimit, type SharedFetch } from './internals/sharedStore';

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 4010;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

async function main(): Promise<void> {
  const apiKey = process.env.MARKETDATA_API_KEY?.trim() || undefined;
  const baseUrl = process.env.MARKETDATA_BASE_URL?.trim() || undefined;
  const redisUrl = process.env.REDIS_URL?.trim() || undefined;
  const rateLimit = parseRateLimit(process.env.MARKETDATA_RATE_LIMIT);
  const shared: SharedFetch | undefined =
    redisUrl && apiKey
      ? await createSharedFetch({ redisUrl, apiKey, ...(rateLimit ? { rateLimit } : {}) })
      : undefined;
  const relayStore: SharedRelayStore | undefined = redisUrl
    ? await connectRelayStore({ redisUrl })
    : undefined;
  const server = await createMainServer({
    appDir: fileURLToPath(new URL('../app/', import.meta.url)),
    port: readPort(process.env.PORT),
    ...(apiKey ? { apiKey } : {}),
    ...(baseUrl ? { baseUrl } : {}),
    ...(shared ? { fetch: shared.fetch } : {}),
    ...(relayStore ? { relayStore: relayStore.store } : {}),
  });
  const redisLine = [
    ...(shared ? [`  Redis           ${shared.description}`] : []),
    ...(relayStore ? [`  Redis           ${relayStore.description}`] : []),
  ];
  const lines = [
    '',
    `Market Data SDK — main job, API: ${server.upstream}`,
    ...redisLine,
    `  Dashboard       ${server.url}/`,
    `  API reference   ${server.url}/reference/`,
    `  Try-it console  ${server.url}/reference/try/`,
    `  Reference site  ${server.url}/docs/`,
    `  API base URL    ${server.url}  (e.g. ${server.url}/news/v1/wire/page/history?size=5)`,
    '',
    'Press Ctrl-C to stop.',
    '',
  ];

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: stopping the main job…\n`);
    Promise.all([server.close(), shared?.close(), relayStore?.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.stdout.write(lines.join('\n'));
}

main().catch((error: unknown) => {
  process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n\n`);
  process.exit(1);
});
