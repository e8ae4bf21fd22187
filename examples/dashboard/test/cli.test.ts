/** The built `start` command: prints its URLs, serves, stops on SIGTERM, explains a busy port. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('../dist/server/main.js', import.meta.url));
const children: ChildProcess[] = [];

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, MARKETDATA_API_KEY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    out += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const output = () => out;
  const banner = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('Press Ctrl-C')) {
        clearInterval(timer);
        resolve(out);
      }
    }, 20);
    exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited before its banner:\n${out}`));
    });
  });
  banner.catch(() => undefined); // awaited only by the tests that expect a banner
  return { child, exited, output, banner };
}

beforeAll(() => {
  if (!existsSync(main)) throw new Error(`${main} is missing: run the package's build first`);
});

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('pnpm start (dist/server/main.js)', () => {
  it('prints its URLs, serves them and stops cleanly on SIGTERM', async () => {
    const run = start({ PORT: '0' });
    const banner = await run.banner;
    const url = /Dashboard\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(banner)?.[1];
    expect(url).toBeDefined();
    expect(banner).toContain('Dashboard');
    expect(banner).toContain(`${url}/reference/`);
    expect(banner).toContain(`${url}/reference/try/`);
    expect(banner).toMatch(/sandbox/);
    expect((await fetch(`${url}/`)).status).toBe(200);
    const body = (await (await fetch(`${url}/securities/search?query=AAPL`)).json()) as {
      status_code: number;
    };
    expect(body.status_code).toBe(0);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('stopping');
  });

  it('names the live service, never the key, when MARKETDATA_API_KEY is set', async () => {
    const run = start({
      PORT: '0',
      MARKETDATA_API_KEY: 'k-visible-nowhere-42',
      MARKETDATA_BASE_URL: 'https://service.example/open',
    });
    const banner = await run.banner;
    expect(banner).toContain('live service at https://service.example/open');
    expect(banner).not.toContain('k-visible-nowhere-42');
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
  });

  it('says so and exits 1 when the port is busy', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as { port: number }).port;
    try {
      const run = start({ PORT: String(port) });
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    } finally {
      holder.close();
    }
  });

  it('with REDIS_URL, says the relay of the live feed shares its poller there; a URL that is not redis:// exits 1', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    // Nothing listens there: the server starts anyway (each process polls until Redis answers).
    const run = start({ PORT: '0', REDIS_URL: `redis://127.0.0.1:${port}` });
    const banner = await run.banner;
    expect(banner).toContain(
      `Redis           redis://127.0.0.1:${port} — the live feed's relay shares one poller per filter`,
    );
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    const wrong = start({ PORT: '0', REDIS_URL: '127.0.0.1:6379' });
    expect(await wrong.exited).toBe(1);
    expect(wrong.output()).toContain('REDIS_URL must be a redis://');
  });

  it('rejects a PORT that is not a port number', async () => {
    const run = start({ PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT must be an integer from 0 to 65535');
  });
});
