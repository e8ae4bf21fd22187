import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium } from '@marketdata-sdk/test-tools';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, phone, seriousViolations, type Watch, watchedPage } from './internals/browser';
import { type Crawl, crawl } from './internals/crawl';
import { serveDir } from './internals/serveDir';
import { distDir, readSnippets, siteDir } from './internals/site';

const operations = readSnippets();
/** Screenshots, for a person to look at (gitignored). */
const artifacts = join(siteDir, 'artifacts');

let site: Awaited<ReturnType<typeof serveDir>>;
let browser: Browser;
const watch: Watch = { problems: [], offOrigin: [] };
let found: Crawl;
/** axe's findings on every page the crawl loaded, at desktop width, as the crawl went. */
const desktopViolations: string[] = [];

const path = (url: string) => url.slice(site.origin.length);

/** Waits until the page shows a heading that reads `text` (Redoc renders after load). */
const showsHeading = (page: Page, text: string) =>
  page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('h1, h2')].some((h) => h.textContent?.trim() === expected),
    text,
    { timeout: 15_000 },
  );

beforeAll(async () => {
  site = await serveDir(distDir);
  browser = await chromium.launch({ executablePath: await findChromium(), args: ['--no-sandbox'] });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('the built site in Chromium, crawled from its root', () => {
  it('every internal link resolves, every page has a title and logs no error, nothing leaves the origin', async () => {
    const tabs = await Promise.all(
      [1, 2, 3].map(() => watchedPage(browser, site.origin, desktop, watch)),
    );
    found = await crawl(site.origin, `${site.origin}/`, tabs, async (page, url) => {
      for (const v of await seriousViolations(page)) desktopViolations.push(`${path(url)}: ${v}`);
    });
    await Promise.all(tabs.map((tab) => tab.close()));
    // Every operation page, guide and index page of the site, the API reference and one SDK page
    // of each kind were loaded; the other SDK pages fetched.
    for (const operation of operations) {
      expect(found.visited.has(`${site.origin}/operations/${operation.id}.html`)).toBe(true);
    }
    expect(found.visited.has(`${site.origin}/api/index.html`)).toBe(true);
    expect(found.visited.size).toBeGreaterThan(40);
    expect(found.fetched.size).toBeGreaterThan(200);
    expect(found.broken).toEqual([]);
    expect([...found.visited].filter(([, v]) => !v.title.trim()).map(([url]) => url)).toEqual([]);
    expect(watch.problems).toEqual([]);
    expect(watch.offOrigin).toEqual([]);
  }, 300_000);

  it('every link into the API reference opens its operation there', async () => {
    // Redoc routes by hash: each route the site links to must show that operation's summary.
    const page = await watchedPage(browser, site.origin, desktop, watch);
    await page.goto(`${site.origin}/api/index.html`);
    const missing: string[] = [];
    const routes = [...found.routes.keys()].filter((route) => route.split('/').length === 3);
    expect(routes.length).toBe(operations.length);
    for (const route of routes) {
      const operation = operations.find((o) => route.endsWith(`/${o.id.toLowerCase()}`));
      await page.evaluate((hash) => {
        location.hash = hash;
      }, route);
      try {
        await showsHeading(page, operation?.summary ?? route);
      } catch {
        missing.push(`${route} (linked from ${path(found.routes.get(route) ?? '')})`);
      }
    }
    await page.close();
    expect(missing).toEqual([]);
    expect(watch.problems).toEqual([]);
  }, 120_000);

  it('axe finds no serious or critical violation, at desktop and at phone width', async () => {
    // At desktop width every page the crawl loaded (checked as it loaded them): the site's own,
    // the API reference and one SDK page per kind. At phone width one page of each kind (the
    // same markup, laid out narrow).
    expect(found.visited.size).toBeGreaterThan(40);
    const pages = [...found.visited.keys()];
    const kind = (url: string) =>
      path(url).match(/^\/(operations|guides)\/(?!index\.html)|^\/sdk\/[a-z]*\/?/)?.[0] ?? url;
    const phonePages = pages.filter(
      (url, i) => pages.findIndex((u) => kind(u) === kind(url)) === i,
    );
    expect(phonePages.length).toBeGreaterThan(12);
    const phoneViolations: string[] = [];
    const tabs = await Promise.all(
      [1, 2].map(() => watchedPage(browser, site.origin, phone, watch)),
    );
    await Promise.all(
      tabs.map(async (page, t) => {
        for (const url of phonePages.filter((_, i) => i % tabs.length === t)) {
          await page.goto(url, { waitUntil: 'load' });
          if (url.endsWith('/api/index.html')) {
            await page.locator('.menu-content a').first().waitFor({ state: 'attached' });
          }
          for (const v of await seriousViolations(page)) phoneViolations.push(`${path(url)}: ${v}`);
        }
        await page.close();
      }),
    );
    expect({ desktop: desktopViolations, phone: phoneViolations }).toEqual({
      desktop: [],
      phone: [],
    });
  }, 300_000);

  it('the search box finds each operation by the words of its summary', async () => {
    const page = await watchedPage(browser, site.origin, desktop, watch);
    await page.goto(`${site.origin}/index.html`);
    const missing: string[] = [];
    for (const operation of operations) {
      await page.fill('#q', operation.summary);
      const link = page.locator(`#search-results a[href$="operations/${operation.id}.html"]`);
      try {
        await link.first().waitFor({ timeout: 5_000 });
      } catch {
        missing.push(`${operation.summary} → ${operation.id}`);
      }
    }
    await page.close();
    expect(missing).toEqual([]);
  }, 120_000);

  it('is usable by keyboard at phone width: the first Tab reaches the skip link, nothing scrolls sideways', async () => {
    const page = await watchedPage(browser, site.origin, phone, watch);
    await page.goto(`${site.origin}/operations/listWires.html`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    // Following the link is a navigation of its own: wait for it, not for the key press.
    await page.waitForURL(/#main$/, { timeout: 5_000 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});

describe('an operation in the API reference', () => {
  it('offers the five snippets as its code samples and links to its method, hook, command and tool', async () => {
    const operation = operations.find((o) => o.id === 'getCandles');
    if (!operation) throw new Error('no getCandles');
    const page = await watchedPage(browser, site.origin, desktop, watch);
    await page.goto(`${site.origin}/api/index.html#/marketdata/getcandles`);
    await showsHeading(page, operation.summary);
    const section = page.locator('[id="marketdata/getcandles"]');
    const panel = section.locator('.panel-request-samples');
    for (const snippet of operation.snippets) {
      await panel.getByRole('button', { name: /client|hook|CLI|MCP|curl/ }).click();
      await page.getByRole('menuitem', { name: snippet.title, exact: true }).click();
      const shown = (await panel.locator('pre').textContent())?.trim();
      expect(shown, snippet.kind).toBe(snippet.code.trim());
    }
    const links = await section
      .locator('[data-testid="middle-panel"] a[href^="../"]')
      .evaluateAll((list) => list.map((a) => a.getAttribute('href')));
    expect(links).toEqual(
      expect.arrayContaining([
        `../operations/getCandles.html`,
        `../cli.html#getCandles`,
        `../mcp.html#getCandles`,
        expect.stringMatching(/^\.\.\/sdk\/interfaces\/.*MarketdataResource\.html#getcandles$/),
        expect.stringMatching(/^\.\.\/sdk\/functions\/.*useGetCandles\.html$/),
      ]),
    );
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: join(artifacts, 'api-operation-desktop.png') });
    await page.close();
  }, 120_000);
});

describe('screenshots of an operation page and of a method page', () => {
  it.each([
    ['operation', '/operations/getCandles.html'],
    ['method', '/sdk/interfaces/_marketdata-sdk_client.MarketdataResource.html#getcandles'],
  ])('%s page at desktop and phone width', async (name, url) => {
    mkdirSync(artifacts, { recursive: true });
    for (const [size, viewport] of [
      ['desktop', desktop],
      ['phone', phone],
    ] as const) {
      const page: Page = await watchedPage(browser, site.origin, viewport, watch);
      const response = await page.goto(`${site.origin}${url}`);
      expect(response?.status()).toBe(200);
      await page.screenshot({ path: join(artifacts, `${name}-${size}.png`) });
      await page.close();
    }
    expect(watch.problems).toEqual([]);
  });
});
