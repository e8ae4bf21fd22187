import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The two sizes every page is checked at. */
export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };

/** What a tab saw that the site must never do: a console error, a page error, an off-site request. */
export interface Watch {
  problems: string[];
  offOrigin: string[];
}

/** A tab that records console errors and aborts (and records) any request off `origin`. */
export async function watchedPage(
  browser: Browser,
  origin: string,
  viewport: { width: number; height: number },
  watch: Watch,
): Promise<Page> {
  const page = await browser.newPage({ viewport });
  page.on('console', (m) => {
    if (m.type() === 'error') watch.problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => watch.problems.push(`${page.url()}: ${e.message}`));
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || /^(data|blob):/.test(url)) return route.continue();
    watch.offOrigin.push(url);
    return route.abort();
  });
  return page;
}

/** axe's serious and critical violations on the page as it is now, as `rule (nodes)`. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  const violations: { id: string; impact: string; nodes: number }[] = await page.evaluate(
    async () => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected above as a global.
      const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((v: { id: string; impact: string; nodes: unknown[] }) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.length,
      }));
    },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes})`);
}
