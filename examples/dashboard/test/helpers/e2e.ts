import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { MainServer, MainServerOptions } from '../../src/server/createMainServer';
import { launchBrowser, type TestBrowser } from './browser';
import { startMainJob } from './server';

/** The main job and a Chromium shared by every test of one file. */
export interface MainJobInBrowser {
  /** The running main job (sandbox mode unless the options say otherwise). */
  readonly server: MainServer;
  /** The browser, its first page and the console errors seen. */
  readonly browser: TestBrowser;
  /** The browser's first page. */
  readonly page: Page;
  /** The server's URL of a route, e.g. `url('#/ticker/AAPL')`. */
  url(hash?: string): string;
}

/**
 * Starts one main job and one Chromium before the file's tests and stops both after them (the
 * browser first, so that no page reconnects to a stopped server). Read the fields inside tests.
 *
 * @example
 * const job = startMainJobInBrowser({ wiresPerMinute: 60 });
 * it('shows the feed', async () => { await job.page.goto(job.url()); });
 */
export function startMainJobInBrowser(
  options: Partial<MainServerOptions> = {},
  viewport?: { width: number; height: number },
): MainJobInBrowser {
  let server: MainServer | undefined;
  let browser: TestBrowser | undefined;
  beforeAll(async () => {
    server = await startMainJob(options);
    browser = await launchBrowser(viewport);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the ${name} is not started (read it inside a test)`);
    return value;
  };
  return {
    get server() {
      return started(server, 'main job');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get page() {
      return started(browser, 'browser').page;
    },
    url: (hash = '') => `${started(server, 'main job').url}/${hash}`,
  };
}

/**
 * The headlines of the feed on `page` that carry none of `tickers` as a tag (their ids), or
 * `['no headline shown']` while the feed is empty: a filtered feed polls this to `[]`.
 *
 * @example
 * await expect.poll(() => headlinesWithoutTickers(page, ['NVDA']), { timeout: 30_000 }).toEqual([]);
 */
export function headlinesWithoutTickers(page: Page, tickers: readonly string[]): Promise<string[]> {
  return page.$$eval(
    '[data-testid="headline"]',
    (items, wanted) => {
      if (items.length === 0) return ['no headline shown'];
      return items
        .filter(
          (item) =>
            ![...item.querySelectorAll<HTMLElement>('.tag')].some((tag) =>
              wanted.includes(tag.dataset.ticker ?? ''),
            ),
        )
        .map((item) => `headline ${(item as HTMLElement).dataset.newsId ?? '?'}`);
    },
    [...tickers],
  );
}
