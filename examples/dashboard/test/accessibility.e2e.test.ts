/**
 * axe-core in Chromium on every view of the dashboard, at 1400×900 and 390×844: no serious or
 * critical violation, and no view wider than the screen. Each view is screenshotted at both
 * sizes (artifacts/).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeViolation, blocking, runAxe } from './helpers/axe';
import { artifactsDir } from './helpers/browser';
import { startMainJobInBrowser } from './helpers/e2e';
import { api } from './helpers/server';

const job = startMainJobInBrowser({ wiresPerMinute: 6 });
const report: Record<string, AxeViolation[]> = {};
/** The screenshots this run took. */
const taken = new Set<string>();
const shoot = async (name: string) => {
  await job.browser.screenshot(name);
  taken.add(name);
};

const ready = (testId: string) => async (page: Page) => {
  await page.locator(`[data-testid="${testId}"]`).first().waitFor();
};

/** Every view of the app, in the state a reader sees once it has loaded. */
const views: { name: string; hash: string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'news', hash: '#/', ready: ready('headline') },
  {
    name: 'ticker',
    hash: '#/ticker/AAPL',
    ready: async (page) => {
      for (const panel of ['consensus', 'earnings', 'price', 'statements', 'ratings', 'congress']) {
        // Cards below the fold load as they near the screen (the statements).
        await page.locator(`[data-testid="${panel}"]`).scrollIntoViewIfNeeded();
        await page.locator(`[data-testid="${panel}"][data-state="ready"]`).waitFor();
      }
    },
  },
  { name: 'ticker-etf', hash: '#/ticker/SPY', ready: ready('fund-facts') },
  { name: 'ticker-unknown', hash: '#/ticker/ZZZZQ', ready: ready('symbol-not-found') },
  {
    // A typo in the feed's ticker filter: "Did you mean" with its suggestion chips.
    name: 'feed-suggestions',
    hash: '#/',
    ready: async (page) => {
      await page.locator('[data-testid="headline"]').first().waitFor();
      const filter = page.getByRole('textbox', { name: 'Filter by tickers' });
      await filter.fill('MSFTT');
      await filter.press('Enter');
      await page.locator('[data-testid="feed-symbol-not-found"] .chip').first().waitFor();
    },
  },
  { name: 'etf', hash: '#/etf/SPY', ready: ready('etf-table') },
  { name: 'articles', hash: '#/articles', ready: ready('article-item') },
  // The newest article of the sandbox's list (its id is read in beforeAll).
  { name: 'article', hash: '#/articles/<newest article>', ready: ready('article-body') },
  {
    // A headline opened: beside the feed on a desktop, a modal dialog over it on a phone.
    name: 'reader',
    hash: '#/',
    ready: async (page) => {
      await page.locator('[data-testid="headline"] .headline-main').first().click();
      const phone = (page.viewportSize()?.width ?? 1400) < 700;
      await page
        .locator(phone ? '[data-testid="reader"][role="dialog"]' : '[data-testid="reader"]')
        .waitFor();
      await page.locator('[data-testid="reader"] .reader-title').waitFor();
    },
  },
  // The latest day with economic releases and earnings reports, so both tables are checked.
  {
    name: 'calendar',
    hash: '#/calendar/<latest day with events>',
    ready: async (page) => {
      await ready('calendar-table')(page);
      await ready('earnings-calendar-table')(page);
    },
  },
  { name: 'calendar-invalid', hash: '#/calendar/2026-13-45', ready: ready('calendar-invalid') },
  {
    // The week of that day as an agenda, once every day has answered.
    name: 'calendar-agenda',
    hash: '#/calendar/<latest day with events>?show=week',
    ready: async (page) => {
      await ready('week-agenda')(page);
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="agenda-day"] h3 .muted').length === 7,
      );
    },
  },
];

beforeAll(async () => {
  const calendar = views.find((view) => view.name === 'calendar')!;
  const agenda = views.find((view) => view.name === 'calendar-agenda')!;
  for (let back = 0; back < 120; back += 1) {
    const date = new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    const rows = async (path: string) =>
      (await api<{ data: { data: unknown[] } }>(job.server.url, `${path}?date=${date}`)).data.data;
    if ((await rows('/calendar/economics')).length === 0) continue;
    if ((await rows('/calendar/earnings')).length === 0) continue;
    calendar.hash = `#/calendar/${date}`;
    agenda.hash = `#/calendar/${date}?show=week`;
    break;
  }
  expect(calendar.hash, 'a day with economic events and earnings reports').not.toContain('<');
  const article = views.find((view) => view.name === 'article')!;
  const articles = await api<{ data: { data: { content_id: string }[] } }>(
    job.server.url,
    '/news/v1/article/page/history?size=1',
  );
  const newest = articles.data.data[0]?.content_id;
  expect(newest, 'the sandbox lists an article').toBeTruthy();
  article.hash = `#/articles/${newest}`;
});

afterAll(async () => {
  writeFileSync(join(artifactsDir, 'axe-report.json'), `${JSON.stringify(report, null, 2)}\n`);
});

