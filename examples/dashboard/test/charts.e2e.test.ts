/**
 * Every chart of the dashboard in a real Chromium: a legend under it names each series with its
 * value under the pointer and switches it off and on; nothing is drawn over the earnings chart's
 * first and last points.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startMainJobInBrowser } from './helpers/e2e';

const job = startMainJobInBrowser();

/** The RGBA colour of one pixel of an element's screenshot (decoded by the browser). */
async function pixel(page: Page, element: Locator, x: number, y: number): Promise<number[]> {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(
    async ([data, px, py]) => {
      const blob = await (await fetch(`data:image/png;base64,${data}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0);
      return [...context.getImageData(px as number, py as number, 1, 1).data];
    },
    [png, x, y] as const,
  );
}

const near = (a: number[], b: number[]) =>
  a.slice(0, 3).every((v, i) => Math.abs(v - (b[i] ?? 0)) <= 24);

const charts = [
  { name: 'earnings', route: '#/ticker/AAPL', chart: 'earnings-chart', panel: 'earnings' },
  { name: 'price', route: '#/ticker/AAPL', chart: 'price-chart', panel: 'price' },
  { name: 'ETF weights', route: '#/etf/SPY', chart: 'etf-chart', panel: undefined },
] as const;

describe('the charts', () => {
  it.each(charts)(
    'the $name chart has a legend with values under the pointer and series that switch off',
    async ({ route, chart: testId, panel }) => {
      const { page } = job.browser;
      await page.goto(`${job.server.url}/${route}`);
      if (panel) await page.locator(`[data-testid="${panel}"][data-state="ready"]`).waitFor();
      const chart = page.locator(`[data-testid="${testId}"]`);
      await chart.locator('canvas').first().waitFor();
      const figure = page.locator('figure', { has: chart });
      const legend = figure.locator('[data-testid="chart-legend"]');
      const toggles = legend.getByRole('button');
      expect(await toggles.count()).toBeGreaterThanOrEqual(2);
      for (const pressed of await toggles.evaluateAll((b) => b.map((e) => e.ariaPressed)))
        expect(pressed).toBe('true');

      // The legend follows the pointer: a point in the first third shows other values than the latest.
      await page.mouse.move(0, 0);
      const latest = await figure.textContent();
      const box = await chart.boundingBox();
      if (!box) throw new Error('the chart has no box');
      await chart.hover({ position: { x: box.width * 0.3, y: box.height * 0.4 } });
      await expect.poll(() => figure.textContent()).not.toBe(latest);
      await page.mouse.move(0, 0);
      await expect.poll(() => figure.textContent()).toBe(latest);

      // Each series switches off (the chart is drawn without it) and back on.
      const before = await chart.screenshot();
      const first = toggles.first();
      await first.click();
      expect(await first.getAttribute('aria-pressed')).toBe('false');
      await expect.poll(async () => (await chart.screenshot()).equals(before)).toBe(false);
      await first.click();
      expect(await first.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(async () => (await chart.screenshot()).equals(before)).toBe(true);
    },
  );

  it('draws nothing over the earnings chart’s first and last points', async () => {
    const { page } = job.browser;
    await page.goto(`${job.server.url}/#/ticker/AAPL`);
    await page.locator('[data-testid="earnings"][data-state="ready"]').waitFor();
    const chart = page.locator('[data-testid="earnings-chart"]');
    await chart.locator('canvas').first().waitFor();
    await page.mouse.move(0, 0);
    // The accent colour of the "Actual EPS" series, from its legend swatch.
    const swatch = page
      .locator('[data-testid="chart-legend"] [data-series="actual"] .swatch')
      .first();
    const rgb = await swatch.evaluate((e) => getComputedStyle(e).backgroundColor);
    const accent = (rgb.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    expect(accent).toHaveLength(3);
    for (const which of ['firstPoint', 'lastPoint'] as const) {
      await expect
        .poll(() => chart.evaluate((e, k) => (e as HTMLElement).dataset[k], which))
        .toMatch(/^\d+,\d+$/);
      const [x, y] = ((await chart.evaluate((e, k) => (e as HTMLElement).dataset[k], which)) ?? '')
        .split(',')
        .map(Number) as [number, number];
      const plotWidth = Number(await chart.evaluate((e) => (e as HTMLElement).dataset.plotWidth));
      // The whole marker (radius 4) inside the plot, clear of its edges and the price scale.
      expect(x).toBeGreaterThan(6);
      expect(x).toBeLessThan(plotWidth - 6);
      // The point's own colour is what shows there: no label or logo on top of it.
      expect(near(await pixel(page, chart, x, y), accent), `${which} at ${x},${y}`).toBe(true);
    }
    await job.browser.screenshot('earnings-chart');
    expect(job.browser.errors, job.browser.errors.join('\n')).toEqual([]);
  });
});
