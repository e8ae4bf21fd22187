/**
 * Search as a reader uses it (item 9): the exact ticker first, then names that start with what
 * was typed, then the rest; Enter takes the top suggestion, even when pressed before the
 * suggestions for the last keystroke have come.
 */
import { describe, expect, it } from 'vitest';
import { startMainJobInBrowser } from './helpers/e2e';
import { api } from './helpers/server';

type Found = { data: { data: { ticker: string; name: string }[] } };

const job = startMainJobInBrowser();

const box = () => job.browser.page.getByRole('combobox', { name: 'Search securities' });
const options = () => job.browser.page.locator('[role="option"] .ticker').allTextContents();

describe('search ranks what the reader meant first', () => {
  it('"micro" lists Microsoft before Advanced Micro Devices, and Enter opens MSFT', async () => {
    const { page } = job.browser;
    // The service itself lists AMD first: the order on screen is the app's ranking.
    const found = await api<Found>(job.server.url, '/securities/search?query=micro');
    expect(found.data.data.map((s) => s.ticker)).toEqual(['AMD', 'MSFT']);
    await page.goto(`${job.server.url}/`);
    await box().fill('micro');
    await expect.poll(options).toEqual(['MSFT', 'AMD']);
    await box().press('Enter');
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/ticker/MSFT');
  });

  it('the exact ticker comes before names and longer tickers', async () => {
    const { page } = job.browser;
    await page.goto(`${job.server.url}/`);
    await box().fill('ms');
    await expect.poll(async () => (await options())[0]).toBe('MS');
    expect((await options()).indexOf('MSFT')).toBeGreaterThan(0);
  });

  it('"appl" typed fast and Enter at once opens AAPL, not an unknown "APPL"', async () => {
    const { page } = job.browser;
    await page.goto(`${job.server.url}/`);
    await box().click();
    // No pause between the keys and Enter: the suggestions for "appl" have not come yet.
    await page.keyboard.type('appl');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/ticker/AAPL');
    await page.locator('[data-testid="quote"]').waitFor();
    expect(await page.locator('[data-testid="unknown-ticker"]').count()).toBe(0);
  });

  it('Enter on text nothing matches still opens it as typed, saying "Symbol not found"', async () => {
    const { page } = job.browser;
    await page.goto(`${job.server.url}/`);
    await box().click();
    await page.keyboard.type('zzzq');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/ticker/ZZZQ');
    await page.locator('[data-testid="unknown-ticker"]').waitFor();
  });
});
