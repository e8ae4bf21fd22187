import { describe, expect, it } from 'vitest';
import { ResponseParseError } from '../src/index';
import { createRawClient } from '../src/raw';
import { rejectionOf, sandboxClient } from './sandbox';

const path = '/news/v1/wire/page/history';

describe('the raw client: what arrives where', () => {
  it('a gateway 502 puts its HTML, as text, in error', async () => {
    const { client } = sandboxClient({ maxRetries: 0, headers: { 'X-Sandbox-Fault': 'html' } });
    const { data, error, response } = await createRawClient(client).GET(path, {});
    expect(response.status).toBe(502);
    expect(data).toBeUndefined();
    expect(typeof error).toBe('string');
    expect(error).toContain('502 Bad Gateway');
  });

  it('4011 and 4012 arrive in data, as the error envelope', async () => {
    const { client } = sandboxClient({ apiKey: 'not-the-key', maxRetries: 0 });
    const { data, error } = await createRawClient(client).GET(path, {});
    expect(error).toBeUndefined();
    expect(data).toMatchObject({ status_code: 4011 });
  });

  it('a body cut short rejects with ResponseParseError', async () => {
    const { client } = sandboxClient({ maxRetries: 0, headers: { 'X-Sandbox-Fault': 'truncate' } });
    const error = await rejectionOf(createRawClient(client).GET(path, {}));
    expect(error).toBeInstanceOf(ResponseParseError);
  });
});
