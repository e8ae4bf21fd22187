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
  /** Saves a full-page screenshot as `artifacts/<name>.png`. */
  screenshot(name: string, page?: Page): Promise<void>;
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
    async screenshot(name, target = page) {
      await target.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
