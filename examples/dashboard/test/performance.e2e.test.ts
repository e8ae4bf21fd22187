/**
 * What a first visit costs, per view, at desktop and phone size: bytes over the wire (compressed),
 * the time to the first headline and the cumulative layout shift. The numbers are printed and
 * written to artifacts/page-metrics.json; asserted are only properties of the page, not of the
 * machine's speed: the ticker view's layout shift, and that the JavaScript arrives compressed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir } from './helpers/browser';
import { startMainJobInBrowser } from './helpers/e2e';
import { type LoadMetrics, metricsInitScript, watchNetwork } from './helpers/metrics';

const job = startMainJobInBrowser({ wiresPerMinute: 6 });
const results: Record<string, LoadMetrics> = {};

const views: { name: string; hash: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'news',
    hash: '#/',
    ready: async (page) => {
      await page.locator('[data-testid="headline"]').nth(9).waitFor();
    },
  },
  {
    name: 'ticker',
    hash: '#/ticker/AAPL',
    ready: async (page) => {
      // The statements load when their card nears the screen: not part of the first load.
      for (const panel of [
        'consensus',
        'metrics',
        'earnings',
        'price',
        'ratings',
        'dividends',
        'congress',
      ]) {
        await page.locator(`[data-testid="${panel}"][data-state="ready"]`).waitFor();
      }
      await page.locator('[data-testid="price-chart"] canvas').first().waitFor();
      await page.locator('[data-testid="earnings-chart"] canvas').first().waitFor();
    },
  },
  {
    name: 'etf',
    hash: '#/etf/SPY',
    ready: async (page) => {
      await page.locator('[data-testid="etf-chart"] canvas').first().waitFor();
    },
  },
  {
    name: 'articles',
    hash: '#/articles',
    ready: async (page) => {
      await page.locator('[data-testid="articles"] a[href^="#/articles/"]').first().waitFor();
    },
  },
  {
    name: 'calendar',
    hash: '#/calendar',
    ready: async (page) => {
      await page.locator('[data-testid="calendar"][data-state="ready"]').waitFor();
    },
  },
];

beforeAll(async () => {
  await job.browser.context.addInitScript(metricsInitScript);
  // Warm the server's compressed copies of the built files: the numbers are about the page.
  const warm = await job.browser.context.newPage();
  await warm.goto(`${job.server.url}/#/ticker/AAPL`);
  await views[1]?.ready(warm);
  await warm.close();
});

afterAll(async () => {
  writeFileSync(join(artifactsDir, 'page-metrics.json'), `${JSON.stringify(results, null, 2)}\n`);
  const rows = Object.entries(results).map(
    ([view, m]) =>
      `${view.padEnd(18)} ${(m.transferBytes / 1024).toFixed(1).padStart(8)} KB over the wire ` +
      `(${(m.decodedBytes / 1024).toFixed(1)} KB decoded, ${m.requests} requests)  CLS ${m.cls.toFixed(3)}` +
      (m.firstHeadlineMs === undefined ? '' : `  first headline ${m.firstHeadlineMs} ms`),
  );
  console.log(`First load of each view, cache disabled:\n${rows.join('\n')}`);
});

describe('the first load of each view', () => {
  it('asks for the ticker page’s statements and their table’s code only when their card nears the screen', async () => {
    const page = await job.browser.context.newPage();
    const asked: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/financials/statements')) asked.push(request.url());
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // The table's code too: it is not part of the first load.
    const tableCode = () => scripts.filter((url) => /\/StatementTable-[\w-]+\.js$/.test(url));
    await page.goto(`${job.server.url}/#/ticker/AAPL`);
    await views[1]?.ready(page);
    expect(asked.filter((url) => url.includes('period=0'))).toEqual([]);
    expect(tableCode()).toEqual([]);
    const card = page.locator('[data-testid="statements"]');
    expect(await card.getAttribute('data-state')).toBe('loading');
    await card.scrollIntoViewIfNeeded();
    await page.locator('[data-testid="statements"][data-state="ready"]').waitFor();
    expect(asked.filter((url) => url.includes('period=0'))).toHaveLength(1);
    expect(tableCode()).toHaveLength(1);
    await page.close();
  });

  for (const size of [
    { label: 'desktop', width: 1400, height: 900 },
    { label: 'phone', width: 390, height: 844 },
  ]) {
    for (const view of views) {
      it(`${view.name} at ${size.label} size`, async () => {
        const page = await job.browser.context.newPage();
        await page.setViewportSize({ width: size.width, height: size.height });
        const network = await watchNetwork(page);
        await page.goto(`${job.server.url}/${view.hash}`);
        await view.ready(page);
        const metrics = await network.read();
        await network.detach();
        results[`${view.name} ${size.label}`] = metrics;
        await job.browser.screenshot(`load-${view.name}-${size.label}`, page);
        await page.close();
        expect(metrics.transferBytes).toBeGreaterThan(0);
        // The JavaScript arrives compressed: fewer bytes on the wire than it weighs decoded.
        expect(metrics.scriptDecodedBytes).toBeGreaterThan(0);
        expect(metrics.scriptTransferBytes).toBeLessThan(metrics.scriptDecodedBytes);
        if (view.name === 'ticker') expect(metrics.cls).toBeLessThan(0.1);
        if (view.name === 'news') expect(metrics.firstHeadlineMs).toBeGreaterThan(0);
      });
    }
  }
});
