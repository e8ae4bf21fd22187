/**
 * Five years of history on the ticker page: NVDA, NFLX and AAPL over 5 years start five years
 * back (the sandbox's prices reach 2016), split-adjusted across NVDA's 10:1 split of 2024-06-10
 * and NFLX's of 2025-11-17. Screenshots land in `artifacts/` as `history-<ticker>-5Y.png`.
 */
import type { Candle } from '@marketdata-sdk/types';
import { describe, expect, it } from 'vitest';
import { startMainJobInBrowser } from './helpers/e2e';
import { api } from './helpers/server';

type Envelope<T> = { data: { data: T } };

const job = startMainJobInBrowser();
const dayMs = 86_400_000;

async function candles(params: Record<string, string | number>): Promise<Candle[]> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return (await api<Envelope<Candle[]>>(job.server.url, `/marketdata/candles?${query}`)).data.data;
}

describe('the ticker page over 5 years', () => {
  it.each([
    ['NVDA', 'split 2024-06-10 10:1'],
    ['NFLX', 'split 2025-11-17 10:1'],
    ['AAPL', undefined],
  ] as const)(
    '%s draws five years of weekly bars, split-adjusted',
    async (ticker, split) => {
      const { page } = job;
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(job.url(`#/ticker/${ticker}?range=5Y`));
      await page.locator('[data-testid="price"][data-state="ready"]').waitFor({ timeout: 30_000 });
      const chart = page.locator('[data-testid="price-chart"]');
      await chart.locator('canvas').first().waitFor();
      await expect.poll(() => chart.getAttribute('data-interval')).toBe('1 week');
      const daily = await candles({
        ticker,
        interval: 'day',
        step: 1,
        from: Date.now() - 20 * dayMs,
      });
      const open = daily.at(-1)!.t;
      const bars = await candles({
        ticker,
        interval: 'week',
        step: 1,
        from: open - 5 * 366 * dayMs,
        to: open + 10.5 * 3_600_000,
        adjustment: 'backward',
      });
      // The first week drawn is five years back, not where a shorter history began.
      expect(open - bars[0]!.t).toBeGreaterThan((5 * 366 - 14) * dayMs);
      await expect.poll(() => chart.getAttribute('data-first-bar')).toBe(String(bars[0]!.t));
      // Split-adjusted: no week falls by half.
      const worst = Math.min(...bars.slice(1).map((b, i) => b.c / bars[i]!.c));
      expect(worst).toBeGreaterThan(0.5);
      if (split)
        await expect
          .poll(() => chart.getAttribute('data-events'), { timeout: 15_000 })
          .toContain(split);
      await job.browser.screenshot(`history-${ticker}-5Y`);
    },
    120_000,
  );
});
