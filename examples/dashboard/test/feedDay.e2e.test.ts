/**
 * The feed over a day (item 8): a compact one-line mode that fits three times the headlines, a
 * read / unread state that survives a reload, a "new" count that empties once read, `j` / `k`
 * and `/`, and a clock that never says "in 7 sec." and reads right hours later.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startMainJobInBrowser } from './helpers/e2e';

const job = startMainJobInBrowser({ wiresPerMinute: 60, pollIntervalMs: 1_000 });
const sizes = [
  { label: 'desktop', width: 1440, height: 900, atLeast: 18 },
  { label: 'phone', width: 390, height: 844, atLeast: 12 },
];

/** Headlines wholly on screen, and the tallest of the first ten. */
const onScreen = (page: Page) =>
  page.$$eval('[data-testid="headline"]', (items) => {
    const boxes = items.map((item) => item.getBoundingClientRect());
    return {
      visible: boxes.filter((b) => b.top >= 0 && b.bottom <= window.innerHeight).length,
      tallest: Math.max(...boxes.slice(0, 10).map((b) => b.height)),
    };
  });

describe('the feed over a day', () => {
  for (const size of sizes) {
    it(`a compact mode shows one line per headline at ${size.label} size, kept over a reload`, async () => {
      const { page } = job;
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(job.url());
      await page.locator('[data-testid="headline"]').nth(30).waitFor();
      const comfortable = await onScreen(page);
      const toggle = page.getByRole('button', { name: 'Compact' });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      const compact = await onScreen(page);
      console.log(
        `${size.label}: ${comfortable.visible} headlines on screen, ${compact.visible} compact`,
      );
      expect(compact.visible).toBeGreaterThanOrEqual(size.atLeast);
      expect(compact.visible).toBeGreaterThanOrEqual(comfortable.visible * 2);
      // One line: as tall as a line of text and its padding, the title cut with an ellipsis.
      expect(compact.tallest).toBeLessThanOrEqual(40);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await job.browser.screenshot(`feed-dense-${size.label}`);
      await page.reload();
      await page.locator('[data-testid="headline"]').first().waitFor();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    });
  }

  it('remembers what was read over a reload, and the "new" count empties once read', async () => {
    const { page } = job;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(job.url());
    const third = page.locator('[data-testid="headline"]').nth(2);
    await third.waitFor();
    const id = (await third.getAttribute('data-news-id')) ?? '';
    // Headlines arrive every second and push the list down: from here on the headline is found
    // by its id, not by its place.
    const item = page.locator(`[data-news-id="${id}"]`);
    expect(await item.getAttribute('data-read')).toBe('false');
    await item.locator('.headline-main').click();
    await expect.poll(() => item.getAttribute('data-read'), { timeout: 10_000 }).toBe('true');
    await page.reload();
    await item.waitFor();
    expect(await item.getAttribute('data-read')).toBe('true');
    expect(
      await page.locator('[data-testid="headline"][data-read="false"]').count(),
    ).toBeGreaterThan(5);
    // New headlines arrive (one a second): the count says how many are unread, and empties.
    const count = page.getByTestId('new-count');
    await expect.poll(() => count.count(), { timeout: 30_000 }).toBe(1);
    await expect
      .poll(async () => Number.parseInt((await count.textContent()) ?? '0', 10), {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(2);
    await count.click();
    await expect.poll(() => page.locator('.headline.is-new').count()).toBe(0);
    // The next arrival counts from one again, not from the total so far.
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).toMatch(/^[1-3] new$/);
  });

  it('j and k move through the headlines and show each; / goes to the search box', async () => {
    const { page } = job;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(job.url('#/?tab=earnings'));
    const items = page.locator('[data-testid="headline"]');
    await items.nth(3).waitFor();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    const focusedId = () =>
      page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.newsId);
    const nextOf = (id: string | undefined) =>
      page.evaluate(
        (of) =>
          (document.querySelector(`[data-news-id="${of}"]`)?.nextElementSibling as HTMLElement)
            ?.dataset.newsId,
        id,
      );
    const readerTitle = () => page.locator('[data-testid="reader"] .reader-title').textContent();
    const titleOf = (id: string | undefined) =>
      page.locator(`[data-news-id="${id}"] .headline-title`).textContent();
    // From outside the list, j goes to the feed's Tab stop, the first headline.
    const first = await items.first().getAttribute('data-news-id');
    await page.keyboard.press('j');
    await expect.poll(focusedId).toBe(first);
    const second = await nextOf(first ?? '');
    await page.keyboard.press('j');
    await expect.poll(focusedId).toBe(second);
    await expect.poll(readerTitle).toBe(await titleOf(second));
    await page.keyboard.press('k');
    await expect.poll(focusedId).toBe(first);
    await expect.poll(readerTitle).toBe(await titleOf(first ?? ''));
    await page.keyboard.press('/');
    const search = page.getByRole('combobox', { name: 'Search securities' });
    await expect.poll(() => search.evaluate((e) => e === document.activeElement)).toBe(true);
    // Typed into a field, the letters are text, not shortcuts.
    await page.keyboard.type('jk');
    expect(await search.inputValue()).toBe('jk');
    expect(await focusedId()).toBeUndefined();
  });

  it('the clock never says a headline is in the future, and reads right hours later', async () => {
    const page = await job.browser.context.newPage();
    await page.clock.install();
    await page.goto(job.url());
    const times = () => page.locator('[data-testid="headline"] time').allTextContents();
    await page.locator('[data-testid="headline"]').nth(5).waitFor();
    // Arrivals (one a second) right after a tick of the clock say "just now", never "in …".
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      for (const text of await times()) seen.add(text);
      await page.waitForTimeout(1_000);
    }
    expect([...seen].filter((text) => /^in\b/.test(text))).toEqual([]);
    expect(seen.has('just now')).toBe(true);
    // Three hours later (the page's clock only), the newest headline says so.
    await page.clock.fastForward('03:00:00');
    await expect.poll(async () => (await times())[0]).toBe('3 h ago');
    // A day later, the time of day and the date instead of a count of hours.
    await page.clock.fastForward('24:00:00');
    await expect.poll(async () => (await times())[0]).toMatch(/\d{4}.*\d{1,2}:\d{2}/);
    await page.close();
  });
});
