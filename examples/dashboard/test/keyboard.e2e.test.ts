/**
 * Keyboard-only journeys, at desktop and phone size: the skip link, the wire tabs with arrow
 * keys, the search combobox announcing its active option, and the phone reading pane taking
 * focus and giving it back (Escape, the Back button of the browser).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './helpers/browser';
import { startMainJob } from './helpers/server';

let server: Awaited<ReturnType<typeof startMainJob>>;
let browser: TestBrowser;

/** Where the keyboard focus is, described for assertions. */
const focused = () =>
  browser.page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      text: el?.textContent?.trim().slice(0, 80) ?? '',
      role: el?.getAttribute('role') ?? '',
      inReader: Boolean(el?.closest('[data-testid="reader"]')),
      newsId: el?.closest<HTMLElement>('[data-news-id]')?.dataset.newsId ?? '',
    };
  });

beforeAll(async () => {
  server = await startMainJob({ wiresPerMinute: 6 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('keyboard only, desktop', () => {
  it('skips to the content, then moves through the wire tabs with the arrow keys', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${server.url}/`);
    await page.locator('[data-testid="headline"]').first().waitFor();
    expect(await page.title()).toBe('News · Market Data');
    await page.keyboard.press('Tab');
    expect((await focused()).text).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect((await focused()).id).toBe('main');
    // The next Tab stop is the selected wire tab; the others are reached with arrows.
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ role: 'tab', text: 'All' });
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toMatchObject({ role: 'tab', text: "Editors' picks" });
    expect(
      await page.getByRole('tab', { name: "Editors' picks" }).getAttribute('aria-selected'),
    ).toBe('true');
    await page.keyboard.press('End');
    expect((await focused()).text).toBe('Other media');
    await page.keyboard.press('Home');
    expect((await focused()).text).toBe('All');
    // One Tab leaves the tab list.
    await page.keyboard.press('Tab');
    expect((await focused()).role).not.toBe('tab');
  });

  it('search announces the active option and Enter opens it', async () => {
    const { page } = browser;
    const box = page.getByRole('combobox', { name: 'Search securities' });
    await box.focus();
    await page.keyboard.type('Micro');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    const option = page.locator(`[id="${active}"]`);
    expect(await option.getAttribute('aria-selected')).toBe('true');
    const ticker = (await option.locator('.ticker').textContent()) ?? '';
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`#/(ticker|etf)/${ticker}$`));
    await expect.poll(() => page.title()).toBe(`${ticker} · Market Data`);
  });
});

describe('keyboard only, phone', () => {
  it('the reading pane takes focus, keeps it, and gives it back on Escape and Back', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/`);
    const first = page.locator('[data-testid="headline"] .headline-main').first();
    await first.waitFor();
    const newsId =
      (await page.locator('[data-testid="headline"]').first().getAttribute('data-news-id')) ?? '';
    await first.focus();
    await page.keyboard.press('Enter');
    const reader = page.locator('[data-testid="reader"][role="dialog"]');
    await reader.waitFor();
    await expect.poll(async () => (await focused()).inReader).toBe(true);
    // Four Tabs stay in the pane: the feed behind it is inert.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect((await focused()).inReader || (await focused()).tag === 'body').toBe(true);
    }
    await browser.screenshot('reader-phone');
    await page.keyboard.press('Escape');
    await reader.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused()).newsId).toBe(newsId);

    // The browser's Back closes the pane and stays in the app.
    await page.keyboard.press('Enter');
    await reader.waitFor();
    await page.goBack();
    await reader.waitFor({ state: 'detached' });
    expect(new URL(page.url()).origin).toBe(server.url);
    await expect.poll(async () => (await focused()).newsId).toBe(newsId);
    expect(await page.locator('[data-testid="headline"]').count()).toBeGreaterThan(0);

    // "Back to the feed" gives the focus back too.
    await page.keyboard.press('Enter');
    await reader.waitFor();
    await page.getByRole('button', { name: '← Back to the feed' }).press('Enter');
    await reader.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused()).newsId).toBe(newsId);
  });
});