describe('axe-core on every view', () => {
  for (const size of [
    { label: 'desktop', width: 1400, height: 900 },
    { label: 'phone', width: 390, height: 844 },
  ]) {
    for (const view of views) {
      it(`${view.name} at ${size.label} size has no serious or critical violation`, async () => {
        const { page } = job.browser;
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(`${job.server.url}/${view.hash}`);
        await view.ready(page);
        const violations = await runAxe(page);
        report[`${view.name} ${size.label}`] = violations;
        await shoot(`${view.name}-${size.label}`);
        expect(blocking(violations)).toEqual([]);
        // Nothing widens the page: wide tables and tab rows scroll inside their own box.
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      });
    }
  }
});

/** One row of the README's table of the reference's and the console's remaining violations. */
type Documented = { page: string; size: string; rule: string; impact: string; nodes: number };

/** The table between the README's `axe-third-party` markers. */
function documentedViolations(): Documented[] {
  const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
  const table = /<!-- axe-third-party:start -->([\s\S]*?)<!-- axe-third-party:end -->/.exec(readme);
  if (!table?.[1]) throw new Error('README.md has no axe-third-party table');
  return table[1]
    .split('\n')
    .filter((line) => /^\|\s*`\//.test(line))
    .map((line) => {
      const [page = '', size = '', rule = '', impact = '', nodes = ''] = line
        .split('|')
        .slice(1)
        .map((cell) => cell.trim().replaceAll('`', ''));
      return { page, size, rule, impact, nodes: Number(nodes) };
    });
}

const thirdParty = [
  {
    page: '/reference/',
    shot: 'reference',
    path: '/reference/',
    ready: async (page: Page) => {
      await page.getByRole('navigation', { name: 'Main job' }).waitFor();
      await page.locator('h1').first().waitFor();
      await page.locator('.menu-content[role="navigation"]').waitFor({ state: 'attached' });
    },
  },
  {
    page: '/reference/try/',
    shot: 'try-it',
    path: '/reference/try/',
    ready: async (page: Page) => {
      await page.locator('.opblock').first().waitFor();
      await page.locator('.information-container[role="region"]').waitFor();
    },
  },
  {
    // An operation with choices (interval, session, adjustment as selects) opened and run: its
    // parameter selects and the numbers of its JSON answer.
    page: '/reference/try/ getCandles open',
    shot: 'try-it-candles',
    path: '/reference/try/',
    ready: async (page: Page) => {
      const candles = page.locator('#operations-marketdata-getCandles');
      await candles.locator('.opblock-summary-control').click();
      await candles.locator('.parameters select').first().waitFor();
      await candles.locator('input[placeholder="ticker"]').fill('AAPL');
      await candles.locator('input[placeholder="step"]').fill('1');
      await candles.locator('input[placeholder="from"]').fill(String(Date.now() - 10 * 86_400_000));
      await candles.locator('.parameters select').first().selectOption('day');
      await candles.getByRole('button', { name: 'Execute' }).click();
      await candles.locator('.live-responses-table .response-col_status').first().waitFor();
    },
  },
  {
    page: '/reference/try/ after Execute',
    shot: 'try-it-executed',
    path: '/reference/try/',
    ready: async (page: Page) => {
      const search = page.locator('#operations-securities-searchSecurities');
      await search.locator('.opblock-summary-control').click();
      await search.locator('input[placeholder="query"]').fill('apple');
      await search.getByRole('button', { name: 'Execute' }).click();
      await search.locator('.live-responses-table .response-col_status').first().waitFor();
    },
  },
];

describe('axe-core on the reference and the try-it console', () => {
  it('finds exactly the violations the README lists for them (markup of Redoc and Swagger UI)', async () => {
    const { page } = job.browser;
    const found: Documented[] = [];
    for (const size of [
      { label: 'desktop', width: 1400, height: 900 },
      { label: 'phone', width: 390, height: 844 },
    ]) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const target of thirdParty) {
        await page.goto(`${job.server.url}${target.path}`);
        await target.ready(page);
        // Both render in steps after their first paint, and Redoc fades its colours in: let
        // them settle before reading colours.
        await page.waitForLoadState('networkidle');
        await page.evaluate(() =>
          Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
        );
        const violations = await runAxe(page);
        report[`${target.page} ${size.label}`] = violations;
        await shoot(`${target.shot}-${size.label}`);
        for (const v of violations)
          found.push({
            page: target.page,
            size: size.label,
            rule: v.id,
            impact: v.impact ?? '',
            nodes: v.nodes,
          });
      }
    }
    const key = (d: Documented) => `${d.page} ${d.size} ${d.rule}`;
    const sorted = (list: Documented[]) => [...list].sort((a, b) => key(a).localeCompare(key(b)));
    console.log(
      found
        .map((d) => `| \`${d.page}\` | ${d.size} | \`${d.rule}\` | ${d.impact} | ${d.nodes} |`)
        .join('\n'),
    );
    expect(sorted(found)).toEqual(sorted(documentedViolations()));
    // Four pages at two sizes, each settling before axe reads it.
  }, 150_000);
});

describe('screenshots', () => {
  it('every view, the reference and the try-it console have one at each size', () => {
    const names = [...views.map((view) => view.name), ...thirdParty.map((target) => target.shot)];
    // Taken in this run (not left over from an earlier one) and written to artifacts/.
    const missing = names.flatMap((name) =>
      ['desktop', 'phone']
        .map((size) => `${name}-${size}`)
        .filter((shot) => !taken.has(shot) || !existsSync(join(artifactsDir, `${shot}.png`))),
    );
    expect(missing).toEqual([]);
  });
});
