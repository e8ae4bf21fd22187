/**
 * Server process: a bare `node:http` server or the sandbox server on 127.0.0.1 and a free port.
 * Sends `{ type: 'ready', url }`, answers `{ type: 'rss' }` with its memory, and exits on
 * `{ type: 'stop' }`, when the parent goes away, or after `lifetimeMs` at the latest.
 *
 * argv[2]: a JSON `ServerConfig`.
 */
import { startBareServer } from '../internals/bareServer';

interface ServerConfig {
  kind: 'bare' | 'sandbox';
  /** The fixed body of the bare server. */
  body?: string;
  /** Options passed to `startSandboxServer`. */
  sandbox?: Record<string, unknown>;
  lifetimeMs: number;
}

type Closer = () => Promise<void>;

const config = JSON.parse(process.argv[2] ?? '{}') as ServerConfig;
const send = (message: object) => process.send?.(message);

async function start(): Promise<{ url: string; close: Closer }> {
  if (config.kind === 'bare') return startBareServer(config.body ?? '{}');
  const { startSandboxServer } = await import('@marketdata-sdk/fixtures/node');
  const server = await startSandboxServer({ ...config.sandbox, port: 0, host: '127.0.0.1' });
  return { url: server.url.replace(/\/$/, ''), close: () => server.close() };
}

function memory() {
  const before = process.memoryUsage();
  globalThis.gc?.();
  const after = process.memoryUsage();
  return { type: 'rss', rss: before.rss, rssAfterGc: after.rss, heapUsed: after.heapUsed };
}

try {
  const server = await start();
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close().catch(() => undefined);
    process.exit(0);
  };
  setTimeout(stop, config.lifetimeMs).unref();
  setTimeout(() => process.exit(0), config.lifetimeMs + 5_000).unref();
  process.on('disconnect', stop);
  process.on('message', (message: { type?: string }) => {
    if (message.type === 'rss') send(memory());
    if (message.type === 'stop') void stop();
  });
  send({ type: 'ready', url: server.url });
} catch (error) {
  send({ type: 'error', message: (error as Error).stack ?? String(error) });
  process.exit(1);
}
