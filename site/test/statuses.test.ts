import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as clientExports from '@marketdata-sdk/client';
import { createMarketDataClient, MarketDataError } from '@marketdata-sdk/client';
import { createSandbox } from '@marketdata-sdk/fixtures';
import { describe, expect, it } from 'vitest';
import { distDir } from './internals/site';

const page = readFileSync(join(distDir, 'statuses.html'), 'utf8');
/** The rows of `statuses.html`: the anchor, the response, the class and its page. */
const rows = [
  ...page.matchAll(
    /<tr id="([^"]+)"><th scope="row"><code>([^<]+)<\/code><\/th><td>[^<]*<\/td><td><a href="([^"]+)"><code>([^<]+)<\/code>/g,
  ),
].map(
  ([, id, label, href, errorClass]) => ({ id, label, href, errorClass }) as Record<string, string>,
);
const spec = JSON.parse(readFileSync(join(distDir, 'api', 'openapi.json'), 'utf8')) as {
  info: { description: string };
};

describe('statuses and codes', () => {
  it('lists each envelope code the spec describes and the HTTP statuses, each with its class', () => {
    const codes = [...spec.info.description.matchAll(/`(\d{4})`/g)].map((m) => m[1]);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(rows.map((r) => r.id)).toContain(`code-${code}`);
    expect(rows.map((r) => r.id)).toEqual(
      expect.arrayContaining(['http-401', 'http-429', 'http-503']),
    );
  });

  it('each class is one the client exports, and its SDK page links back to the row', () => {
    for (const row of rows) {
      const exported = (clientExports as Record<string, unknown>)[row.errorClass as string];
      expect(typeof exported, row.errorClass).toBe('function');
      expect(
        Object.prototype.isPrototypeOf.call(
          MarketDataError.prototype,
          (exported as { prototype: object }).prototype,
        ),
        row.errorClass,
      ).toBe(true);
      const classPage = join(distDir, row.href as string);
      expect(existsSync(classPage), row.href).toBe(true);
      expect(readFileSync(classPage, 'utf8')).toContain(`../../statuses.html#${row.id}`);
    }
  });

  it("names the class the client throws for the sandbox's own 4011 and 4012", async () => {
    const sandbox = createSandbox();
    const classOf = async (call: () => Promise<unknown>) => {
      const error = await call().then(
        () => undefined,
        (e: unknown) => e,
      );
      return (error as Error | undefined)?.name;
    };
    const client = createMarketDataClient({
      apiKey: 'sandbox',
      baseUrl: 'http://127.0.0.1:9',
      fetch: (input, init) => sandbox.fetch(new Request(input, init)),
    });
    // The sandbox cannot know a ticker before asking: an unknown one is its 4012.
    const invalid = await classOf(() =>
      client.marketdata.getCandles({
        ticker: 'ZZZZQ',
        interval: 'day',
        step: 1,
        from: Date.now() - 864e5,
      }),
    );
    const unauthorised = createMarketDataClient({
      apiKey: 'sandbox',
      baseUrl: 'http://127.0.0.1:9',
      fetch: (input, init) => {
        const request = new Request(input, init);
        request.headers.delete('authorization');
        return sandbox.fetch(request);
      },
    });
    const noKey = await classOf(() => unauthorised.news.listWires({ size: 1 }));
    expect({ invalid, noKey }).toEqual({
      invalid: rows.find((r) => r.id === 'code-4012')?.errorClass,
      noKey: rows.find((r) => r.id === 'code-4011')?.errorClass,
    });
  });
});
