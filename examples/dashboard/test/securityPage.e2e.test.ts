/**
 * One security page that shows what applies to the security's kind (item 5): a fund gets its
 * price, chart, facts from the ETF profile and every holding with a bar in proportion to its
 * weight, and no analyst panel. Screenshots `security-spy-desktop` and `-phone` (the ticker
 * page's own, AAPL, NVDA over five years and SPY's first screen, are `tickerPage.e2e.test.ts`'s).
 */
import { describe, expect, it } from 'vitest';
import { startMainJobInBrowser } from './helpers/e2e';
import { api } from './helpers/server';

type Envelope<T> = { data: T };
type Holdings = { date: string; holdings: { ticker: string; constituent_weight: number }[] }[];

const job = startMainJobInBrowser();
const sizes = [
  { label: 'desktop', width: 1440, height: 900 },
  { label: 'phone', width: 390, height: 844 },
];

describe('the security page', () => {
  for (const size of sizes) {
    it(`shows a fund's price, chart, facts and every holding at ${size.label} size`, async () => {
      const { page } = job;
      await page.setViewportSize({ width: size.width, height: size.height });
      const profile = (
        await api<Envelope<{ assets_under_management: number; expense_ratio: number }>>(
          job.server.url,
          '/securities/etf/profile?ticker=SPY',
        )
      ).data;
      const records = (
        await api<Envelope<{ data: Holdings }>>(
          job.server.url,
          '/securities/etf/holdings?ticker=SPY',
        )
      ).data.data;
      const latest = [...records].sort((a, b) => a.date.localeCompare(b.date)).at(-1)!;
      // The ETF link and the ticker link open the same page.
      for (const hash of ['#/ticker/SPY', '#/etf/SPY']) {
        await page.goto(job.url(hash));
        await page.locator('[data-testid="ticker-view"][data-ticker="SPY"]').waitFor();
        await page.locator('[data-testid="fund-facts"][data-state="ready"]').waitFor();
      }
      await expect
        .poll(() => page.locator('.quote-price').textContent(), { timeout: 20_000 })
        .toMatch(/^\$\d/);
      await page.locator('[data-testid="price-chart"] canvas').first().waitFor();
      const usd = new Intl.NumberFormat(undefined, {
        style: 'currency',
        currency: 'USD',
        notation: 'compact',
        maximumFractionDigits: 2,
      });
      expect(profile.assets_under_management).toBeGreaterThan(0);
      expect(await page.locator('[data-testid="fund-aum"]').textContent()).toBe(
        usd.format(profile.assets_under_management),
      );
      expect(await page.locator('[data-testid="fund-expense-ratio"]').textContent()).toBe(
        `${profile.expense_ratio}%`,
      );
      // Every holding the service lists, each bar in proportion to its weight.
      const rows = page.locator('[data-testid="etf-table"] tbody tr');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(latest.holdings.length);
      const bars = await page.$$eval('[data-testid="weight-bar"]', (elements) =>
        elements.map((bar) => ({
          width: bar.getBoundingClientRect().width,
          track: (bar.parentElement as HTMLElement).getBoundingClientRect().width,
          weight: Number.parseFloat(
            (bar.closest('td') as HTMLElement).textContent?.replace('%', '') ?? '',
          ),
        })),
      );
      const largest = Math.max(...bars.map((b) => b.weight));
      for (const bar of bars) {
        expect(bar.width / bar.track).toBeCloseTo(bar.weight / largest, 1);
      }
      const [top, bottom] = [bars[0]!, bars.at(-1)!];
      expect(top.width - bottom.width).toBeGreaterThan(top.track * 0.3);
      // Nothing that applies only to companies: no analysts, statements or insiders.
      for (const panel of ['consensus', 'ratings', 'statements', 'earnings', 'metrics']) {
        expect(await page.locator(`[data-testid="${panel}"]`).count(), panel).toBe(0);
      }
      await page.locator('[data-testid="ticker-news"]').waitFor();
      expect(await page.locator('[data-testid="error"]').count()).toBe(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await job.browser.screenshot(`security-spy-${size.label}`);
    });
  }

  it('logged no console error', () => {
    expect(job.browser.errors).toEqual([]);
  });
});
