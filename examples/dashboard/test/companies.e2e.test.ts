/**
 * The ticker view of five well-known companies in a real Chromium, each screenshotted and checked
 * against what the sandbox says of that company: its name, industry and size, its last price and
 * revenue scale, the statement lines that apply to it (a bank has no cost of goods, R&D or
 * inventories) and its dividend. Every expected fact is read from the sandbox, none is written here.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { industryLabels } from '../src/app/feed/labels';
import { startMainJobInBrowser } from './helpers/e2e';
import { api } from './helpers/server';

type Envelope<T> = { data: T; status_code: number };
type Line = { name: string; value: number | null; lines?: Line[] | null };
type Statements = Record<
  'income_statements' | 'cashflow_statements' | 'balance_sheets',
  { lines: Line[] }[]
>;

const job = startMainJobInBrowser();

const get = async <T>(path: string) => (await api<Envelope<T>>(job.server.url, path)).data;

/** Formats in the page, with the page's locale, as the app's `fmt` does. */
const inPage = (page: Page, value: number, options: Intl.NumberFormatOptions) =>
  page.evaluate(
    ([v, o]) => new Intl.NumberFormat(undefined, o as Intl.NumberFormatOptions).format(v as number),
    [value, options] as const,
  );
const usd = { style: 'currency', currency: 'USD' } as const;
const usdCompact = { ...usd, notation: 'compact', maximumFractionDigits: 2 } as const;
const percent = { style: 'percent', maximumFractionDigits: 2 } as const;

/** The names of a statement's lines, split by whether any period reports a value. */
function lineNames(periods: { lines: Line[] }[]) {
  const valued = new Set<string>();
  const all = new Set<string>();
  const visit = (lines: Line[] | null | undefined) => {
    for (const line of lines ?? []) {
      all.add(line.name);
      if (line.value !== null) valued.add(line.name);
      visit(line.lines);
    }
  };
  for (const period of periods) visit(period.lines);
  // A parent with a valued child is shown too.
  const withValuedChild = (lines: Line[] | null | undefined): boolean =>
    (lines ?? []).some((l) => l.value !== null || withValuedChild(l.lines));
  const parents = (lines: Line[] | null | undefined) => {
    for (const line of lines ?? []) {
      if (withValuedChild(line.lines)) valued.add(line.name);
      parents(line.lines);
    }
  };
  for (const period of periods) parents(period.lines);
  return { shown: valued, absent: new Set([...all].filter((name) => !valued.has(name))) };
}

/** The statement rows the view shows for one statement tab, every line expanded. */
async function shownLines(page: Page, tab: string): Promise<string[]> {
  const panel = page.locator('[data-testid="statements"]');
  await panel.getByRole('tab', { name: tab }).click();
  await panel.getByRole('button', { name: 'Expand all' }).click();
  return (await panel.locator('[data-testid="statement-row"] th').allTextContents()).map((t) =>
    t.replace('▸', '').trim(),
  );
}

/** Opens the ticker view and waits until every company panel has drawn its data. */
async function openTicker(page: Page, ticker: string) {
  await page.goto(`${job.server.url}/#/ticker/${ticker}`);
  await page.locator(`[data-testid="ticker-view"][data-ticker="${ticker}"]`).waitFor();
  for (const panel of ['metrics', 'statements', 'dividends', 'earnings', 'consensus', 'price']) {
    // Cards below the fold load as they near the screen (the statements).
    await page.locator(`[data-testid="${panel}"]`).scrollIntoViewIfNeeded();
    await page.locator(`[data-testid="${panel}"][data-state="ready"]`).waitFor({ timeout: 20_000 });
  }
  await page.locator('[data-testid="quote"]:not([aria-busy])').waitFor();
  await page.locator('[data-testid="ticker-industry"]').waitFor();
}

