/**
 * The live views in a real Chromium against the real main job (sandbox mode): the price chart
 * draws the candles the API returns for the chosen session and adjustment, and the calendar's
 * dividends, IPO and splits panels list the rows the API lists for the date.
 */
import type { Candle } from '@marketdata-sdk/types';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startMainJobInBrowser } from './helpers/e2e';
import { api } from './helpers/server';

/** The API's envelope: `{ data: { data: rows }, status_code, status_msg }`. */
type Envelope<T> = { data: { data: T } };

const job = startMainJobInBrowser();

const dayMs = 86_400_000;

/** `getCandles` from the main job, as any client calls it. */
async function candles(params: Record<string, string | number>): Promise<Candle[]> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const body = await api<Envelope<Candle[]>>(job.server.url, `/marketdata/candles?${query}`);
  return body.data.data;
}

/** What the price chart says it draws: bar count, interval and first/last bar times. */
async function drawn(page: Page) {
  const chart = page.locator('[data-testid="price-chart"]');
  const [bars, interval, first, last] = await Promise.all(
    ['data-bars', 'data-interval', 'data-first-bar', 'data-last-bar'].map((name) =>
      chart.getAttribute(name),
    ),
  );
  return { bars: Number(bars), interval, first: Number(first), last: Number(last) };
}

const expected = (bars: Candle[], interval: string) => ({
  bars: bars.length,
  interval,
  first: bars[0]?.t,
  last: bars.at(-1)?.t,
});

/** The Open / High / Low figures above the chart, as shown. */
async function statRow(panel: Locator): Promise<string> {
  return ((await panel.locator('.stat-row').textContent()) ?? '').replace(/\s+/g, ' ');
}

/** The same figures formatted as the page formats dollars (in the browser's locale). */
async function expectedStatRow(page: Page, bars: Candle[]): Promise<string[]> {
  const open = bars[0]?.o ?? Number.NaN;
  const high = Math.max(...bars.map((c) => c.h));
  const low = Math.min(...bars.map((c) => c.l));
  return page.evaluate(
    ([o, h, l]) => {
      const usd = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' });
      return [`Open ${usd.format(o)}`, `High ${usd.format(h)}`, `Low ${usd.format(l)}`];
    },
    [open, high, low] as const,
  );
}

