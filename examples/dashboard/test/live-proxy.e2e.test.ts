/**
 * Live mode in a real Chromium: the dashboard works through the key-adding proxy and the key
 * appears in nothing the browser sends or receives. A sandbox that accepts only that key, under
 * the live base path `/open`, plays the live service.
 */
import { createSandbox } from '@marketdata-sdk/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './helpers/browser';
import { startMainJob } from './helpers/server';

const key = 'live-key-7f3a9c1e';
const service = createSandbox({ apiKey: key, basePath: '/open' });
const upstreamRequests: Request[] = [];

let server: Awaited<ReturnType<typeof startMainJob>>;
let browser: TestBrowser;
const seenByBrowser: string[] = [];

beforeAll(async () => {
  server = await startMainJob({
    apiKey: key,
    baseUrl: 'https://live.service.test/open',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      upstreamRequests.push(request);
      return service.fetch(request);
    },
  });
  browser = await launchBrowser();
  browser.page.on('request', (request) => {
    seenByBrowser.push(request.url(), JSON.stringify(request.headers()));
  });
  browser.page.on('response', async (response) => {
    seenByBrowser.push(JSON.stringify(response.headers()));
    seenByBrowser.push(await response.text().catch(() => ''));
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('live mode through the proxy', () => {
  it('serves the ticker view from the live service without the key reaching the browser', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/#/ticker/MSFT`);
    expect(await page.locator('meta[name="marketdata-mode"]').getAttribute('content')).toBe('live');
    await page.locator('[data-testid="consensus"][data-state="ready"]').waitFor();
    await page.locator('[data-testid="statements"]').scrollIntoViewIfNeeded();
    await page.locator('[data-testid="statement-tree"]').waitFor();
    expect(await page.locator('.mode-live').textContent()).toBe('Live');

    expect(upstreamRequests.length).toBeGreaterThan(3);
    for (const request of upstreamRequests) {
      expect(request.url).toMatch(/^https:\/\/live\.service\.test\/open\//);
      expect(request.headers.get('authorization')).toBe(`Bearer ${key}`);
    }
    await page.waitForLoadState('networkidle');
    expect(seenByBrowser.length).toBeGreaterThan(0);
    expect(seenByBrowser.filter((text) => text.includes(key))).toEqual([]);
    expect(await page.content()).not.toContain(key);
    await browser.screenshot('ticker-live-proxy');
    expect(browser.errors, browser.errors.join('\n')).toEqual([]);
  });
});
