import { afterEach, describe, expect, it } from 'vitest';
import { InvalidParamError, NetworkError } from '../src/index';
import { sandboxClient } from './sandbox';

// These tests run under `node --unhandled-rejections=strict` (see the vitest configs): an orphan
// rejection would end the worker, and the listener below names it in the failure too.
const orphans: unknown[] = [];
const onOrphan = (reason: unknown) => orphans.push(reason);
process.on('unhandledRejection', onOrphan);
afterEach(() => {
  orphans.length = 0;
});

/** Lets any rejection nobody handled be reported. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('awaiting only .withResponse() of a failing call', () => {
  it('rejects once, with the typed error, and leaves no unhandled rejection', async () => {
    const { client } = sandboxClient({ maxRetries: 0 });
    const names: string[] = [];
    try {
      await client.stocks.getFinancialMetrics({ ticker: 'ZZZZ' }).withResponse();
    } catch (error) {
      names.push((error as Error).name);
      expect(error).toBeInstanceOf(InvalidParamError);
    }
    await settle();
    expect(names).toEqual(['InvalidParamError']);
    expect(orphans).toEqual([]);
  });

  it('holds for a network error too', async () => {
    const { client } = sandboxClient({
      maxRetries: 0,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(
      client.ratings.getConsensus({ ticker: 'AAPL' }).withResponse(),
    ).rejects.toBeInstanceOf(NetworkError);
    await settle();
    expect(orphans).toEqual([]);
  });

  it('the call is a real Promise whose awaited payload is the same call', async () => {
    const { client, requests } = sandboxClient();
    const call = client.stocks.getFinancialMetrics({ ticker: 'AAPL' });
    expect(call).toBeInstanceOf(Promise);
    const full = await call.withResponse();
    expect(await call).toBe(full.data);
    expect(await call.then((m) => m?.pe_ttm)).toBe(full.data?.pe_ttm);
    expect(requests).toHaveLength(1);
  });
});
