import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from '@marketdata-sdk/test-tools';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

/** Where screenshots go (gitignored; CI keeps them as artifacts). */
export const artifactsDir = fileURLToPath(new URL('../../artifacts/', import.meta.url));

/** A headless Chromium with a fresh profile, and the console errors of its pages. */
export interface TestBrowser {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far, as text. */
  errors: string[];
  /**
   * Saves a full-page screenshot as `artifacts/<name>.png`, with the cards that load only near
   * the screen loaded first (see {@link loadCardsBelowTheFold}) unless `belowTheFold: false`
   * (e.g. while the server is stopped, when they cannot load).
   */
  screenshot(name: string, page?: Page, options?: { belowTheFold?: boolean }): Promise<void>;
  close(): Promise<void>;
}

/**
 * Launches Chromium (found or provisioned by `findChromium()`, which throws with what to install
 * when there is none) with a temporary user-data-dir.
 */
export async function launchBrowser(viewport = { width: 1440, height: 900 }): Promise<TestBrowser> {
  const executablePath = await findChromium();
  const userDataDir = mkdtempSync(join(tmpdir(), 'marketdata-dashboard-'));
  mkdirSync(artifactsDir, { recursive: true });
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    viewport,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    errors,
    async screenshot(name, target = page, { belowTheFold = true } = {}) {
      if (belowTheFold) await loadCardsBelowTheFold(target, name);
      await target.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** The cards that ask for their data only when they near the screen (`useNearScreen`). */
const cardsLoadedNearTheScreen = ['statements'];

/**
 * Brings each card that loads only near the screen into view, waits until it has settled (drawn,
 * or saying why not) and scrolls back to where the page was: a full-page screenshot taken at the
 * top shows these cards as they are, not as skeletons. Throws when one has not settled in 60 s.
 */
export async function loadCardsBelowTheFold(page: Page, screenshot: string): Promise<void> {
  const scrollY = await page.evaluate(() => window.scrollY);
  let scrolled = false;
  for (const testId of cardsLoadedNearTheScreen) {
    const card = page.locator(`[data-testid="${testId}"]`);
    if ((await card.count()) === 0) continue;
    await card.scrollIntoViewIfNeeded();
    scrolled = true;
    const settled = page.locator(
      `[data-testid="${testId}"]:is([data-state="ready"], [data-state="stale"], [data-state="error"])`,
    );
    await settled.waitFor({ timeout: 60_000 }).catch((error: Error) => {
      throw new Error(
        `the ${testId} card did not load for the screenshot ${screenshot}: ${error.message}`,
      );
    });
  }
  if (scrolled) await page.evaluate((y) => window.scrollTo(0, y), scrollY);
}
