/** The API reference and its try-it console in a real Chromium, served by the main job. */
import { createMarketDataClient } from '@marketdata-sdk/client';
import { sampleArgs } from '@marketdata-sdk/test-tools';
import { type OperationRow, operationRows } from '@marketdata-sdk/types/internal';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { startMainJobInBrowser } from './helpers/e2e';

type Operation = { id: string; tag: string; summary: string };

/** The relative luminance (0 black – 1 white) of the background painted behind an element. */
async function backgroundLuminance(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((start) => {
      for (let e: Element | null = start; e; e = e.parentElement) {
        const [r, g, b, a = 1] = (getComputedStyle(e).backgroundColor.match(/[\d.]+/g) ?? []).map(
          Number,
        );
        if (a > 0 && r !== undefined && g !== undefined && b !== undefined) {
          const lin = (c: number) => {
            const v = c / 255;
            return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
          };
          return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
        }
      }
      return 1; // nothing painted: the browser's white
    });
}

/** The operations of the generated table, which the spec served by the main job must match. */
const rows: readonly OperationRow[] = Object.values(operationRows);

const job = startMainJobInBrowser();
let operations: Operation[];

beforeAll(async () => {
  const spec = (await (await fetch(`${job.server.url}/reference/openapi.json`)).json()) as {
    paths: Record<string, { get: { operationId: string; tags: string[]; summary: string } }>;
  };
  operations = Object.values(spec.paths).map(({ get }) => ({
    id: get.operationId,
    tag: get.tags[0] ?? '',
    summary: get.summary,
  }));
});

describe('the API reference', () => {
  it('renders every operation of the spec without console errors', async () => {
    expect(operations.map((o) => o.id).sort()).toEqual(rows.map((r) => r.operationId).sort());
    const { page } = job.browser;
    await page.goto(`${job.server.url}/reference/`);
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
    expect(new Set(rendered).size).toBe(rows.length);
    await job.browser.screenshot('reference');
    expect(job.browser.errors, job.browser.errors.join('\n')).toEqual([]);
  });

  it('has a try-it console that calls this server', async () => {
    const { page } = job.browser;
    await page.goto(`${job.server.url}/reference/try/`);
    await page
      .locator('.opblock')
      .nth(operations.length - 1)
      .waitFor();
    expect(await page.locator('.opblock').count()).toBe(operations.length);
    expect(await page.locator('.servers select').inputValue()).toBe(job.server.url);

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
    await job.browser.screenshot('reference-try-it');
    expect(job.browser.errors, job.browser.errors.join('\n')).toEqual([]);
  });

  it('reaches every operation of the spec in the sandbox through the try-it console', async () => {
    const { page } = job.browser;
    // Each operation as a user of the console would try it: open it, type a valid value in each
    // required input (ids taken from the list operations), leave the rest as the console fills
    // it, Execute, and read the status and body the console shows.
    const client = createMarketDataClient({ baseUrl: job.server.url });
    const call = (id: string, params: Record<string, unknown>) =>
      client.request(id as never, params as never);
    await page.goto(`${job.server.url}/reference/try/`);
    await page
      .locator('.opblock')
      .nth(operations.length - 1)
      .waitFor();
    const reached: string[] = [];
    const failed: string[] = [];
    for (const operation of operations) {
      const row = rows.find((r) => r.operationId === operation.id);
      if (!row) throw new Error(`${operation.id} is in the served spec but not in the rows`);
      const args = await sampleArgs(row, { rows, call });
      const block = page.locator(`#operations-${operation.tag}-${operation.id}`);
      await block.locator('.opblock-summary-control').click();
      for (const [name, value] of Object.entries(args)) {
        const where = row.params.find((p) => p.name === name)?.in ?? 'query';
        const cell = block.locator(
          `tr[data-param-name="${name}"][data-param-in="${where}"] .parameters-col_description`,
        );
        const select = cell.locator('select');
        if ((await select.count()) > 0) await select.selectOption(String(value));
        else await cell.locator('input').first().fill(String(value));
      }
      await block.getByRole('button', { name: 'Execute' }).click();
      const live = block.locator('.live-responses-table');
      const status = live.locator('.response .response-col_status').first();
      await status.waitFor({ timeout: 60_000 });
      const body =
        (await live.locator('.response-col_description pre').first().textContent()) ?? '';
      const url = (await block.locator('.request-url pre').first().textContent()) ?? '';
      const label = `${operation.id}: ${url}`;
      const code = (await status.textContent())?.trim();
      const envelope = JSON.parse(body) as Record<string, unknown>;
      if (
        code === '200' &&
        envelope.status_code === 0 &&
        envelope.status_msg === 'success' &&
        'data' in envelope
      )
        reached.push(operation.id);
      else failed.push(`${label} answered ${code} ${body.slice(0, 120)}`);
      // Closing the block drops its rendered answer, so the page stays light.
      await block.locator('.opblock-summary-control').click();
    }
    expect(failed).toEqual([]);
    expect(reached.sort()).toEqual(rows.map((r) => r.operationId).sort());
    expect(job.browser.errors, job.browser.errors.join('\n')).toEqual([]);
  }, 300_000); // one page, about 2 s per operation idle and up to 20 s at load 20

  it('follows the app’s dark theme, and keeps its buttons off the text on a phone', async () => {
    const { page } = job.browser;
    await page.goto(`${job.server.url}/reference/`);
    await page.locator('h1').first().waitFor();
    expect(await backgroundLuminance(page, 'h1')).toBeLessThan(0.05);
    await page.goto(`${job.server.url}/reference/try/`);
    await page.locator('.opblock').first().waitFor();
    expect(await backgroundLuminance(page, '.opblock-tag')).toBeLessThan(0.05);

    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${job.server.url}/reference/`);
      const bar = page.getByRole('navigation', { name: 'Main job' });
      await bar.waitFor();
      // Part of the page's flow on a phone (not floating over the text), at its end.
      expect(await bar.evaluate((e) => getComputedStyle(e).position)).toBe('static');
      const [barTop, redocBottom] = await page.evaluate(() => [
        document.querySelector('.mds-bar')?.getBoundingClientRect().top ?? 0,
        document.querySelector('#redoc')?.getBoundingClientRect().bottom ??
          Number.POSITIVE_INFINITY,
      ]);
      expect(barTop).toBeGreaterThanOrEqual(redocBottom - 1);
      await job.browser.screenshot('reference-phone');
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    expect(job.browser.errors, job.browser.errors.join('\n')).toEqual([]);
  });
});
