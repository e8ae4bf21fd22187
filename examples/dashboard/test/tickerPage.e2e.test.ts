/**
 * The ticker page as a Yahoo Finance or TradingView reader uses it, at 1440×900 and 390×844: the
 * quote, the day's change and the price chart on the first screen, one click per range, prices
 * split-adjusted by default with the splits and dividends marked. Screenshots of AAPL, NVDA over
 * five years and SPY at both sizes land in `artifacts/`.
 */
import type { Candle } from '@marketdata-sdk/types';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startMainJobInBrowser } from './helpers/e2e';
import { api } from './helpers/server';

type Envelope<T> = { data: { data: T } };

const job = startMainJobInBrowser();

const dayMs = 86_400_000;
const sizes = [
  { label: 'desktop', width: 1440, height: 900 },
  { label: 'phone', width: 390, height: 844 },
] as const;

async function candles(params: Record<string, string | number>): Promise<Candle[]> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return (await api<Envelope<Candle[]>>(job.server.url, `/marketdata/candles?${query}`)).data.data;
}

/** The last session's open, as the page takes it: the last daily bar of the sandbox. */
async function lastOpen(ticker: string): Promise<number> {
  const daily = await candles({ ticker, interval: 'day', step: 1, from: Date.now() - 380 * dayMs });
  const open = daily.at(-1)?.t;
  if (open === undefined) throw new Error(`no daily candles of ${ticker}`);
  return open;
}

async function openTicker(page: Page, ticker: string) {
  await page.goto(`${job.server.url}/#/ticker/${ticker}`);
  await page.locator('[data-testid="price"][data-state="ready"]').waitFor({ timeout: 20_000 });
  await page.locator('[data-testid="price-chart"] canvas').first().waitFor();
}

const chart = (page: Page) => page.locator('[data-testid="price-chart"]');

describe('item 1: the quote, the day change and the chart come first', () => {
  for (const size of sizes) {
    it(`at ${size.label} size the quote and the whole chart are on the first screen`, async () => {
      const { page } = job.browser;
      await page.setViewportSize({ width: size.width, height: size.height });
      await openTicker(page, 'AAPL');
      await expect
        .poll(() => page.locator('[data-testid="quote"]').textContent())
        .toMatch(/since the previous close/);
      const quote = await page.locator('[data-testid="quote"]').boundingBox();
      const plot = await chart(page).boundingBox();
      expect(quote).not.toBeNull();
      expect(plot).not.toBeNull();
      // Nothing scrolled: the page opens at its top.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect((quote?.y ?? 0) + (quote?.height ?? 0)).toBeLessThanOrEqual(size.height);
      expect((plot?.y ?? 0) + (plot?.height ?? 0)).toBeLessThanOrEqual(size.height);
      expect(plot?.height ?? 0).toBeGreaterThan(200);
      // The price card is the first card of the page.
      expect(await page.locator('.ticker-view .card').first().getAttribute('data-testid')).toBe(
        'price',
      );
      await job.browser.screenshot(`ticker-AAPL-${size.label}`);
    });
  }

  it('each range is one click, and draws the bars the API has for that range', async () => {
    const { page } = job.browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openTicker(page, 'AAPL');
    const group = page.getByRole('group', { name: 'Range' });
    const names = await group.getByRole('button').allTextContents();
    expect(names).toEqual(['1D', '5D', '1M', '6M', 'YTD', '1Y', '5Y', 'Max']);
    const open = await lastOpen('AAPL');
    const to = open + 10.5 * 3_600_000;
    const yearStart = Date.UTC(new Date(open).getUTCFullYear(), 0, 1);
    const cases = [
      ['1M', 'day', open - 31 * dayMs],
      ['6M', 'day', open - 183 * dayMs],
      ['YTD', 'day', yearStart],
      ['Max', 'week', 0],
      ['5D', 'min', open - 7 * dayMs],
    ] as const;
    for (const [key, interval, from] of cases) {
      await group.getByRole('button', { name: key, exact: true }).click();
      expect(
        await group.getByRole('button', { name: key, exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
      const step = key === '5D' ? 5 : 1;
      const bars = await candles({
        ticker: 'AAPL',
        interval,
        step,
        from,
        to,
        adjustment: 'backward',
        ...(interval === 'min' ? { session: 'intraday' } : {}),
      });
      expect(bars.length).toBeGreaterThan(3);
      await expect
        .poll(() => chart(page).getAttribute('data-first-bar'), { timeout: 15_000 })
        .toBe(String(bars[0]?.t));
      expect(await chart(page).getAttribute('data-bars')).toBe(String(bars.length));
      expect(await chart(page).getAttribute('data-interval')).toBe(`${step} ${interval}`);
    }
    // YTD starts in January of the last session's year; Max reaches back further than 5 years' bars.
    await group.getByRole('button', { name: 'YTD', exact: true }).click();
    await expect
      .poll(async () =>
        new Date(Number(await chart(page).getAttribute('data-first-bar'))).getUTCMonth(),
      )
      .toBe(0);
  });
});

describe('item 2: long ranges are split-adjusted, with splits and dividends marked', () => {
  for (const size of sizes) {
    it(`NVDA over 5 years at ${size.label} size draws no crash at the 10:1 split, and marks it`, async () => {
      const { page } = job.browser;
      await page.setViewportSize({ width: size.width, height: size.height });
      await openTicker(page, 'NVDA');
      await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '5Y' }).click();
      await expect.poll(() => chart(page).getAttribute('data-interval')).toBe('1 week');
      expect(await page.getByRole('combobox', { name: 'Adjustment' }).inputValue()).toBe(
        'backward',
      );
      expect(await chart(page).getAttribute('aria-label')).toContain('split-adjusted');
      // The bars drawn are the split-adjusted ones: no week falls by half.
      const open = await lastOpen('NVDA');
      const bars = await candles({
        ticker: 'NVDA',
        interval: 'week',
        step: 1,
        from: open - 5 * 366 * dayMs,
        to: open + 10.5 * 3_600_000,
        adjustment: 'backward',
      });
      await expect.poll(() => chart(page).getAttribute('data-first-bar')).toBe(String(bars[0]?.t));
      const worst = Math.min(...bars.slice(1).map((b, i) => b.c / (bars[i]?.c ?? b.c)));
      expect(worst).toBeGreaterThan(0.5);
      // The split the sandbox applies on 2024-06-10, marked on its week.
      await expect
        .poll(() => chart(page).getAttribute('data-events'), { timeout: 15_000 })
        .toContain('split 2024-06-10 10:1');
      await expect(
        page.getByRole('button', { name: /Splits \(S\) and dividends \(D\)/ }).count(),
      ).resolves.toBe(1);
      await job.browser.screenshot(`ticker-NVDA-5Y-${size.label}`);
    });
  }

  it('KO over a year marks each dividend that went ex in the year, on its bar', async () => {
    const { page } = job.browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openTicker(page, 'KO');
    await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '1Y' }).click();
    await expect.poll(() => chart(page).getAttribute('data-interval')).toBe('1 day');
    const open = await lastOpen('KO');
    const dividends = await api<{ data: { ex_date: string }[] }>(
      job.server.url,
      '/securities/stock/financials/dividends?ticker=KO',
    );
    const first = new Date(open - 366 * dayMs).toISOString().slice(0, 10);
    const last = new Date(open).toISOString().slice(0, 10);
    const inRange = dividends.data
      .map((d) => d.ex_date)
      .filter((day) => day >= first && day <= last)
      .sort();
    expect(inRange.length).toBeGreaterThanOrEqual(3);
    await expect
      .poll(async () => {
        const events = (await chart(page).getAttribute('data-events')) ?? '';
        return events
          .split('; ')
          .filter((e) => e.startsWith('dividend '))
          .map((e) => e.split(' ')[1]);
      })
      .toEqual(inRange);
  });

  it('SPY, a fund, opens on its quote and chart at both sizes', async () => {
    const { page } = job.browser;
    for (const size of sizes) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await openTicker(page, 'SPY');
      const plot = await chart(page).boundingBox();
      expect((plot?.y ?? 0) + (plot?.height ?? 0)).toBeLessThanOrEqual(size.height);
      await job.browser.screenshot(`ticker-SPY-${size.label}`);
    }
  });
});

