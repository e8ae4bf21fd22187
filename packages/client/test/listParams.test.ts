import { describe, expect, it } from 'vitest';
import { ParamValidationError } from '../src/index';
import { rejectionOf, sandboxClient } from './sandbox';

// `tickers` of listWires is a list in one string (`AAPL,NVDA`); the spec marks it `x-separator`.
const wires = 'https://sandbox.test/news/v1/wire/page/history';

describe('a comma-separated list parameter', () => {
  it('takes an array of strings and sends it joined with commas', async () => {
    const { client, requests } = sandboxClient();
    const page = await client.news.listWires({
      tickers: ['AAPL', 'MSFT'],
      size: 5,
    });
    expect(requests.map((r) => r.url)).toEqual([`${wires}?tickers=AAPL%2CMSFT&size=5`]);
    expect(page.data.length).toBeGreaterThan(0);
    for (const item of page.data) {
      expect(item.tag_list.some((t) => ['AAPL', 'MSFT'].includes(t.code))).toBe(true);
    }
  });

  it.each([
    ['an empty string', ''],
    ['an empty array', []],
  ])('treats %s as absent: no filter is sent', async (_what, tickers) => {
    const { client, requests } = sandboxClient();
    await client.news.listWires({ tickers: tickers as unknown as string, size: 5 });
    expect(requests.map((r) => r.url)).toEqual([`${wires}?size=5`]);
  });

  it('refuses an array holding anything but strings, naming the parameter and the rule', async () => {
    const { client, requests } = sandboxClient();
    const error = await rejectionOf(
      client.news.listWires({ tickers: ['AAPL', 7] as unknown as string }),
    );
    expect(error).toBeInstanceOf(ParamValidationError);
    expect(error).toMatchObject({ param: 'tickers', rule: 'type' });
    expect((error as Error).message).toBe(
      'listWires: parameter "tickers" breaks type string (got ["AAPL",7])',
    );
    expect(requests).toHaveLength(0);
  });

  it('leaves other string parameters alone: an empty start_id is still refused', async () => {
    const { client, requests } = sandboxClient();
    const error = await rejectionOf(client.news.listWires({ start_id: '' }));
    expect(error).toMatchObject({ param: 'start_id', rule: 'minLength' });
    expect(requests).toHaveLength(0);
  });
});
