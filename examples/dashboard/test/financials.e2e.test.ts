/**
 * Financial statements that read right (item 4): annual columns led by the trailing twelve
 * months, or quarters derived from the year-to-date periods the service reports; one unit per
 * table; periods named one way (`FY2026`, `Q3 FY2026`, `TTM`). Every expected figure is computed
 * here from the API's own answer.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startMainJobInBrowser } from './helpers/e2e';
import { api } from './helpers/server';

type Line = { name: string; value: number | null; lines?: Line[] | null };
type Period = { period: string; start_date: string; end_date: string; lines: Line[] };
type Statements = { data: Record<'income_statements' | 'balance_sheets', Period[]> };

const job = startMainJobInBrowser();

const revenue = (p: Period | undefined) =>
  p?.lines.find((line) => line.name === 'Revenue')?.value ?? Number.NaN;
const months = (p: Period) =>
  Math.round((Date.parse(p.end_date) - Date.parse(p.start_date)) / (30.44 * 86_400_000));

/** The panel's column headers and its Revenue row, as shown. */
async function table(page: Page) {
  const tree = page.locator('[data-testid="statements"] [data-testid="statement-tree"]');
  const headers = (await tree.locator('thead th').allTextContents()).slice(1);
  const row = tree.locator('[data-testid="statement-row"]', { hasText: /^▸?\s*Revenue/ }).first();
  const cells = await row.locator('td').allTextContents();
  return { headers, revenue: cells };
}

/** A figure in billions, formatted as the page formats it. */
const billions = (page: Page, value: number) =>
  page.evaluate(
    (v) =>
      new Intl.NumberFormat(undefined, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(v),
    value / 1e9,
  );

describe('financial statements', () => {
  for (const ticker of ['KO', 'AAPL']) {
    it(`${ticker}: annual columns start with TTM, every figure in one unit`, async () => {
      const { page } = job.browser;
      const all = await api<Statements>(
        job.server.url,
        `/securities/stock/financials/statements?ticker=${ticker}&period=0`,
      );
      const income = [...all.data.income_statements].sort((a, b) =>
        b.end_date.localeCompare(a.end_date),
      );
      const latest = income[0] as Period;
      const length = months(latest);
      const annual = income.filter((p) => months(p) === 12);
      // TTM: the latest year-to-date, plus the previous full year, minus its same months.
      const previousYear = annual.find((p) => p.end_date < latest.end_date) as Period;
      const sameMonths = income.find(
        (p) => months(p) === length && p.start_date === previousYear?.start_date,
      );
      const ttm =
        length === 12
          ? revenue(latest)
          : revenue(latest) + revenue(previousYear) - revenue(sameMonths);

      await page.goto(`${job.server.url}/#/ticker/${ticker}`);
      await page.locator('[data-testid="statements"]').scrollIntoViewIfNeeded();
      await page
        .locator('[data-testid="statements"][data-state="ready"]')
        .waitFor({ timeout: 20_000 });
      const shown = await table(page);
      expect(shown.headers[0]).toBe('TTM');
      expect(shown.headers.slice(1)).toEqual(
        annual.slice(0, 5).map((p) => `FY${p.end_date.slice(0, 4)}`),
      );
      expect(await page.locator('[data-testid="statement-unit"]').textContent()).toContain(
        'in billions',
      );
      expect(shown.revenue[0]).toBe(await billions(page, ttm));
      expect(shown.revenue[1]).toBe(await billions(page, revenue(annual[0])));
      // One unit: no cell carries its own suffix (B, M, K) or currency sign.
      const cells = await page
        .locator('[data-testid="statements"] [data-testid="statement-tree"] td')
        .allTextContents();
      expect(cells.filter((c) => /[BMK$]/.test(c))).toEqual([]);
    });
  }

  it('AAPL quarterly: quarters derived from year-to-date totals, named Qn FYyyyy', async () => {
    const { page } = job.browser;
    const all = await api<Statements>(
      job.server.url,
      '/securities/stock/financials/statements?ticker=AAPL&period=0',
    );
    const income = all.data.income_statements;
    const ytd = (months3: number, fy: string) =>
      income.find((p) => months(p) === months3 && p.period.startsWith(fy));
    // The service's "FY2026 Q3" is nine months: the third quarter is nine months minus six.
    const nine = ytd(9, 'FY2026') as Period;
    const six = ytd(6, 'FY2026') as Period;
    const year = ytd(12, 'FY2026') as Period;
    expect(months(nine)).toBe(9);

    await page.goto(`${job.server.url}/#/ticker/AAPL`);
    const panel = page.locator('[data-testid="statements"]');
    await panel.scrollIntoViewIfNeeded();
    await panel.locator('[data-state="ready"], [data-testid="statement-tree"]').first().waitFor();
    await panel.getByRole('button', { name: 'Quarterly' }).click();
    await expect
      .poll(async () => (await table(page)).headers.slice(0, 4))
      .toEqual(['Q4 FY2026', 'Q3 FY2026', 'Q2 FY2026', 'Q1 FY2026']);
    const shown = await table(page);
    expect(shown.revenue[0]).toBe(await billions(page, revenue(year) - revenue(nine)));
    expect(shown.revenue[1]).toBe(await billions(page, revenue(nine) - revenue(six)));
    // No year-to-date name is left anywhere in the table.
    expect(shown.headers.filter((h) => /H1|9M|^FY\d{4} Q/.test(h))).toEqual([]);
    // A quarter is about a quarter of the year, never the nine months' total.
    const q3 = revenue(nine) - revenue(six);
    expect(q3).toBeLessThan(revenue(year) / 2);
  });

  it('the earnings chart names each quarter as the earnings table does', async () => {
    const { page } = job.browser;
    const reports = await api<{ data: { period_name: string; period_end_date: string }[] }>(
      job.server.url,
      '/securities/stock/financials/earnings?ticker=AAPL',
    );
    const latest = [...reports.data].sort((a, b) =>
      b.period_end_date.localeCompare(a.period_end_date),
    )[0];
    expect(latest?.period_name).toMatch(/^Q[1-4] FY\d{4}$/);
    await page.goto(`${job.server.url}/#/ticker/AAPL`);
    const earnings = page.locator('[data-testid="earnings"]');
    await earnings
      .locator('[data-testid="earnings-chart"] canvas')
      .first()
      .waitFor({ timeout: 20_000 });
    await expect
      .poll(() => earnings.locator('[data-testid="chart-legend"]').textContent())
      .toContain(`${latest?.period_name}:`);
    expect(await earnings.locator('table.table').first().textContent()).toContain(
      latest?.period_name,
    );
  });
});
