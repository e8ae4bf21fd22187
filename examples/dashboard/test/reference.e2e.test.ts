/** The API reference and its try-it console in a real Chromium, served by the main job. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './helpers/browser';
import { startMainJob } from './helpers/server';

type Operation = { id: string; tag: string; summary: string };

let server: Awaited<ReturnType<typeof startMainJob>>;
let browser: TestBrowser;
let operations: Operation[];

beforeAll(async () => {
  server = await startMainJob();
  browser = await launchBrowser();
  const spec = (await (await fetch(`${server.url}/reference/openapi.json`)).json()) as {
    paths: Record<string, { get: { operationId: string; tags: string[]; summary: string } }>;
  };
  operations = Object.values(spec.paths).map(({ get }) => ({
    id: get.operationId,
    tag: get.tags[0] ?? '',
    summary: get.summary,
  }));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the API reference', () => {
  it('renders all 24 operations without console errors', async () => {
    expect(operations).toHaveLength(24);
    const { page } = browser;
    await page.goto(`${server.url}/reference/`);
    await page.getByRole('link', { name: 'Try it against this server' }).waitFor();
    // The reference renders the sections near the one shown: visit each operation's own URL.
    const rendered: string[] = [];
    for (const operation of operations) {
      const slug = `/${operation.tag}/${operation.id.toLowerCase()}`;
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, `#${slug}`);
      await page.waitForFunction(
        ([id, summary]) => {
          const section = document.querySelector(`[data-section-id="${id}"]`);
          return (
            section?.textContent?.includes(summary) === true &&
            section.getBoundingClientRect().height > 0
          );
        },
        [slug, operation.summary] as const,
        { timeout: 10_000 },
      );
      rendered.push(operation.id);
    }
    expect(new Set(rendered).size).toBe(24);
    await browser.screenshot('reference');
    expect(browser.errors, browser.errors.join('\n')).toEqual([]);
  });

  it('has a try-it console that calls this server', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/reference/try/`);
    await page
      .locator('.opblock')
      .nth(operations.length - 1)
      .waitFor();
    expect(await page.locator('.opblock').count()).toBe(operations.length);
    expect(await page.locator('.servers select').inputValue()).toBe(server.url);

    const search = page.locator('#operations-securities-searchSecurities');
    await search.locator('.opblock-summary').click();
    // The console starts in try-it mode (`tryItOutEnabled`): the inputs are live at once.
    await search.locator('input[placeholder="query"]').fill('NVDA');
    await search.getByRole('button', { name: 'Execute' }).click();
    const body = search.locator('.responses-wrapper .live-responses-table .microlight').first();
    await body.waitFor();
    const text = (await body.textContent()) ?? '';
    expect(JSON.parse(text)).toMatchObject({ status_code: 0, status_msg: 'success' });
    expect(text).toContain('NVDA');
    await browser.screenshot('reference-try-it');
    expect(browser.errors, browser.errors.join('\n')).toEqual([]);
  });
});
