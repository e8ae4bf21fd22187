/**
 * Live mode in a real Chromium: the dashboard works through the key-adding proxy and the key
 * appears in nothing the browser sends or receives. A sandbox that accepts only that key, under
 * the live base path `/open`, plays the live service.
 */
import { createSandbox } from '@marketdata-sdk/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { startMainJobInBrowser } from './helpers/e2e';

const key = 'live-key-7f3a9c1e';
const service = createSandbox({ apiKey: key, basePath: '/open' });
const upstreamRequests: Request[] = [];

const seenByBrowser: string[] = [];
const job = startMainJobInBrowser({
  apiKey: key,
  baseUrl: 'https://live.service.test/open',
  fetch: async (input, init) => {
    const request = new Request(input, init);
    upstreamRequests.push(request);
    return service.fetch(request);
  },
});

beforeAll(() => {
  job.browser.page.on('request', (request) => {
    seenByBrowser.push(request.url(), JSON.stringify(request.headers()));
  });
  job.browser.page.on('response', async (response) => {
    seenByBrowser.push(JSON.stringify(response.headers()));
    seenByBrowser.push(await response.text().catch(() => ''));
  });
});

describe('live mode through the proxy', () => {
  it('serves the ticker view from the live service without the key reaching the browser', async () => {
    const { page } = job.browser;
    await page.goto(`${job.server.url}/#/ticker/MSFT`);
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
    await job.browser.screenshot('ticker-live-proxy');
    expect(job.browser.errors, job.browser.errors.join('\n')).toEqual([]);
  });
});