describe('the price chart draws the candles of the chosen session and adjustment', () => {
  it('switching from the regular session to after hours draws the after-hours candles', async () => {
    const { page } = job.browser;
    const ticker = 'AAPL';
    await page.goto(`${job.server.url}/#/ticker/${ticker}`);
    const panel = page.locator('[data-testid="price"]');
    await page.locator('[data-testid="price"][data-state="ready"]').waitFor();
    await panel.locator('[data-testid="price-chart"]').waitFor();

    // The panel asks for one session around the last session's open (the last daily bar).
    const daily = await candles({
      ticker,
      interval: 'day',
      step: 1,
      from: Date.now() - 380 * dayMs,
    });
    const open = daily.at(-1)?.t;
    if (open === undefined) throw new Error(`the sandbox has no daily candles of ${ticker}`);
    const request = {
      ticker,
      interval: 'min',
      step: 1,
      from: open - 5.5 * 3_600_000,
      to: open + 10.5 * 3_600_000,
      adjustment: 'backward',
    };
    const regular = await candles({ ...request, session: 'intraday' });
    const after = await candles({ ...request, session: 'post_market' });
    expect(regular.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    expect(after[0]?.t).not.toBe(regular[0]?.t);

    expect(await drawn(page)).toEqual(expected(regular, '1 min'));
    await job.browser.screenshot('live-price-regular-session');

    await panel.getByRole('combobox', { name: 'Session' }).selectOption('post_market');
    await expect.poll(() => drawn(page), { timeout: 15_000 }).toEqual(expected(after, '1 min'));
    await job.browser.screenshot('live-price-after-hours');
  });

  it('NVDA over 5 years draws split-adjusted candles first, and actual prices on request', async () => {
    const { page } = job.browser;
    const ticker = 'NVDA';
    const splits = await api<Envelope<{ ticker: string; type: string }[]>>(
      job.server.url,
      '/calendar/corporateactions?date=2024-06-10',
    );
    expect(splits.data.data.some((a) => a.ticker === ticker)).toBe(true);

    await page.goto(`${job.server.url}/#/ticker/${ticker}`);
    const panel = page.locator('[data-testid="price"]');
    await page.locator('[data-testid="price"][data-state="ready"]').waitFor();
    await panel.getByRole('button', { name: '5Y' }).click();
    await expect.poll(async () => (await drawn(page)).interval, { timeout: 15_000 }).toBe('1 week');

    const daily = await candles({
      ticker,
      interval: 'day',
      step: 1,
      from: Date.now() - 380 * dayMs,
    });
    const open = daily.at(-1)?.t ?? 0;
    const request = {
      ticker,
      interval: 'week',
      step: 1,
      from: open - 5 * 366 * dayMs,
      to: open + 10.5 * 3_600_000,
    };
    const actual = await candles({ ...request, adjustment: 'actual' });
    const adjusted = await candles({ ...request, adjustment: 'backward' });
    // The range covers the split: the bars before it differ between the two adjustments.
    expect(actual[0]?.t).toBeLessThan(Date.UTC(2024, 5, 10));
    expect(adjusted[0]?.o).not.toBe(actual[0]?.o);

    await expect.poll(() => drawn(page), { timeout: 15_000 }).toEqual(expected(adjusted, '1 week'));
    for (const figure of await expectedStatRow(page, adjusted))
      await expect.poll(() => statRow(panel)).toContain(figure);
    await job.browser.screenshot('live-price-nvda-split-adjusted');

    const canvas = panel.locator('[data-testid="price-chart"]');
    const before = await canvas.screenshot();
    await panel.getByRole('combobox', { name: 'Adjustment' }).selectOption('actual');
    for (const figure of await expectedStatRow(page, actual))
      await expect.poll(() => statRow(panel), { timeout: 15_000 }).toContain(figure);
    expect(await drawn(page)).toEqual(expected(actual, '1 week'));
    // The canvas itself is drawn again: the bars before the split move, so the picture changes.
    await expect
      .poll(async () => (await canvas.screenshot()).equals(before), { timeout: 15_000 })
      .toBe(false);
    await job.browser.screenshot('live-price-nvda-actual');
  });
});

type Row = { ticker: string };

/**
 * The first date, going back from today, whose calendar the API fills, else the first of
 * `fallback` (dates the sandbox's data is known to hold rows for) that it fills.
 */
async function findDate(
  path: string,
  fallback: string[] = [],
  back = 60,
): Promise<{ date: string; rows: Row[] }> {
  const recent = Array.from({ length: back }, (_, i) =>
    new Date(Date.now() - i * dayMs).toISOString().slice(0, 10),
  );
  for (const date of [...recent, ...fallback]) {
    const body = await api<Envelope<Row[]>>(job.server.url, `${path}?date=${date}`);
    if (body.data.data.length > 0) return { date, rows: body.data.data };
  }
  throw new Error(`no date of the last ${back} days nor of ${fallback} has rows at ${path}`);
}

/** The first-column texts of the rows of a table under a heading. */
function tickersOf(page: Page, panel: string, heading: string): Promise<string[]> {
  return page
    .locator(`[data-testid="${panel}"] table`)
    .filter({ has: page.locator('th', { hasText: new RegExp(`^${heading}$`) }) })
    .locator('tbody tr td:first-child')
    .allTextContents();
}

describe('the calendar page', () => {
  it('the dividends, IPO and splits panels list the rows the API lists for the date', async () => {
    const { page } = job.browser;
    const checks = [
      {
        path: '/calendar/dividends',
        panel: 'dividends-calendar',
        heading: 'Ticker',
        name: 'dividends',
      },
      { path: '/calendar/ipo', panel: 'ipo-calendar', heading: 'IPO', name: 'ipo' },
      // Splits are rare: past the recent days, the sandbox's NFLX and NVDA splits.
      {
        path: '/calendar/corporateactions',
        panel: 'ipo-calendar',
        heading: 'Ticker',
        name: 'splits',
        fallback: ['2025-11-17', '2024-06-10'],
      },
    ];
    for (const check of checks) {
      const { date, rows } = await findDate(check.path, check.fallback);
      await page.goto(`${job.server.url}/#/calendar/${date}`);
      await page.locator(`[data-testid="${check.panel}"][data-state="ready"]`).waitFor();
      await expect
        .poll(() => tickersOf(page, check.panel, check.heading), { timeout: 15_000 })
        .toEqual(rows.map((r) => r.ticker));
      await job.browser.screenshot(`live-calendar-${check.name}-${date}`);
    }
  });
});
