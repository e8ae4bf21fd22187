/**
 * The first headline's path: on a first load of the news view the app's entry asks for the feed's
 * first history page alongside the view's code, so the page's request does not wait for that code
 * to arrive and run. Shown without timing: the view's code is held back until the request is seen.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startMainJobInBrowser } from './helpers/e2e';

const job = startMainJobInBrowser({ wiresPerMinute: 6 });
const historyPath = '/news/v1/wire/page/history';

/** Opens `hash` with the news view's code held back; what the page asked for meanwhile. */
async function loadWithFeedCodeHeld(page: Page, hash: string) {
  const held: Route[] = [];
  let release = () => {};
  let onHeld = () => {};
  const codeHeld = new Promise<void>((resolve) => {
    onHeld = resolve;
  });
  const heldNow = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/FeedView-[\w-]+\.js$/, async (route) => {
    held.push(route);
    onHeld();
    await heldNow;
    await route.continue();
  });
  const historyPages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === historyPath) historyPages.push(url.search);
  });
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === historyPath, {
    timeout: 30_000,
  });
  await page.goto(job.url(hash));
  // The view's code is held until the first page was asked for (or the wait gave up).
  const askedWhileHeld = await asked.then(
    () => true,
    () => false,
  );
  // The view's code is asked for too (in either order), and still held.
  const codeWasHeld = await Promise.race([
    codeHeld.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000)),
  ]);
  release();
  return { askedWhileHeld, codeWasHeld, historyPages };
}

describe('the first headline', () => {
  for (const { label, hash, search } of [
    { label: 'the whole feed', hash: '#/', search: '?size=20' },
    { label: 'a filtered feed', hash: '#/?tab=earnings', search: '?tab=earnings&size=20' },
  ]) {
    it(`is asked for while the news view’s code is still loading, once (${label})`, async () => {
      const page = await job.browser.context.newPage();
      const { askedWhileHeld, codeWasHeld, historyPages } = await loadWithFeedCodeHeld(page, hash);
      expect(codeWasHeld, 'the news view’s code was requested and held').toBe(true);
      expect(askedWhileHeld, 'first page asked for before the view’s code arrived').toBe(true);
      await page.locator('[data-testid="headline"]').first().waitFor();
      // The view takes the page asked for by the entry: the same filter, no second first page
      // (a live feed may later ask for pages below a headline, with a start_id: not counted).
      const firstPages = historyPages.filter((query) => !query.includes('start_id='));
      expect(firstPages, `history requests: ${historyPages.join(' ')}`).toEqual([search]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.close();
    });
  }

  it('draws the news view with no loading state of the view’s code before it', async () => {
    const page = await job.browser.context.newPage();
    // Notes whether the app's loading state for a view's code (`#main > [aria-label="Loading"]`)
    // was ever in the page before the first headline.
    await page.addInitScript(`
      window.__viewLoading = false;
      new MutationObserver((_, observer) => {
        if (document.querySelector('#main > [aria-label="Loading"]')) window.__viewLoading = true;
        if (document.querySelector('[data-testid="headline"]')) observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    `);
    await page.goto(job.url('#/'));
    await page.locator('[data-testid="headline"]').first().waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __viewLoading: boolean }).__viewLoading),
    ).toBe(false);
    await page.close();
  });

  it('is not asked for on another view', async () => {
    const page = await job.browser.context.newPage();
    const historyPages: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === historyPath) historyPages.push(url.search);
    });
    await page.goto(job.url('#/watchlist'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(historyPages).toEqual([]);
    await page.close();
  });
});
