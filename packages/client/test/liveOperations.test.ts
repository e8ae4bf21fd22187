import { describe, expect, it } from 'vitest';
import { backtestEarningsEvent, ParamValidationError } from '../src/index';
import { rejectionOf, sandboxClient } from './sandbox';

describe('the nine further operations against the sandbox', () => {
  const { client, requests } = sandboxClient();

  it('news.listArticles iterated pages by start_id to the end, and every item opens', async () => {
    const seen: string[] = [];
    for await (const article of client.news.listArticles({ size: 50 })) {
      seen.push(article.content_id);
      expect(article.cover_image).toEqual({ src: expect.any(String), type: expect.any(String) });
    }
    expect(seen.length).toBeGreaterThan(50);
    expect(new Set(seen).size).toBe(seen.length);
    const starts = requests
      .filter((r) => r.url.includes('/article/page/history'))
      .map((r) => new URL(r.url).searchParams.get('start_id'));
    expect(starts[0]).toBeNull();
    expect(starts[1]).toBe(seen[49]);
    const body = await client.news.getArticleContent({ content_id: seen.at(-1)! });
    expect(body.content_id).toBe(seen.at(-1));
  });

  it('ownership.listInsiderTrades iterated yields every page', async () => {
    const all = [];
    for await (const trade of client.ownership.listInsiderTrades({ ticker: 'AAPL', size: 7 }))
      all.push(trade);
    const first = await client.ownership.listInsiderTrades({ ticker: 'AAPL', size: 7 });
    expect(all.slice(0, 7)).toEqual(first.data);
    expect(all.length).toBeGreaterThan(7);
  });

  it('calendar.getEarningsBacktest takes the unique_id of an earnings calendar row', async () => {
    const [report] = await client.stocks.listEarnings({ ticker: 'AAPL', size: 1 });
    const date = report!.release_date;
    const events = await client.calendar.listEarningsCalendar({ date });
    const event = events.find((e) => e.ticker === 'AAPL');
    expect(event?.unique_id).toBe(report!.unique_id);
    const backtest = await client.calendar.getEarningsBacktest({ unique_id: event!.unique_id });
    expect(backtest.headline).toContain('AAPL');
    expect(new URL(requests.at(-1)!.url).searchParams.get('unique_id')).toBe(event!.unique_id);
  });

  it('calendar.getEarningsBacktest refuses a missing unique_id, sending nothing', async () => {
    const before = requests.length;
    // @ts-expect-error unique_id is required
    const error = await rejectionOf(client.calendar.getEarningsBacktest({}));
    expect(error).toBeInstanceOf(ParamValidationError);
    expect((error as ParamValidationError).param).toBe('unique_id');
    expect(requests.length).toBe(before);
  });

  it('marketdata.getCandles returns bars; a bad interval is refused before sending', async () => {
    const bars = await client.marketdata.getCandles({
      ticker: 'NVDA',
      interval: 'day',
      step: 1,
      from: Date.now() - 20 * 86_400_000,
    });
    expect(bars.length).toBeGreaterThan(5);
    for (const bar of bars) expect(bar.l).toBeLessThanOrEqual(Math.min(bar.o, bar.c));
    const error = await rejectionOf(
      // @ts-expect-error: not an interval
      client.marketdata.getCandles({ ticker: 'NVDA', interval: 'hour', step: 1, from: 0 }),
    );
    expect(error).toBeInstanceOf(ParamValidationError);
  });

  it('the dividends, IPO and corporate-actions calendars and both profiles', async () => {
    const dividends = await client.stocks.listDividends({ ticker: 'AAPL' });
    const day = await client.calendar.listDividendsCalendar({ date: dividends[0]!.ex_date });
    expect(day).toContainEqual(expect.objectContaining({ ticker: 'AAPL' }));
    expect(Array.isArray(await client.calendar.listIpoCalendar({ date: '2026-11-19' }))).toBe(true);
    const splits = await client.calendar.listCorporateActions({ date: '2024-06-10' });
    expect(splits).toContainEqual({ ticker: 'NVDA', type: 'Stock Split', ratio: '10:1' });
    expect(await client.stocks.getStockProfile({ ticker: 'AAPL' })).toBeTypeOf('object');
    expect(await client.etf.getEtfProfile({ ticker: 'SPY' })).toBeTypeOf('object');
  });
});

describe('backtestEarningsEvent chains an earnings event to its backtest', () => {
  const { client, requests } = sandboxClient();

  it('takes a row of listEarningsCalendar or a report of listEarnings and returns its backtest', async () => {
    const [report] = await client.stocks.listEarnings({ ticker: 'MSFT', size: 1 });
    const events = await client.calendar.listEarningsCalendar({ date: report!.release_date });
    const event = events.find((e) => e.ticker === 'MSFT')!;
    const fromEvent = await backtestEarningsEvent(client, event);
    expect(new URL(requests.at(-1)!.url).searchParams.get('unique_id')).toBe(event.unique_id);
    const fromReport = await backtestEarningsEvent(client, report!);
    expect(fromReport).toEqual(fromEvent);
    expect(fromEvent).toEqual(
      await client.calendar.getEarningsBacktest({ unique_id: report!.unique_id! }),
    );
    expect(fromEvent.headline).toContain('MSFT');
  });

  it('refuses an event without unique_id, naming it and sending nothing', async () => {
    const [report] = await client.stocks.listEarnings({ ticker: 'MSFT', size: 1 });
    const before = requests.length;
    for (const event of [
      { ...report!, unique_id: undefined },
      { unique_id: null },
      { unique_id: '' },
      {},
    ]) {
      const error = await rejectionOf(backtestEarningsEvent(client, event));
      expect(error).toBeInstanceOf(ParamValidationError);
      expect((error as ParamValidationError).param).toBe('unique_id');
      expect((error as Error).message).toMatch(
        /^getEarningsBacktest: parameter "unique_id" (is required|breaks minLength)/,
      );
    }
    expect(requests.length).toBe(before);
  });
});
