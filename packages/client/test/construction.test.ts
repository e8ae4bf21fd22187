import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMarketDataClient, DEFAULT_BASE_URL, MarketDataError } from '../src/index';

const ok = () =>
  Response.json({
    data: { start_id: '', size: 10, data: [] },
    status_code: 0,
    status_msg: 'success',
  });

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('construction', () => {
  it('rejects a key with control characters without echoing it', () => {
    const make = () => createMarketDataClient({ apiKey: 'secret-key-123\n', fetch: ok as never });
    expect(make).toThrow(MarketDataError);
    expect(make).toThrow(/control characters/);
    expect(make).not.toThrow(/secret-key-123/);
  });

  it('rejects plain http to a non-loopback host unless allowed', () => {
    expect(() =>
      createMarketDataClient({ apiKey: 'k', baseUrl: 'http://api.example.com' }),
    ).toThrow(/plain http/);
    expect(() =>
      createMarketDataClient({
        apiKey: 'k',
        baseUrl: 'http://api.example.com',
        allowInsecureHttp: true,
      }),
    ).not.toThrow();
    for (const host of ['127.0.0.1:4010', 'localhost:4010', '[::1]:4010']) {
      expect(() =>
        createMarketDataClient({ apiKey: 'k', baseUrl: `http://${host}` }),
      ).not.toThrow();
    }
  });

  it('rejects a base URL that is not a URL or a path', () => {
    expect(() => createMarketDataClient({ apiKey: 'k', baseUrl: 'api.example.com' })).toThrow(
      /baseUrl/,
    );
    expect(() => createMarketDataClient({ apiKey: 'k', baseUrl: 'ftp://x.example' })).toThrow(
      /https/,
    );
  });

  it('rejects no key and no custom base URL', () => {
    vi.stubEnv('MARKETDATA_API_KEY', '');
    vi.stubEnv('MARKETDATA_BASE_URL', '');
    expect(() => createMarketDataClient()).toThrow(/no apiKey/);
    expect(() => createMarketDataClient({ baseUrl: 'https://proxy.example/api' })).not.toThrow();
  });

  it('rejects bad timeoutMs and maxRetries', () => {
    expect(() => createMarketDataClient({ apiKey: 'k', timeoutMs: 0 })).toThrow(/timeoutMs/);
    expect(() => createMarketDataClient({ apiKey: 'k', maxRetries: -1 })).toThrow(/maxRetries/);
  });

  it('reads MARKETDATA_API_KEY and MARKETDATA_BASE_URL from the environment', async () => {
    vi.stubEnv('MARKETDATA_API_KEY', 'env-key-abcdef');
    vi.stubEnv('MARKETDATA_BASE_URL', 'http://127.0.0.1:9');
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => ok());
    const client = createMarketDataClient({ fetch });
    await client.news.listWires();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:9/news/v1/wire/page/history');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer env-key-abcdef');
  });

  it('defaults to the production base URL', async () => {
    vi.stubEnv('MARKETDATA_BASE_URL', '');
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => ok());
    await createMarketDataClient({ apiKey: 'k', fetch }).news.listWires();
    expect(fetch.mock.calls[0]![0]).toBe(`${DEFAULT_BASE_URL}/news/v1/wire/page/history`);
  });

  describe('in a browser', () => {
    const browser = () => {
      vi.stubGlobal('window', {});
      vi.stubGlobal('document', {});
    };

    it('refuses a key without dangerouslyAllowBrowser', () => {
      browser();
      expect(() => createMarketDataClient({ apiKey: 'k', baseUrl: 'https://x.example' })).toThrow(
        /dangerouslyAllowBrowser/,
      );
      expect(() =>
        createMarketDataClient({
          apiKey: 'k',
          baseUrl: 'https://x.example',
          dangerouslyAllowBrowser: true,
        }),
      ).not.toThrow();
    });

    it('needs no flag without a key (a same-origin proxy adds it)', async () => {
      browser();
      vi.stubEnv('MARKETDATA_API_KEY', '');
      const fetch = vi.fn(async (_url: string, _init: RequestInit) => ok());
      const client = createMarketDataClient({ baseUrl: '/api', fetch });
      await client.news.listWires({ size: 5 });
      const [url, init] = fetch.mock.calls[0]!;
      expect(url).toBe('/api/news/v1/wire/page/history?size=5');
      expect(init.headers).not.toHaveProperty('authorization');
    });
  });
});