/** What makes each company recognisable, beyond the facts every stock shows. */
const looksLike: Record<string, (page: Page, ticker: string) => Promise<void>> = {
  // A bank: no cost of goods, no R&D, no inventories.
  JPM: async (page, ticker) => {
    const statements = await get<Statements>(
      `/securities/stock/financials/statements?ticker=${ticker}&period=4`,
    );
    const absent = [
      ...lineNames(statements.income_statements).absent,
      ...lineNames(statements.balance_sheets).absent,
    ];
    expect(absent.filter((n) => /cost of goods/i.test(n)).length).toBeGreaterThan(0);
    expect(absent.filter((n) => /research/i.test(n)).length).toBeGreaterThan(0);
    expect(absent.filter((n) => /inventor/i.test(n)).length).toBeGreaterThan(0);
    const shown = [
      ...(await shownLines(page, 'Income')),
      ...(await shownLines(page, 'Balance sheet')),
    ];
    expect(shown.filter((n) => /cost of goods|research|inventor/i.test(n))).toEqual([]);
    await page.locator('[data-testid="statement-hidden"]').waitFor();
    // No cost of revenue in any period: a gross margin does not apply, whatever the ratio says.
    const cost = (lines: Line[] | null | undefined): Line | undefined =>
      (lines ?? []).map((l) => (l.name === 'Cost of Revenue' ? l : cost(l.lines))).find(Boolean);
    expect(statements.income_statements.map((p) => cost(p.lines)?.value ?? null)).toEqual(
      statements.income_statements.map(() => null),
    );
    const grossMargin = page.locator('.metric', { hasText: 'Gross margin' }).locator('dd');
    await expect.poll(() => grossMargin.textContent()).toBe('— not applicable');
  },
  // The largest chip maker: its revenue and market cap at its own scale.
  NVDA: async (page, ticker) => {
    const profile = await get<{ market_cap: number }>(`/securities/stock/profile?ticker=${ticker}`);
    expect(await page.locator('[data-testid="ticker-market-cap"]').textContent()).toContain(
      await inPage(page, profile.market_cap, usdCompact),
    );
    const income = await shownLines(page, 'Income');
    expect(income.some((n) => /research/i.test(n))).toBe(true);
  },
  // A dividend payer: the latest dividend and the trailing yield.
  KO: async (page, ticker) => {
    const dividends = await get<{ ex_date: string; amount: number }[]>(
      `/securities/stock/financials/dividends?ticker=${ticker}`,
    );
    const latest = [...dividends].sort((a, b) => b.ex_date.localeCompare(a.ex_date))[0];
    expect(latest, 'the sandbox lists KO dividends').toBeDefined();
    const firstRow = page.locator('[data-testid="dividends"] tbody tr').first();
    expect(await firstRow.locator('td.num').textContent()).toBe(
      await inPage(page, latest?.amount ?? Number.NaN, usd),
    );
    const metrics = await get<{ dividend_yield_ratio_ttm: number }>(
      `/securities/stock/financials?ticker=${ticker}`,
    );
    expect(metrics.dividend_yield_ratio_ttm).toBeGreaterThan(0);
    // A company with a cost of revenue shows its gross margin.
    const grossMargin = page.locator('.metric', { hasText: 'Gross margin' }).locator('dd');
    const ratios = await get<{ gross_profit_ratio_ttm: number }>(
      `/securities/stock/financials?ticker=${ticker}`,
    );
    expect(await grossMargin.textContent()).toBe(
      await inPage(page, ratios.gross_profit_ratio_ttm, percent),
    );
    const yieldCell = page.locator('.metric', { hasText: 'Dividend yield' }).locator('dd');
    expect(await yieldCell.textContent()).toBe(
      await inPage(page, metrics.dividend_yield_ratio_ttm, percent),
    );
  },
  // An oil major: its industry said in the header.
  XOM: async (page, ticker) => {
    const profile = await get<{ industry: string }>(`/securities/stock/profile?ticker=${ticker}`);
    expect(profile.industry).toBe('energy_equip_serv');
    expect(await page.locator('[data-testid="ticker-industry"]').textContent()).toContain(
      industryLabels[profile.industry],
    );
  },
  // A product company with the statement lines a bank lacks.
  AAPL: async (page) => {
    const income = await shownLines(page, 'Income');
    expect(income.some((n) => /cost of goods/i.test(n))).toBe(true);
    expect(income.some((n) => /research/i.test(n))).toBe(true);
    expect((await shownLines(page, 'Balance sheet')).some((n) => /inventor/i.test(n))).toBe(true);
  },
};

describe('the ticker view looks like each company', () => {
  it.each(Object.keys(looksLike))('%s', async (ticker) => {
    const { page } = job.browser;
    await openTicker(page, ticker);

    const [security] = (
      await get<{ data: { ticker: string; name: string }[] }>(`/securities/search?query=${ticker}`)
    ).data.filter((s) => s.ticker === ticker);
    expect(await page.locator('.ticker-name').textContent()).toBe(security?.name);

    const profile = await get<{ industry: string }>(`/securities/stock/profile?ticker=${ticker}`);
    expect(await page.locator('[data-testid="ticker-industry"]').textContent()).toContain(
      industryLabels[profile.industry] ?? profile.industry,
    );

    // The last price is the last daily candle's close.
    const { data: candles } = await get<{ data: { t: number; c: number }[] }>(
      `/marketdata/candles?ticker=${ticker}&interval=day&step=1&from=${Date.now() - 10 * 86_400_000}`,
    );
    const last = candles.at(-1);
    expect(last, `${ticker} has daily candles`).toBeDefined();
    expect(await page.locator('.quote-price').textContent()).toBe(
      await inPage(page, last?.c ?? Number.NaN, usd),
    );

    // Revenue at the company's own scale.
    const metrics = await get<{ operating_income_total_ttm: number }>(
      `/securities/stock/financials?ticker=${ticker}`,
    );
    const revenue = page.locator('.metric', { hasText: 'Revenue (TTM)' }).locator('dd');
    expect(await revenue.textContent()).toBe(
      await inPage(page, metrics.operating_income_total_ttm, usdCompact),
    );

    await looksLike[ticker]?.(page, ticker);
    await page.locator('[data-testid="statements"]').getByRole('tab', { name: 'Income' }).click();
    await page
      .locator('[data-testid="statements"]')
      .getByRole('button', { name: 'Collapse all' })
      .click();
    await job.browser.screenshot(`ticker-company-${ticker}`);
    expect(job.browser.errors, job.browser.errors.join('\n')).toEqual([]);
  });
});
