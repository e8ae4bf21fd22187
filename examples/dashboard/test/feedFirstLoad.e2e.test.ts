/**
 * The feed's first load draws its first page once: the live feed opens with the relay's snapshot
 * of the 50 latest headlines, and the ones older than the first page wait for "Load older
 * headlines" (where they all come, once each) instead of doubling the list right after it
 * showed, with their images and tags' requests and a layout shift.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startMainJobInBrowser } from './helpers/e2e';
import { metricsInitScript } from './helpers/metrics';

const job = startMainJobInBrowser({ wiresPerMinute: 6 });

/** Notes the ids of the headlines the relay's stream delivers to the page. */
const relayWatchScript = `
  window.__relayIds = [];
  const Native = window.EventSource;
  window.EventSource = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('headline', (event) => {
        window.__relayIds.push(JSON.parse(event.data).news_id);
      });
    }
  };
`;

const headlineIds = (page: Page) =>
  page.$$eval('[data-testid="headline"]', (items) =>
    items.map((item) => (item as HTMLElement).dataset.newsId ?? ''),
  );
const relayIds = (page: Page) =>
  page.evaluate(() => (window as unknown as { __relayIds: string[] }).__relayIds);
const cls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __metrics: { cls: number } }).__metrics.cls);
/** Lets React render what arrived: two frames, twice. */
const settle = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 4; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });

describe('the feed’s first load', () => {
  for (const size of [
    { label: 'desktop', width: 1440, height: 900 },
    { label: 'phone', width: 390, height: 844 },
  ]) {
    it(`shows the first page alone once the relay’s snapshot arrived, at ${size.label} size, with no layout shift`, async () => {
      const page = await job.browser.context.newPage();
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript(metricsInitScript);
      await page.addInitScript(relayWatchScript);
      const historyPages: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/news/v1/wire/page/history') historyPages.push(url.search);
      });
      await page.goto(job.url());
      await page.locator('[data-testid="headline"]').first().waitFor();
      // The snapshot (the 50 latest) has reached the page and the feed has taken it in.
      await expect.poll(async () => (await relayIds(page)).length).toBeGreaterThanOrEqual(50);
      await expect.poll(() => page.getByTestId('live-status').textContent()).toBe('Live');
      await settle(page);
      const shown = await headlineIds(page);
      expect(historyPages, 'history pages asked for').toEqual(['?size=20']);
      // The first page (plus, at most, a headline published since it was fetched).
      expect(shown.length, 'headlines drawn after the snapshot').toBeLessThanOrEqual(21);
      expect(shown.length).toBeGreaterThanOrEqual(20);
      expect(await cls(page), 'cumulative layout shift').toBeLessThan(0.1);

      // Nothing of the snapshot is lost: the older ones come with the history's next pages.
      const older = page.getByRole('button', { name: 'Load older headlines' });
      for (const expected of [40, 60]) {
        await older.click();
        await expect
          .poll(async () => (await headlineIds(page)).length)
          .toBeGreaterThanOrEqual(expected);
      }
      const all = await headlineIds(page);
      expect(new Set(all).size, 'each headline once').toBe(all.length);
      const snapshot = (await relayIds(page)).slice(0, 50);
      expect(snapshot.filter((id) => !all.includes(id))).toEqual([]);
      await page.close();
    });
  }
});
