/**
 * The key in every form a server or a proxy might echo it (raw, percent-encoded in either case,
 * base64 of `Bearer <key>` and `user:<key>`, base64url, cut short by the body excerpt), in
 * every error class: no rendering of the error shows it, `util.inspect` with `showHidden`
 * included. A capture `fetch` plays a service that echoes whatever it is told.
 */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as sdk from '../src/index';
import { createMarketDataClient } from '../src/index';

// 31 characters, with the ones that percent-encoding and base64 treat specially.
const KEY = 'sk-live_7Q+/=x9Zr~4TkP2mW8vB1nC';
const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_');

/** Each form as echoed, and a piece of it that only the key could have produced. */
const encodings: [name: string, echoed: string, telltale: string][] = [
  ['raw', KEY, KEY.slice(0, 16)],
  ['percent, upper', encodeURIComponent(KEY), encodeURIComponent(KEY).slice(10, 30)],
  [
    'percent, lower',
    encodeURIComponent(KEY).replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()),
    encodeURIComponent(KEY)
      .replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase())
      .slice(10, 30),
  ],
  ['base64 of the key', btoa(KEY), btoa(KEY).slice(4, 28)],
  ['base64 of Bearer <key>', btoa(`Bearer ${KEY}`), btoa(`Bearer ${KEY}`).slice(12, 36)],
  ['base64 of user:<key>', btoa(`user:${KEY}`), btoa(`user:${KEY}`).slice(8, 32)],
  ['base64url of user:<key>', b64url(`user:${KEY}`), b64url(`user:${KEY}`).slice(8, 32)],
  ['base64url of the key', b64url(KEY), b64url(KEY).slice(4, 28)],
];

/** A body whose 120-character excerpt ends 22 characters into the key. */
const cutBody = (code: number) => {
  const head = JSON.stringify({ status_code: code, status_msg: 'x' }).slice(0, -2);
  return `${head}${'.'.repeat(120 - head.length - 22)}${KEY} and more"}`;
};

type Answer = (echoed: string) => Response | Promise<Response>;
const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as object) },
  });
const echo = (echoed: string) => ({ 'x-echo': echoed, 'www-authenticate': `Basic ${echoed}` });

/** How to make each error class, with the echoed form placed wherever that class lets it go. */
const classes: [name: string, answer: Answer, signal?: AbortSignal][] = [
  [
    'AuthenticationError',
    (e) => json({ status_code: 4011, status_msg: `bad key ${e}` }, { headers: echo(e) }),
  ],
  [
    'InvalidParamError',
    (e) => json({ status_code: 4012, status_msg: `Invalid param ${e}` }, { headers: echo(e) }),
  ],
  [
    'RateLimitError',
    (e) =>
      json(
        { status_code: 4014, status_msg: e },
        { headers: { ...echo(e), 'retry-after': '99999' } },
      ),
  ],
  ['ApiError', (e) => json({ status_code: 5000, status_msg: e }, { headers: echo(e) })],
  ['BadRequestError', (e) => new Response(`<html>${e}</html>`, { status: 400, headers: echo(e) })],
  [
    'PermissionDeniedError',
    (e) => json({ status_code: 4011, status_msg: e }, { status: 403, headers: echo(e) }),
  ],
  ['NotFoundError', (e) => new Response(`<html>${e}</html>`, { status: 404, headers: echo(e) })],
  [
    'InternalServerError',
    (e) => new Response(`<html>${e}</html>`, { status: 502, headers: echo(e) }),
  ],
  ['HttpError', (e) => new Response(`<html>${e}</html>`, { status: 409, headers: echo(e) })],
  ['ResponseParseError', (e) => new Response(`not json ${e}`, { status: 200, headers: echo(e) })],
  [
    'NetworkError',
    (e) => Promise.reject(new TypeError('fetch failed', { cause: new Error(`connect ${e}`) })),
  ],
  ['TimeoutError', () => new Promise<Response>(() => {})],
  [
    'AbortError',
    () => new Promise<Response>(() => {}),
    AbortSignal.abort(new Error(`gave up ${KEY}`)),
  ],
];

function renderings(value: unknown): string[] {
  return [
    String(value),
    JSON.stringify(value),
    inspect(value, { depth: 10, showHidden: true }),
    inspect(value, { depth: 10 }),
  ];
}

async function errorOf(answer: Answer, echoed: string, signal?: AbortSignal): Promise<unknown> {
  const client = createMarketDataClient({
    apiKey: KEY,
    baseUrl: 'http://127.0.0.1:9',
    maxRetries: 0,
    timeoutMs: 100,
    fetch: () => Promise.resolve(answer(echoed)),
  });
  return client.stocks.getFinancialMetrics({ ticker: 'AAPL' }, signal ? { signal } : {}).then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error,
  );
}

describe('the key in every form, in every error class', () => {
  it('covers every error class the client exports', () => {
    const exported = Object.keys(sdk).filter((name) => /^[A-Z]\w*Error$/.test(name));
    const made = [...classes.map(([name]) => name), 'ParamValidationError', 'MarketDataError'];
    expect(exported.filter((name) => !made.includes(name))).toEqual([]);
  });

  for (const [className, answer, signal] of classes) {
    it(`${className}: no form of the key in any rendering, showHidden included`, async () => {
      for (const [form, echoed, telltale] of encodings) {
        const error = await errorOf(answer, echoed, signal);
        expect((error as Error).name, form).toBe(className);
        for (const text of renderings(error)) {
          expect(text, `${className}, ${form}`).not.toContain(telltale);
          expect(text, `${className}, ${form}`).not.toContain(KEY.slice(0, 12));
        }
      }
    });
  }

  it('a key cut short by the 120-character excerpt, 22 of its 31 characters left', async () => {
    for (const code of [4011, 4012, 5000]) {
      const error = await errorOf(() => json(cutBody(code)), '');
      expect((error as Error).message).toContain('[redacted]');
      for (const text of renderings(error)) expect(text).not.toContain(KEY.slice(0, 12));
    }
    const html = await errorOf(() => new Response(cutBody(0), { status: 500 }), '');
    for (const text of renderings(html)) expect(text).not.toContain(KEY.slice(0, 12));
  });

  it('ParamValidationError: the key passed as a parameter by mistake', async () => {
    const client = createMarketDataClient({ apiKey: KEY, baseUrl: 'http://127.0.0.1:9' });
    for (const [form, echoed, telltale] of encodings) {
      const error = await client.stocks
        .getFinancialMetrics({ ticker: 'AAPL', size: echoed } as never)
        .then(
          () => expect.unreachable(),
          (e: unknown) => e,
        );
      expect((error as Error).name, form).toBe('ParamValidationError');
      for (const text of renderings(error)) expect(text, form).not.toContain(telltale);
    }
  });
});

describe('where the key lives', () => {
  it('the README says plainly that code holding the client can reach it', async () => {
    const { readFile } = await import('node:fs/promises');
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme).toContain("client[Symbol.for('@marketdata-sdk/client.core')]()");
    const core = (
      createMarketDataClient({ apiKey: KEY }) as unknown as Record<
        symbol,
        () => { headers: Record<string, string> }
      >
    )[Symbol.for('@marketdata-sdk/client.core')]!();
    expect(core.headers.authorization).toBe(`Bearer ${KEY}`);
  });
});
