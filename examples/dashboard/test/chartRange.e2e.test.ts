/**
 * The price chart shows the whole range it was asked for, at 1440×900 and 390×844: SPY over a
 * month, a year and five years draws every bar from the range's first to its last, with no
 * empty stretch beside them, when the page opens at that size and after the window changes to
 * the other size. Screenshots land in `artifacts/` as `chart-range-SPY-<range>-<size>.png`.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startMainJobInBrowser } from './helpers/e2e';

const job = startMainJobInBrowser();

const sizes = [
  { label: 'desktop', width: 1440, height: 900 },
  { label: 'phone', width: 390, height: 844 },
] as const;

/** The bars each range asks for: a month and a year of sessions, five years of weeks. */
const ranges = [
  { key: '1M', interval: '1 day', bars: [19, 24] },
  { key: '1Y', interval: '1 day', bars: [245, 256] },
  { key: '5Y', interval: '1 week', bars: [255, 265] },
] as const;

const chart = (page: Page) => page.locator('[data-testid="price-chart"]');

/**
 * What the chart shows, as its attributes say: every bar from the first to the last, and a
 * visible range (in bars) that reaches at most one bar beyond them on either side.
 */
function whatIsShown(page: Page) {
  return chart(page).evaluate((element) => {
    const data = (element as HTMLElement).dataset;
    const [from, to] = (data.visibleRange ?? '').split(',').map(Number);
    const bars = Number(data.bars);
    return {
      firstBarShown: data.visibleFirstBar === data.firstBar,
      lastBarShown: data.visibleLastBar === data.lastBar,
      barsShown: `${data.visibleBars} of ${bars}`,
      nothingEmptyBeside: from !== undefined && to !== undefined && from >= -1 && to <= bars,
    };
  });
}

/** Waits until the chart of `range` is drawn and shows every one of its bars, and only them. */
async function expectWholeRange(page: Page, range: (typeof ranges)[number]) {
  await expect
    .poll(() => chart(page).getAttribute('data-interval'), { timeout: 30_000 })
    .toBe(range.interval);
  await chart(page).locator('canvas').first().waitFor({ timeout: 30_000 });
  const bars = Number(await chart(page).getAttribute('data-bars'));
  expect(bars).toBeGreaterThanOrEqual(range.bars[0]);
  expect(bars).toBeLessThanOrEqual(range.bars[1]);
  // The visible range settles once the chart has its size.
  await expect
    .poll(() => whatIsShown(page), { timeout: 30_000 })
    .toEqual({
      firstBarShown: true,
      lastBarShown: true,
      barsShown: `${bars} of ${bars}`,
      nothingEmptyBeside: true,
    });
}

describe('the price chart shows the whole range', () => {
  for (const [index, size] of sizes.entries()) {
    const other = sizes[1 - index] ?? size;
    it.each(ranges)(
      `SPY over $key opened at ${size.label} size, then resized to ${other.label} size, draws every bar of the range`,
      async (range) => {
        const { page } = job;
        await page.setViewportSize({ width: size.width, height: size.height });
        // A fresh load at this size (a new hash alone would keep the document).
        await page.goto('about:blank');
        await page.goto(job.url(`#/ticker/SPY?range=${range.key}`));
        await page
          .locator('[data-testid="price"][data-state="ready"]')
          .waitFor({ timeout: 30_000 });
        await expectWholeRange(page, range);
        await job.browser.screenshot(`chart-range-SPY-${range.key}-${size.label}`);
        // The window changes size (a phone turned, a window narrowed): the chart fits again.
        await page.setViewportSize({ width: other.width, height: other.height });
        await expectWholeRange(page, range);
        await job.browser.screenshot(`chart-range-SPY-${range.key}-${other.label}-resized`);
      },
      120_000,
    );
  }
});
