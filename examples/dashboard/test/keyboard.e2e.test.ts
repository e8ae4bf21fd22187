/**
 * Keyboard-only journeys, at desktop and phone size: the skip link, the wire tabs with arrow
 * keys, the search combobox announcing its active option, and the phone reading pane taking
 * focus and giving it back (Escape, the Back button of the browser); the live dot stops pulsing
 * for readers who ask for reduced motion.
 */
import { describe, expect, it } from 'vitest';
import { startMainJobInBrowser } from './helpers/e2e';

const job = startMainJobInBrowser({ wiresPerMinute: 6 });

/** Where the keyboard focus is, described for assertions. */
const focused = () =>
  job.browser.page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      text: el?.textContent?.trim().slice(0, 80) ?? '',
      role: el?.getAttribute('role') ?? '',
      inReader: Boolean(el?.closest('[data-testid="reader"]')),
      newsId: el?.closest<HTMLElement>('[data-news-id]')?.dataset.newsId ?? '',
      headline: el?.getAttribute('role') === 'article',
      posinset: Number(el?.getAttribute('aria-posinset') ?? 0),
      labelledBy: el?.getAttribute('aria-labelledby') ?? '',
    };
  });

describe('keyboard only, desktop', () => {
  it('skips to the content, then moves through the wire tabs with the arrow keys', async () => {
    const { page } = job.browser;
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${job.server.url}/`);
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
    const { page } = job.browser;
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

describe('keyboard only, desktop: the headline feed', () => {
  it('reaches the reading pane in two Tabs (skip link) or a few; PageDown and PageUp move between headlines; Enter reads', async () => {
    const { page } = job.browser;
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${job.server.url}/`);
    await page.locator('[data-testid="headline"]').nth(5).waitFor();
    const feed = page.getByRole('feed', { name: 'Headlines, newest first' });
    expect(await feed.getAttribute('aria-busy')).toBe('false');
    // From page load: the second Tab stop skips to the reading pane.
    await page.keyboard.press('Tab');
    expect((await focused()).text).toBe('Skip to content');
    await page.keyboard.press('Tab');
    expect((await focused()).text).toBe('Skip to reading pane');
    await page.keyboard.press('Enter');
    expect((await focused()).inReader).toBe(true);
    // Tab only, from page load: the whole list of headlines is one Tab stop on the way.
    await page.goto(`${job.server.url}/`);
    await page.locator('[data-testid="headline"]').nth(5).waitFor();
    let tabs = 0;
    let headlineStops = 0;
    while (!(await focused()).inReader && tabs < 40) {
      await page.keyboard.press('Tab');
      tabs += 1;
      if ((await focused()).headline) headlineStops += 1;
    }
    console.log(`desktop: ${tabs} Tab presses from page load to the reading pane, Tab only`);
    expect((await focused()).inReader, 'the reading pane is reached with Tab').toBe(true);
    // The top bar (with the watchlist and the market strip's three funds) and the feed's
    // filters come first; the list of headlines is a single stop on the way.
    expect(tabs).toBeLessThanOrEqual(22);
    expect(headlineStops).toBe(1);

    // The headline stop is an article of the feed, named by its title.
    await page.keyboard.press('Shift+Tab');
    while (!(await focused()).headline && tabs-- > 0) await page.keyboard.press('Shift+Tab');
    const first = await focused();
    expect(first).toMatchObject({ headline: true, posinset: 1 });
    expect(first.labelledBy).toBe(`title-${first.newsId}`);
    const articles = page.locator('[data-testid="headlines"] > [role="article"]');
    const second = articles.nth(1);
    const third = articles.nth(2);
    await page.keyboard.press('PageDown');
    expect(await focused()).toMatchObject({
      headline: true,
      posinset: 2,
      newsId: (await second.getAttribute('data-news-id')) ?? 'missing',
    });
    await page.keyboard.press('PageDown');
    expect(await focused()).toMatchObject({
      posinset: 3,
      newsId: (await third.getAttribute('data-news-id')) ?? 'missing',
    });
    await page.keyboard.press('PageUp');
    expect((await focused()).posinset).toBe(2);
    // Only the focused headline is a Tab stop: Tab leaves the feed, Shift+Tab comes back to it.
    expect(await articles.evaluateAll((els) => els.filter((e) => e.tabIndex === 0).length)).toBe(1);
    // Enter opens the headline and moves the focus to the reading pane's title.
    const secondTitle = (await second.locator('.headline-title').textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused()).inReader).toBe(true);
    expect((await focused()).text).toBe(secondTitle.trim().slice(0, 80));
    expect(await second.getAttribute('class')).toContain('selected');
  });
});

