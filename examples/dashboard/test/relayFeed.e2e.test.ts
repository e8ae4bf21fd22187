/**
 * The feed on the main job's relay: one Server-Sent Events stream instead of a poller per tab,
 * the same states, every headline once, cover images that load, no console error; and polling
 * when the relay refuses the stream.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startMainJobInBrowser } from './helpers/e2e';

const job = startMainJobInBrowser({ wiresPerMinute: 60, pollIntervalMs: 1_000 });

/** Counts the page's requests for the wire list and for the relay. */
function countRequests(page: Page) {
  const counts = { wires: 0, relay: 0 };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/news/v1/wire/page/history') counts.wires += 1;
    if (pathname === '/relay/wires') counts.relay += 1;
  });
  return counts;
}

const headlineIds = (page: Page) =>
  page.$$eval('[data-testid="headline"]', (items) =>
    items.map((item) => (item as HTMLElement).dataset.newsId ?? ''),
  );

describe('the feed on the relay', () => {
  it('streams new headlines once each, without polling, and every cover image loads', async () => {
    const { page } = job;
    const counts = countRequests(page);
    await page.goto(job.url());
    await page.locator('[data-testid="headline"]').nth(4).waitFor();
    const status = page.locator('[data-testid="live-status"]');
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('Live');
    expect(await status.getAttribute('data-source')).toBe('relay');
    expect(counts.relay).toBeGreaterThanOrEqual(1);
    const first = await headlineIds(page);
    const wiresBefore = counts.wires;
    // One a second arrive: a newer headline takes the top, and no poll of the list was sent.
    await page.waitForFunction(
      (known) => {
        const top = document.querySelector<HTMLElement>('[data-testid="headline"]');
        return top !== null && !known.includes(top.dataset.newsId ?? '');
      },
      first,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(3_000);
    expect(counts.wires, 'list requests while on the relay').toBe(wiresBefore);
    const ids = await headlineIds(page);
    expect(new Set(ids).size).toBe(ids.length);
    // Covers of streamed headlines point at this server and load. A headline that arrived a
    // moment ago may still be fetching its cover: wait until every one has settled (loaded or
    // broken, which `complete` reports alike), then require each to have loaded.
    const covers = () =>
      page.$$eval('[data-testid="headline"] img.cover', (images) =>
        images.slice(0, 8).map((image) => ({
          src: (image as HTMLImageElement).src,
          settled: (image as HTMLImageElement).complete,
          loaded: (image as HTMLImageElement).naturalWidth > 0,
        })),
      );
    let settled: Awaited<ReturnType<typeof covers>> = [];
    await expect
      .poll(
        async () => {
          settled = await covers();
          return settled.every((cover) => cover.settled);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(settled.length).toBeGreaterThan(0);
    for (const cover of settled) {
      expect(cover.src.startsWith(`${job.server.url}/images/`)).toBe(true);
      expect(cover.loaded, cover.src).toBe(true);
    }
    // Leaving the feed and coming back opens the stream again, with no failed request.
    await page.goto(job.url('#/ticker/AAPL'));
    await page.locator('[data-testid="quote"]').waitFor();
    await page.goto(job.url());
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('Live');
    expect(job.browser.errors).toEqual([]);
  });

  it('polls by itself when the relay refuses the stream', async () => {
    const page = await job.browser.context.newPage();
    await page.route('**/relay/wires**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'the relay serves its maximum of 1 streams' }),
      }),
    );
    const counts = countRequests(page);
    await page.goto(job.url());
    const status = page.locator('[data-testid="live-status"]');
    await expect
      .poll(() => status.getAttribute('data-source'), { timeout: 20_000 })
      .toBe('polling');
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('Live');
    const polled = counts.wires;
    await expect.poll(() => counts.wires, { timeout: 20_000 }).toBeGreaterThan(polled + 1);
    await page.close();
    // The refused stream is the only error logged (the browser reports the 503).
    expect(job.browser.errors.every((error) => /relay\/wires|503/.test(error))).toBe(true);
  });
});
