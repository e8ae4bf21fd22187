/**
 * A watchlist and a market strip (item 7): tickers saved in this browser with their day change,
 * added by symbol or from a security's page; a strip of SPY, QQQ and DIA on every view; and a
 * feed filter for the watchlist's tickers.
 */
import { describe, expect, it } from 'vitest';
import { headlinesWithoutTickers, startMainJobInBrowser } from './helpers/e2e';
import { api } from './helpers/server';

type Bar = { t: number; c: number };
const job = startMainJobInBrowser({ wiresPerMinute: 60 });

/** The day change the page should show for a ticker, as the page formats it. */
async function dayChange(ticker: string): Promise<string> {
  const from = Math.floor(Date.now() / 86_400_000) * 86_400_000 - 10 * 86_400_000;
  const bars = (
    await api<{ data: { data: Bar[] } }>(
      job.server.url,
      `/marketdata/candles?ticker=${ticker}&interval=day&step=1&from=${from}`,
    )
  ).data.data;
  const [previous, last] = bars.slice(-2) as [Bar, Bar];
  return job.page.evaluate(
    (value) =>
      new Intl.NumberFormat(undefined, {
        style: 'percent',
        maximumFractionDigits: 1,
        signDisplay: 'exceptZero',
      }).format(value),
    last.c / previous.c - 1,
  );
}

describe('the watchlist', () => {
  it('adds known tickers, refuses unknown ones, and keeps them over a reload', async () => {
    const { page } = job;
    await page.goto(job.url('#/watchlist'));
    await page.getByText('Nothing watched yet').waitFor();
    const input = page.getByRole('textbox', { name: 'Add a ticker' });
    await input.fill('aapl');
    await input.press('Enter');
    const rows = page.locator('[data-testid="watched"]');
    await expect.poll(() => rows.count()).toBe(1);
    await input.fill('ZZZZQ');
    await input.press('Enter');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('No security has the symbol ZZZZQ.');
    // From a security's page.
    await page.goto(job.url('#/ticker/NVDA'));
    const watchButton = page.getByRole('button', { name: 'Watch', exact: true });
    await watchButton.click();
    expect(await watchButton.getAttribute('aria-pressed')).toBe('true');
    await page.goto(job.url('#/watchlist'));
    await page.reload();
    await expect.poll(() => rows.count()).toBe(2);
    expect(
      await rows.evaluateAll((all) => all.map((r) => (r as HTMLElement).dataset.ticker)),
    ).toEqual(['AAPL', 'NVDA']);
    for (const ticker of ['AAPL', 'NVDA']) {
      const change = page.locator(`[data-ticker="${ticker}"] [data-testid="watched-change"]`);
      await expect
        .poll(() => change.textContent(), { timeout: 20_000 })
        .toBe(await dayChange(ticker));
    }
  });

  it('filters the feed to the watchlist’s tickers', async () => {
    const { page } = job;
    await page.goto(job.url());
    await page.locator('[data-testid="headline"]').first().waitFor();
    const button = page.getByRole('button', { name: 'Watchlist', exact: true });
    await button.click();
    await expect
      .poll(() => page.evaluate(() => window.location.hash))
      .toContain('tickers=AAPL%2CNVDA');
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => headlinesWithoutTickers(page, ['AAPL', 'NVDA']), { timeout: 30_000 })
      .toEqual([]);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).not.toContain('tickers=');
  });

  for (const size of [
    { label: 'desktop', width: 1440, height: 900 },
    { label: 'phone', width: 390, height: 844 },
  ]) {
    it(`shows the market strip and the watchlist at ${size.label} size`, async () => {
      const { page } = job;
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(job.url('#/watchlist'));
      const strip = page.getByRole('navigation', { name: 'Markets' });
      const items = strip.locator('[data-testid="strip-item"]');
      expect(
        await items.evaluateAll((all) => all.map((a) => (a as HTMLElement).dataset.ticker)),
      ).toEqual(['SPY', 'QQQ', 'DIA']);
      for (const ticker of ['SPY', 'QQQ', 'DIA']) {
        const change = strip.locator(`[data-ticker="${ticker}"] [data-testid="strip-change"]`);
        await expect
          .poll(() => change.textContent(), { timeout: 20_000 })
          .toBe(await dayChange(ticker));
      }
      await page.locator('[data-testid="watched-price"]', { hasText: '$' }).first().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await job.browser.screenshot(`watchlist-${size.label}`);
    });
  }

  it('logged no console error', () => {
    expect(job.browser.errors).toEqual([]);
  });
});
