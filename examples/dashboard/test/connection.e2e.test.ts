/**
 * The server stopped and started again while the page is open: one banner says so, what was on
 * screen stays, and everything recovers with no click.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './helpers/browser';
import { startMainJob } from './helpers/server';

type MainJob = Awaited<ReturnType<typeof startMainJob>>;
let server: MainJob | undefined;
let port = 0;
let browser: TestBrowser;

const options = { wiresPerMinute: 60, pollIntervalMs: 1_000 };

beforeAll(async () => {
  server = await startMainJob(options);
  port = server.port;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('an outage while the page is open', () => {
  it('keeps the data, shows one banner, and recovers by itself', async () => {
    const { page } = browser;
    const base = `http://127.0.0.1:${port}`;
    await page.goto(`${base}/`);
    await page.locator('[data-testid="headline"]').nth(4).waitFor();
    await page.evaluate(() => {
      window.location.hash = '#/ticker/AAPL';
    });
    await page.locator('[data-testid="consensus"][data-state="ready"]').waitFor();
    await page.locator('[data-testid="price-chart"] canvas').first().waitFor();

    // The page's own clock, formatted as the page formats times: the last answer came in
    // between the page load and the stop.
    const loadedAt = await page.evaluate(() => performance.timeOrigin);
    await server?.close();
    server = undefined;
    const stoppedAt = await page.evaluate(() => Date.now());
    const answerTimes = await page.evaluate(
      ([from, to]) => {
        const format = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
        const out = new Set<string>();
        for (let t = from - 60_000; t <= to + 60_000; t += 30_000) out.add(format.format(t));
        return [...out];
      },
      [loadedAt, stoppedAt] as const,
    );

    // A refresh during the outage: the chart that was drawn stays, with the reason beside it.
    await page.getByRole('button', { name: 'Refresh' }).click();
    const banner = page.locator('[data-testid="offline-banner"]');
    await banner.waitFor({ timeout: 20_000 });
    expect(await banner.textContent()).toContain('Reconnecting to the server');
    // The data kept on screen says how old it is: the time of the last answer and its age.
    const age = /What you see is from (.+?) \((.+?)\)\./.exec((await banner.textContent()) ?? '');
    expect(age, 'the banner names the age of what is shown').not.toBeNull();
    expect(answerTimes).toContain(age?.[1]);
    expect(age?.[2]).toMatch(/ago|now/);
    await page.locator('[data-testid="price"][data-state="stale"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid="price-chart"] canvas').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="consensus"][data-state="ready"]').count()).toBe(1);
    // The statements card cannot load while the server is stopped: shot as it is.
    await browser.screenshot('outage-ticker', undefined, { belowTheFold: false });

    // The feed keeps its headlines and says it is reconnecting, not live.
    await page.evaluate(() => {
      window.location.hash = '#/';
    });
    await page.locator('[data-testid="headline"]').nth(4).waitFor();
    await expect
      .poll(() => page.locator('[data-testid="live-status"]').textContent(), { timeout: 15_000 })
      .toBe('Reconnecting');
    const feedAge = (await page.locator('[data-testid="feed-age"]').textContent()) ?? '';
    expect(feedAge).toMatch(/^as of /);
    expect(answerTimes).toContain(feedAge.replace(/^as of /, ''));
    const during = await page.$$eval('[data-testid="headline"]', (items) =>
      items.map((item) => (item as HTMLElement).dataset.newsId ?? ''),
    );
    expect(during.length).toBeGreaterThanOrEqual(5);
    expect(await banner.isVisible()).toBe(true);
    await browser.screenshot('outage-feed');

    // Back: no click; the banner goes, the feed is live again and a new headline arrives.
    server = await startMainJob({ ...options, port });
    await banner.waitFor({ state: 'detached', timeout: 20_000 });
    await expect
      .poll(() => page.locator('[data-testid="live-status"]').textContent(), { timeout: 20_000 })
      .toBe('Live');
    await page.waitForFunction(
      (known) => {
        const top = document.querySelector<HTMLElement>('[data-testid="headline"]');
        return top !== null && !known.includes(top.dataset.newsId ?? '');
      },
      during,
      { timeout: 30_000 },
    );

    // The refresh that failed loaded by itself.
    await page.evaluate(() => {
      window.location.hash = '#/ticker/AAPL';
    });
    await page.locator('[data-testid="price"][data-state="ready"]').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-testid="error"]').count()).toBe(0);
    expect(await page.locator('[data-testid="stale-note"]').count()).toBe(0);
    await browser.screenshot('outage-recovered');
  });
});
