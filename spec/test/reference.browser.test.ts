import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bundleSpec, operationsOf, specDir } from './bundle';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const page = join(specDir, 'dist', 'reference', 'index.html');

describe('the built API reference in Chromium, offline', () => {
  it.skipIf(!existsSync(executablePath))(
    'renders every operation path with no console error and no network request',
    async () => {
      expect(existsSync(page), `${page} is missing: build the spec package first`).toBe(true);
      const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
      try {
        const tab = await browser.newPage();
        const problems: string[] = [];
        const requests: string[] = [];
        tab.on('console', (m) => {
          if (m.type() === 'error') problems.push(m.text());
        });
        tab.on('pageerror', (e) => problems.push(e.message));
        await tab.route('**/*', (route) => {
          const url = route.request().url();
          if (/^(file|data|blob):/.test(url)) return route.continue();
          requests.push(url);
          return route.abort();
        });
        await tab.goto(pathToFileURL(page).href);
        // biome-ignore lint/performance/useDomNodeTextContent: rendered text only; textContent also holds the embedded definition.
        await tab.waitForFunction(() => document.body.innerText.includes('/news/v1/wire/'));
        for (let i = 0; i < 20; i++) {
          await tab.mouse.wheel(0, 4000);
          await tab.waitForTimeout(100);
        }
        // biome-ignore lint/performance/useDomNodeTextContent: rendered text only; textContent also holds the embedded definition.
        const text = await tab.evaluate(() => document.body.innerText);
        for (const { path } of operationsOf(bundleSpec())) expect(text).toContain(path);
        expect(problems).toEqual([]);
        expect(requests).toEqual([]);
      } finally {
        await browser.close();
      }
    },
    60_000,
  );
});
