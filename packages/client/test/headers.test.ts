import { describe, expect, it } from 'vitest';
import { InternalServerError, type MarketDataError } from '../src/index';
import { API_KEY, rejectionOf, sandboxClient } from './sandbox';

describe('headers', () => {
  it('merge by name whatever the case: one Authorization, one Accept', async () => {
    const { client, requests } = sandboxClient({
      headers: { Authorization: `Bearer ${API_KEY}`, ACCEPT: 'application/json', 'X-App': 'a' },
      apiKey: 'a-key-the-header-replaces',
    });
    await client.news.listWires({ size: 1 });
    const sent = requests[0]!.headers;
    expect(sent.get('authorization')).toBe(`Bearer ${API_KEY}`);
    expect(sent.get('accept')).toBe('application/json');
    expect(sent.get('x-app')).toBe('a');
  });

  it('per request, over the client’s, by name whatever the case', async () => {
    const { client, requests } = sandboxClient({ headers: { 'X-App': 'client' } });
    await client.stocks.listDividends({ ticker: 'KO' }, { headers: { 'x-app': 'call' } });
    await client.stocks.listDividends({ ticker: 'KO' });
    expect(requests.map((request) => request.headers.get('x-app'))).toEqual(['call', 'client']);
    expect(requests[0]!.headers.get('authorization')).toBe(`Bearer ${API_KEY}`);
  });

  it('a per-request Authorization is the only one sent', async () => {
    const { client, requests } = sandboxClient({ apiKey: API_KEY });
    const error = await rejectionOf(
      client.stocks.listDividends(
        { ticker: 'KO' },
        { headers: { AUTHORIZATION: 'Bearer not-the-key' } },
      ),
    );
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer not-the-key');
    expect((error as MarketDataError).statusCode).toBe(4011);
  });

  it('errors carry the response headers, kept out of logs', async () => {
    const { client } = sandboxClient({
      maxRetries: 0,
      headers: { 'X-Sandbox-Fault': 'rate-limit;retry-after=7' },
    });
    const error = (await rejectionOf(client.news.listWires())) as MarketDataError;
    expect(error.headers?.get('retry-after')).toBe('7');
    expect(Object.keys(error.toJSON())).not.toContain('headers');

    const gateway = sandboxClient({ maxRetries: 0, headers: { 'X-Sandbox-Fault': 'http-502' } });
    const httpError = (await rejectionOf(gateway.client.news.listWires())) as InternalServerError;
    expect(httpError).toBeInstanceOf(InternalServerError);
    expect(httpError.headers).toBeInstanceOf(Headers);
  });
});
