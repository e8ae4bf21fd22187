/**
 * State that survives a reload and can be shared (item 6): the feed's filters and its open
 * headline in the URL, the chart range and the statements' tab and periods in the URL and
 * remembered as preferences, and the scroll position per history entry (Back to the feed returns
 * to the same place; a view opened anew starts at its top).
 */
import { describe, expect, it } from 'vitest';
import { startMainJobInBrowser } from './helpers/e2e';

const job = startMainJobInBrowser({ wiresPerMinute: 6 });

const hash = () => job.browser.page.evaluate(() => window.location.hash);

describe('state in the URL and in local storage', () => {
  it('the feed keeps its tab and open headline over a reload, and the address opens it elsewhere', async () => {
    const { page, context } = job.browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${job.server.url}/`);
    await page.getByRole('tab', { name: 'Earnings' }).click();
    await expect.poll(hash).toContain('tab=earnings');
    const second = page.locator('[data-testid="headline"]').nth(1);
    await second.waitFor();
    const id = (await second.getAttribute('data-news-id')) ?? '';
    const title = (await second.locator('.headline-title').textContent()) ?? '';
    await second.locator('.headline-main').click();
    await expect.poll(hash).toContain(`news=${id}`);

    await page.reload();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Earnings' }).getAttribute('aria-selected'))
      .toBe('true');
    await expect
      .poll(() => page.locator('[data-testid="reader"] .reader-title').textContent())
      .toBe(title);

    // The address is a link to the headline: another tab opens it too.
    const url = page.url();
    const other = await context.newPage();
    await other.goto(url);
    await expect
      .poll(() => other.locator('[data-testid="reader"] .reader-title').textContent())
      .toBe(title);
    await other.close();
  });

  it('the chart range and the statements’ tab and periods hold over a reload and become the preference', async () => {
    const { page } = job.browser;
    await page.goto(`${job.server.url}/#/ticker/AAPL`);
    await page.locator('[data-testid="price"][data-state="ready"]').waitFor({ timeout: 20_000 });
    await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '5Y' }).click();
    const statements = page.locator('[data-testid="statements"]');
    await statements.scrollIntoViewIfNeeded();
    await statements.locator('[data-testid="statement-tree"]').waitFor();
    await statements.getByRole('tab', { name: 'Cash flow' }).click();
    await statements.getByRole('button', { name: 'Quarterly' }).click();
    await expect.poll(hash).toMatch(/range=5Y/);

    await page.reload();
    const pressed = (name: string) =>
      page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed');
    await expect.poll(() => pressed('5Y'), { timeout: 20_000 }).toBe('true');
    await expect.poll(() => pressed('Quarterly')).toBe('true');
    expect(
      await statements.getByRole('tab', { name: 'Cash flow' }).getAttribute('aria-selected'),
    ).toBe('true');
    await expect
      .poll(() => page.locator('[data-testid="price-chart"]').getAttribute('data-interval'))
      .toBe('1 week');

    // Another ticker, opened with no state in its address, starts from the reader's preference.
    await page.goto(`${job.server.url}/#/ticker/MSFT`);
    await expect.poll(() => pressed('5Y'), { timeout: 20_000 }).toBe('true');
    await expect.poll(() => pressed('Quarterly')).toBe('true');
  });

  it('on a phone, Back to the feed returns to where it was, and a ticker opens at its top', async () => {
    const { page } = job.browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${job.server.url}/`);
    await page.locator('[data-testid="headline"]').nth(20).waitFor();
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800);
    // The place is kept in the feed's history entry once scrolling pauses.
    await expect
      .poll(() => page.evaluate(() => (window.history.state as { scrollY?: number })?.scrollY))
      .toBe(800);
    // The headline at the top of the screen, and where it sits.
    const place = () =>
      page.evaluate(() => {
        const items = [...document.querySelectorAll<HTMLElement>('[data-testid="headline"]')];
        const top = items.find((item) => item.getBoundingClientRect().bottom > 0);
        return { id: top?.dataset.newsId, y: Math.round(top?.getBoundingClientRect().top ?? 0) };
      });
    const before = await place();
    const tag = page.locator('[data-testid="headline"] .tag').filter({ visible: true }).first();
    await tag.click();
    await expect.poll(hash).toMatch(/^#\/ticker\//);
    await page.locator('[data-testid="ticker-view"]').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.locator('[data-testid="headline"]').nth(20).waitFor();
    // The same headline at the same place (a headline that arrived meanwhile goes above it).
    await expect
      .poll(
        async () => {
          const after = await place();
          return after.id === before.id && Math.abs(after.y - before.y) <= 2;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(798);
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
