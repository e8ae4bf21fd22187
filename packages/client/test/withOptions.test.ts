import { describe, expect, it } from 'vitest';
import { type ClientOptions, MarketDataError } from '../src/index';
import { rejectionOf, sandboxClient } from './sandbox';

describe('client.withOptions', () => {
  it('returns a client with the overrides over the options, headers merged by name', async () => {
    const options: ClientOptions = { headers: { 'X-Team': 'research', 'X-App': 'one' } };
    const { client, requests } = sandboxClient(options);
    const derived = client.withOptions({ headers: { 'x-app': 'two' }, maxRetries: 0 });
    await derived.news.listWires({ size: 1 });
    await client.news.listWires({ size: 1 });
    const [fromDerived, fromClient] = requests.map((r) => Object.fromEntries(r.headers));
    expect(fromDerived).toMatchObject({ 'x-team': 'research', 'x-app': 'two' });
    expect(fromDerived!.authorization).toBe(fromClient!.authorization);
    expect(fromClient).toMatchObject({ 'x-team': 'research', 'x-app': 'one' });
  });

  it('shares nothing mutable: later changes to either options object reach neither client', async () => {
    const headers: Record<string, string> = { 'x-app': 'one' };
    const { client, requests } = sandboxClient({ headers });
    const overrides: ClientOptions = { headers: { 'x-team': 'desk' } };
    const derived = client.withOptions(overrides);
    headers['x-app'] = 'changed';
    overrides.headers!['x-team'] = 'changed';
    const again = client.withOptions({});
    await derived.news.listWires({ size: 1 });
    await again.news.listWires({ size: 1 });
    await client.news.listWires({ size: 1 });
    const sent = requests.map((r) => [r.headers.get('x-app'), r.headers.get('x-team')]);
    expect(sent).toEqual([
      ['one', 'desk'],
      ['one', null],
      ['one', null],
    ]);
    expect(derived).not.toBe(client);
    expect(derived.news).not.toBe(client.news);
  });

  it('checks the overrides as creation does, naming the option and the rule', () => {
    const { client } = sandboxClient();
    expect(() => client.withOptions({ timeoutMs: 0 })).toThrow(
      'withOptions: option "timeoutMs" must be a number from 1 to 2147483647 (got 0)',
    );
    expect(() => client.withOptions({ timeout: 5 } as ClientOptions)).toThrow(MarketDataError);
  });

  it('a call of the derived client follows its own settings', async () => {
    const { client } = sandboxClient();
    const derived = client.withOptions({
      baseUrl: 'https://sandbox.test/elsewhere',
      maxRetries: 0,
    });
    const error = await rejectionOf(derived.news.listWires({ size: 1 }));
    expect(error).toBeInstanceOf(MarketDataError);
    expect((await client.news.listWires({ size: 1 })).data).toHaveLength(1);
  });
});
