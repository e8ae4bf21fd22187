import { pathToFileURL } from 'node:url';
import { findChromium } from '@marketdata-sdk/test-tools';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { referencePage as page, staleReference } from './builtReference';
import { bundleSpec, operationsOf } from './bundle';

describe('the built API reference in Chromium, offline', () => {
  it('renders each operation of the spec with no console error and no network request', async () => {
    const spec = bundleSpec();
    // A page built before the spec changed would time out waiting for the new operation.
    const stale = staleReference(spec);
    if (stale) throw new Error(stale);
    const executablePath = await findChromium();
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
      const url = pathToFileURL(page).href;
      await tab.goto(url);
      const operations = operationsOf(spec);
      expect(operations.length).toBeGreaterThan(0);
      const rendered: string[] = [];
      for (const { operation } of operations) {
        // Redoc routes by hash: #/<tag>/<operationId in lower case>.
        await tab.goto(`${url}#/${operation.tags[0]}/${operation.operationId.toLowerCase()}`);
        await tab.waitForFunction(
          // biome-ignore lint/performance/useDomNodeTextContent: rendered text only; textContent also holds the embedded definition.
          (summary) => document.body.innerText.includes(summary),
          operation.summary,
          { timeout: 15_000 },
        );
        rendered.push(operation.operationId);
      }
      expect(rendered).toEqual(operations.map(({ operation }) => operation.operationId));
      expect(problems).toEqual([]);
      expect(requests).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