describe('item 3: news on the ticker page, and live change on the feed’s ticker tags', () => {
  it('the ticker page lists the latest headlines tagged with the ticker, each opening its story', async () => {
    const { page } = job.browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openTicker(page, 'NVDA');
    const wires = await api<{ data: { data: { news_id: string; title: string }[] } }>(
      job.server.url,
      '/news/v1/wire/page/history?tickers=NVDA&size=8',
    );
    expect(wires.data.data.length).toBeGreaterThan(0);
    const panel = page.locator('[data-testid="ticker-news"]');
    await panel.locator('[data-testid="ticker-headline"]').first().waitFor();
    // Right after the chart: the second card of the page.
    expect(await page.locator('.ticker-view .card').nth(1).getAttribute('data-testid')).toBe(
      'ticker-news',
    );
    const shown = await panel
      .locator('[data-testid="ticker-headline"]')
      .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.newsId));
    // The newest of them may have arrived since: what is shown is the API's list, in its order.
    const listed = wires.data.data.map((h) => h.news_id);
    expect(shown.length).toBe(listed.length);
    expect(shown.filter((id) => listed.includes(id as string)).length).toBeGreaterThan(
      listed.length - 3,
    );
    // Found by its id: a refresh may put a newer headline first meanwhile.
    const item = panel.locator(`[data-testid="ticker-headline"][data-news-id="${shown[0]}"]`);
    const title = item.locator('.ticker-news-title');
    await title.click();
    expect(await title.getAttribute('aria-expanded')).toBe('true');
    await item.locator('.ticker-news-body p').first().waitFor();
  });

  it('a ticker tag in the feed shows the change since the previous close, as the bars say', async () => {
    const { page } = job.browser;
    await page.goto(`${job.server.url}/`);
    const tag = page.locator('[data-testid="headline"] .tag[data-change]').first();
    await tag.waitFor({ timeout: 20_000 });
    const ticker = (await tag.getAttribute('data-ticker')) ?? '';
    const bars = await candles({
      ticker,
      interval: 'day',
      step: 1,
      from: Math.floor(Date.now() / dayMs) * dayMs - 10 * dayMs,
    });
    const [previous, last] = bars.slice(-2);
    const change = (last?.c ?? 0) / (previous?.c ?? 1) - 1;
    expect(Number(await tag.getAttribute('data-change'))).toBeCloseTo(change, 10);
    const shownText = await tag.locator('.tag-change').textContent();
    const expected = await page.evaluate(
      (v) =>
        new Intl.NumberFormat(undefined, {
          style: 'percent',
          maximumFractionDigits: 1,
          signDisplay: 'exceptZero',
        }).format(v),
      change,
    );
    expect(shownText).toBe(expected);
  });
});