describe('keyboard only, phone', () => {
  it('the reading pane takes focus, keeps it, and gives it back on Escape and Back', async () => {
    const { page } = job.browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${job.server.url}/`);
    const first = page.locator('[data-testid="headline"] .headline-main').first();
    await first.waitFor();
    // From the page load, keyboard only: the skip link, the wire tabs, then Tab to a headline.
    await page.keyboard.press('Tab');
    expect((await focused()).text).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect((await focused()).id).toBe('main');
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ role: 'tab', text: 'All' });
    let stops = 0;
    while (!(await focused()).headline && stops < 15) {
      await page.keyboard.press('Tab');
      stops += 1;
    }
    const newsId = (await focused()).newsId;
    expect(newsId, 'a headline is reached with Tab from the wire tabs').not.toBe('');
    console.log(`phone: ${stops} Tab stops from the wire tabs to the first headline`);
    await page.keyboard.press('Enter');
    const reader = page.locator('[data-testid="reader"][role="dialog"]');
    await reader.waitFor();
    await expect.poll(async () => (await focused()).inReader).toBe(true);
    // Four Tabs stay in the pane: the feed behind it is inert.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect((await focused()).inReader || (await focused()).tag === 'body').toBe(true);
    }
    await job.browser.screenshot('reader-phone');
    await page.keyboard.press('Escape');
    await reader.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused()).newsId).toBe(newsId);

    // The browser's Back closes the pane and stays in the app.
    await page.keyboard.press('Enter');
    await reader.waitFor();
    await page.goBack();
    await reader.waitFor({ state: 'detached' });
    expect(new URL(page.url()).origin).toBe(job.server.url);
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

describe('the wire tabs and the live announcer on a phone', () => {
  it('hints at the off-screen tabs and scrolls the last one into view when the arrows reach it', async () => {
    const { page } = job.browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${job.server.url}/`);
    await page.locator('[data-testid="headline"]').first().waitFor();
    const tablist = page.getByRole('tablist', { name: 'Wire tabs' });
    const lastTab = page.getByRole('tab', { name: 'Other media' });
    const inView = () =>
      lastTab.evaluate((tab) => {
        const list = tab.closest('[role="tablist"]')!.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return box.left >= list.left - 1 && box.right <= list.right + 1;
      });
    // At first the last tab is cut off, and a visible hint says more tabs follow.
    expect(await inView()).toBe(false);
    const more = page.locator('[data-testid="tabs-more-after"]');
    expect(await more.isVisible()).toBe(true);
    await job.browser.screenshot('wire-tabs-phone');
    // Arrow keys reach the last tab; it scrolls into view and the hint goes.
    await page.getByRole('tab', { name: 'All' }).focus();
    const count = await tablist.getByRole('tab').count();
    for (let i = 1; i < count; i += 1) await page.keyboard.press('ArrowRight');
    expect((await focused()).text).toBe('Other media');
    await expect.poll(inView).toBe(true);
    await expect.poll(() => more.isVisible()).toBe(false);
    await page.keyboard.press('Home');
    expect((await focused()).text).toBe('All');
  });

  it('announces new headlines only, not the relative times ticking', async () => {
    const { page } = job.browser;
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${job.server.url}/`);
    await page.locator('[data-testid="headline"]').nth(4).waitFor();
    // Record, at every change of the page, the announcer's text, the headline ids and the times.
    await page.evaluate(() => {
      const log: { announcer: string; ids: string; times: string }[] = [];
      const snapshot = () => {
        const ids = [...document.querySelectorAll<HTMLElement>('[data-testid="headline"]')]
          .map((h) => h.dataset.newsId)
          .join(',');
        const times = [...document.querySelectorAll('[data-testid="headline"] time')]
          .map((t) => t.textContent)
          .join('|');
        const announcer =
          document.querySelector('[data-testid="feed-announcer"]')?.textContent ?? '';
        const prev = log.at(-1);
        if (!prev || prev.announcer !== announcer || prev.ids !== ids || prev.times !== times)
          log.push({ announcer, ids, times });
      };
      snapshot();
      new MutationObserver(snapshot).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      (window as unknown as { feedLog: typeof log }).feedLog = log;
    });
    type Entry = { announcer: string; ids: string; times: string };
    const log = () =>
      page.evaluate(() => (window as unknown as { feedLog: Entry[] }).feedLog.slice());
    // Wait for a tick of the relative times with no new headline, and for a new headline.
    const ticked = (entries: Entry[]) =>
      entries.some(
        (e, i) => i > 0 && e.ids === entries[i - 1]?.ids && e.times !== entries[i - 1]?.times,
      );
    const arrived = (entries: Entry[]) =>
      entries.some((e) => e.ids !== entries[0]?.ids && e.announcer !== entries[0]?.announcer);
    await expect
      .poll(
        async () => {
          const entries = await log();
          return ticked(entries) && arrived(entries);
        },
        { timeout: 45_000, interval: 1_000 },
      )
      .toBe(true);
    const entries = await log();
    // The announcer changes only when a headline arrived since its last change, and names it.
    let announcedIds = new Set((entries[0] as Entry).ids.split(','));
    let announcements = 0;
    for (let i = 1; i < entries.length; i += 1) {
      const before = entries[i - 1] as Entry;
      const after = entries[i] as Entry;
      if (after.announcer === before.announcer) continue;
      const fresh = after.ids.split(',').filter((id) => !announcedIds.has(id));
      expect(fresh.length, `"${after.announcer}" with no new headline`).toBeGreaterThan(0);
      expect(after.announcer).toMatch(/^(New headline: |\d+ new headlines\. Newest: )/);
      announcedIds = new Set(after.ids.split(','));
      announcements += 1;
    }
    expect(announcements).toBeGreaterThan(0);
  });
});

describe('reduced motion', () => {
  it('the live dot pulses, and stops when the reader prefers reduced motion', async () => {
    const { page } = job.browser;
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${job.server.url}/`);
    const dot = page.locator('[data-testid="live-status"].live-live');
    await dot.waitFor();
    const animation = () =>
      dot.evaluate((el) => {
        const style = getComputedStyle(el, '::before');
        return { name: style.animationName, duration: style.animationDuration };
      });
    expect((await animation()).name).toBe('pulse');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      const still = await animation();
      expect(still.name === 'none' || still.duration === '0s', JSON.stringify(still)).toBe(true);
    } finally {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});
