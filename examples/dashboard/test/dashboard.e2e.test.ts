/**
 * The dashboard in a real Chromium against the real main job (sandbox mode, with a fast wire
 * clock so a new headline arrives within seconds).
 */
import { describe, expect, it } from 'vitest';
import { headlinesWithoutTickers, startMainJobInBrowser } from './helpers/e2e';
import { api } from './helpers/server';

type Envelope<T> = { data: T; status_code: number; status_msg: string };
type WiresPage = { data: { news_id: string }[] };

const job = startMainJobInBrowser({ wiresPerMinute: 60, pollIntervalMs: 1_000 });

const headlineIds = () =>
  job.browser.page.$$eval('[data-testid="headline"]', (items) =>
    items.map((item) => (item as HTMLElement).dataset.newsId ?? ''),
  );

/** The newest 100 headline ids the API lists for a filter (the feed shows 50 plus arrivals). */
async function listedIds(filter: string): Promise<Set<string>> {
  const path = `/news/v1/wire/page/history?${filter}&size=50`;
  const first = await api<Envelope<WiresPage>>(job.server.url, path);
  const last = first.data.data.at(-1)?.news_id ?? '';
  const second = await api<Envelope<WiresPage>>(job.server.url, `${path}&start_id=${last}`);
  return new Set([...first.data.data, ...second.data.data].map((h) => h.news_id));
}

/**
 * Waits until every headline shown is one the API lists for the filter. What it last saw says
 * why when it does not: nothing shown yet, or the ids shown that the filter does not list.
 */
async function expectFeedFrom(filter: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const shown = await headlineIds();
        const allowed = await listedIds(filter);
        if (shown.length === 0) return ['(no headline shown yet)'];
        return shown.filter((id) => !allowed.has(id));
      },
      // The relay starts a poller for a new filter: on a loaded machine that takes a while.
      { timeout: 30_000 },
    )
    .toEqual([]);
}

describe('the dashboard against the main job', () => {
  it('shows the feed and a new headline arrives', async () => {
    const { page } = job.browser;
    await page.goto(`${job.server.url}/`);
    await page.locator('[data-testid="headline"]').nth(4).waitFor();
    const first = await headlineIds();
    expect(first.length).toBeGreaterThanOrEqual(5);
    expect(await page.locator('meta[name="marketdata-mode"]').getAttribute('content')).toBe(
      'sandbox',
    );
    // A newer headline than any shown takes the top of the list (newest first).
    await page.waitForFunction(
      (known) => {
        const top = document.querySelector<HTMLElement>('[data-testid="headline"]');
        return top !== null && !known.includes(top.dataset.newsId ?? '');
      },
      first,
      { timeout: 30_000 },
    );
    expect(await page.locator('[data-testid="live-status"]').textContent()).toBe('Live');
    const [top] = await headlineIds();
    expect(first).not.toContain(top);
    await expect
      .poll(() => page.locator(`[data-news-id="${top}"]`).getAttribute('class'))
      .toContain('is-new');
    await job.browser.screenshot('feed');
  });

  it('opens a headline in the reading pane', async () => {
    const { page } = job.browser;
    await page.locator('[data-testid="headline"] .headline-main').first().click();
    const paragraphs = page.locator('[data-testid="reader"] .reader-body p');
    await paragraphs.first().waitFor();
    expect(await paragraphs.count()).toBeGreaterThan(0);
  });

  it('filters by ticker: every headline shown is tagged with it', async () => {
    const { page } = job.browser;
    const filter = page.getByRole('textbox', { name: 'Filter by tickers' });
    await filter.fill('NVDA');
    await filter.press('Enter');
    await expect
      .poll(() => headlinesWithoutTickers(page, ['NVDA']), { timeout: 30_000 })
      .toEqual([]);
    await page.getByRole('button', { name: 'Clear' }).click();
  });

  it('a tab filter changes the list to that tab', async () => {
    const { page } = job.browser;
    const before = await headlineIds();
    await page.getByRole('tab', { name: 'Earnings' }).click();
    // The list must come from the earnings tab, as the API says right after.
    await expectFeedFrom('tab=earnings');
    const after = await headlineIds();
    expect(before.some((id) => !after.includes(id))).toBe(true);
    await job.browser.screenshot('feed-earnings-tab');
  });

  it('the industry filter narrows the list to that industry', async () => {
    const { page } = job.browser;
    await page.getByRole('combobox', { name: 'Industry' }).selectOption('chips');
    await expectFeedFrom('tab=earnings&industry=chips');
    await page.getByRole('combobox', { name: 'Industry' }).selectOption('');
    await page.getByRole('tab', { name: 'All' }).click();
  });

  it('search opens a ticker view with consensus, earnings chart and an expandable statement tree', async () => {
    const { page } = job.browser;
    const box = page.getByRole('combobox', { name: 'Search securities' });
    await box.fill('Apple');
    const option = page.getByRole('option').filter({ hasText: 'AAPL' });
    await option.first().waitFor();
    await option.first().click();
    await page.waitForURL(/#\/ticker\/AAPL$/);

    const consensus = page.locator('[data-testid="consensus"][data-state="ready"]');
    await consensus.waitFor();
    await consensus.locator('[data-testid="target-range"]').waitFor();
    await page.locator('[data-testid="earnings-chart"] canvas').first().waitFor();
    // The latest report's earnings event, backtested through its unique_id.
    await page.locator('[data-testid="backtest"]').waitFor();

    const tree = page.locator('[data-testid="statement-tree"]');
    // The statements load when their card nears the screen.
    await page.locator('[data-testid="statements"]').scrollIntoViewIfNeeded();
    await tree.waitFor();
    const rows = tree.locator('[data-testid="statement-row"]');
    const topLevel = await rows.count();
    expect(topLevel).toBeGreaterThan(3);
    expect(await tree.locator('[data-depth="1"]').count()).toBe(0);
    await tree.locator('button[aria-expanded="false"]').first().click();
    await tree.locator('[data-depth="1"]').first().waitFor();
    expect(await rows.count()).toBeGreaterThan(topLevel);
    await page.getByRole('button', { name: 'Expand all' }).click();
    await tree.locator('[data-depth="2"]').first().waitFor();
    // Annual or quarterly: the columns change, the tree stays.
    const headers = () => tree.locator('thead th').allTextContents();
    const annual = await headers();
    await page.getByRole('button', { name: 'Quarterly', exact: true }).click();
    await expect.poll(headers).not.toEqual(annual);
    await page.getByRole('tab', { name: 'Balance sheet' }).click();
    await expect
      .poll(() => tree.locator('[data-testid="statement-row"] th').first().textContent())
      .toBe('Total Assets');
    // The other panels settle too, with data or an empty state, never an error.
    for (const panel of ['metrics', 'ratings', 'dividends', 'congress', 'price']) {
      await page.locator(`[data-testid="${panel}"][data-state="ready"]`).waitFor();
    }
    expect(await page.locator('[data-testid="error"]').count()).toBe(0);
    await job.browser.screenshot('ticker-aapl');
  });

  it('leads the ticker view with the change since the previous close, a price chart from candles and insider trades', async () => {
    const { page } = job.browser;
    const from = Date.now() - 380 * 86_400_000;
    type Bar = { t: number; c: number; h: number; l: number };
    const daily = await api<Envelope<{ data: Bar[] }>>(
      job.server.url,
      `/marketdata/candles?ticker=AAPL&interval=day&step=1&from=${from}`,
    );
    const closes = daily.data.data.map((c) => c.c);
    const last = closes.at(-1) ?? 0;
    const previous = closes.at(-2) ?? 0;
    const expected = new Intl.NumberFormat('en-US', {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }).format(last / previous - 1);
    await page.goto(`${job.server.url}/#/ticker/AAPL`);
    const quote = page.locator('[data-testid="quote"]');
    await expect
      .poll(() => quote.textContent(), { timeout: 15_000 })
      .toContain(`${expected} since the previous close`);
    await page.locator('[data-testid="price"][data-state="ready"]').waitFor();
    await page.locator('[data-testid="price-chart"] canvas').first().waitFor();
    expect(await page.locator('[data-testid="price"]').textContent()).toContain('52-week range');
    // The 52-week range is the lowest low and highest high of the daily bars of the last 52
    // weeks, the previous close the close of the session before the last.
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const lastBar = daily.data.data.at(-1) as Bar;
    const year = daily.data.data.filter((c) => c.t > lastBar.t - 365 * 86_400_000);
    expect(year.length).toBeGreaterThan(200);
    const text = (id: string) => page.locator(`[data-testid="${id}"]`).textContent();
    expect(await text('low-52w')).toBe(usd.format(Math.min(...year.map((c) => c.l))));
    expect(await text('high-52w')).toBe(usd.format(Math.max(...year.map((c) => c.h))));
    expect(await text('previous-close')).toBe(usd.format(previous));
    const chart = page.locator('[data-testid="price-chart"]');
    expect(await chart.getAttribute('data-interval')).toBe('1 min');
    // The session choice applies to intraday ranges; a year is daily bars.
    await page.getByRole('combobox', { name: 'Session' }).waitFor();
    await page.getByRole('button', { name: '1Y' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Session' }).count()).toBe(0);
    await page.locator('[data-testid="price"][data-state="ready"]').waitFor();
    // A year of daily bars: the same bars the sandbox gives for a year back from the last open.
    const yearBars = await api<Envelope<{ data: Bar[] }>>(
      job.server.url,
      `/marketdata/candles?ticker=AAPL&interval=day&step=1&from=${lastBar.t - 366 * 86_400_000}&to=${lastBar.t + 10.5 * 3_600_000}&adjustment=backward`,
    );
    await expect.poll(() => chart.getAttribute('data-interval')).toBe('1 day');
    await expect
      .poll(() => chart.getAttribute('data-bars'))
      .toBe(String(yearBars.data.data.length));
    expect(yearBars.data.data.length).toBeGreaterThan(200);
    expect(await chart.getAttribute('data-first-bar')).toBe(String(yearBars.data.data[0]?.t));
    expect(await chart.getAttribute('data-last-bar')).toBe(String(lastBar.t));
    const insider = await api<Envelope<{ data: unknown[] }>>(
      job.server.url,
      '/ownership/insider?ticker=AAPL&size=10',
    );
    const rows = page.locator('[data-testid="insider"] tbody tr');
    await page.locator('[data-testid="insider"][data-state="ready"]').waitFor();
    expect(await rows.count()).toBe(insider.data.data.length);
    await job.browser.screenshot('ticker-price');
  });

  it('opens the ticker view from a tag in the reading pane', async () => {
    const { page } = job.browser;
    await page.goto(`${job.server.url}/`);
    const tag = page.locator('[data-testid="reader"] .tag').first();
    await tag.waitFor();
    const code = (await tag.getAttribute('data-ticker')) ?? '';
    expect(code).toMatch(/^[A-Z.]+$/);
    await tag.click();
    await page.waitForURL(new RegExp(`#/ticker/${code}$`));
    await page.locator(`[data-testid="ticker-view"][data-ticker="${code}"]`).waitFor();
  });

  it('lists the articles and opens one with its body', async () => {
    const { page } = job.browser;
    const listed = await api<Envelope<{ data: { content_id: string; title: string }[] }>>(
      job.server.url,
      '/news/v1/article/page/history?size=20',
    );
    const first = listed.data.data[0] as { content_id: string; title: string };
    await page.goto(`${job.server.url}/#/articles`);
    const items = page.locator('[data-testid="article-item"]');
    await items.first().waitFor();
    expect(await items.count()).toBe(listed.data.data.length);
    // Titles repeat across articles; the link is the one to this article's id, named by its title.
    const link = page.locator(`a[href="#/articles/${first.content_id}"]`);
    expect(await link.textContent()).toBe(first.title);
    await link.click();
    await page.waitForURL(new RegExp(`#/articles/${first.content_id}$`));
    const body = page.locator('[data-testid="article-body"] p');
    await body.first().waitFor();
    expect(await page.locator('[data-testid="article"] h1').textContent()).toBe(first.title);
    await expect.poll(() => page.title()).toBe('Articles · Market Data');
    await job.browser.screenshot('article');
  });

  it('renders the ETF view with holdings and their weights over time', async () => {
    const { page } = job.browser;
    await page.goto(`${job.server.url}/#/etf/SPY`);
    const table = page.locator('[data-testid="etf-table"] tbody tr');
    await table.first().waitFor();
    const expected = await api<Envelope<{ data: { holdings: unknown[] }[] }>>(
      job.server.url,
      '/securities/etf/holdings?ticker=SPY',
    );
    const latestCount = expected.data.data.at(-1)?.holdings.length ?? 0;
    expect(latestCount).toBeGreaterThan(0);
    expect(await table.count()).toBe(latestCount);
    await page.locator('[data-testid="etf-chart"] canvas').first().waitFor();
    // Each line's legend entry names its value and switches the line off and on.
    const toggles = page.locator('[data-testid="etf-holdings"] .legend-toggle');
    expect(await toggles.count()).toBe(latestCount);
    expect(await toggles.first().textContent()).toMatch(/%$/);
    await toggles.first().click();
    expect(await toggles.first().getAttribute('aria-pressed')).toBe('false');
    await toggles.first().click();
    expect(await toggles.first().getAttribute('aria-pressed')).toBe('true');
    await job.browser.screenshot('etf-spy');
  });

  it('renders the economic calendar of a date', async () => {
    const { page } = job.browser;
    // The most recent date (within two weeks) that has events, as the API says.
    let date = '';
    let count = 0;
    for (let back = 0; back < 14 && count === 0; back += 1) {
      date = new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
      const events = await api<Envelope<{ data: unknown[] }>>(
        job.server.url,
        `/calendar/economics?date=${date}`,
      );
      count = events.data.data.length;
    }
    expect(count).toBeGreaterThan(0);
    await page.goto(`${job.server.url}/#/calendar/${date}`);
    const rows = page.locator('[data-testid="calendar-table"] tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(count);
    // Each release with a forecast says beat, miss or in line in words, with an arrow, and in
    // the colour of the word (never the colour alone).
    let compared = 0;
    for (const row of await rows.all()) {
      const cells = await row.locator('td').allTextContents();
      const [actual, forecast] = [cells[2] ?? '', cells[3] ?? ''];
      if (actual === '—' || forecast === '—') continue;
      const cue = row.locator('[data-testid="surprise"]');
      const word = await cue.getAttribute('data-surprise');
      expect(['beat', 'miss', 'in line']).toContain(word);
      expect(await cue.textContent()).toMatch(new RegExp(`[▲▼=] ${word}$`));
      expect(await cue.getAttribute('class')).toContain(
        word === 'beat' ? 'positive' : word === 'miss' ? 'negative' : 'muted',
      );
      compared += 1;
    }
    expect(compared, 'releases with a forecast on that day').toBeGreaterThan(0);
    await job.browser.screenshot('calendar');
  });

  it('opens the backtest of an earnings calendar row', async () => {
    const { page } = job.browser;
    let date = '';
    let rows: { unique_id: string; ticker: string }[] = [];
    for (let back = 0; back < 45 && rows.length === 0; back += 1) {
      date = new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
      rows = (
        await api<Envelope<{ data: { unique_id: string; ticker: string }[] }>>(
          job.server.url,
          `/calendar/earnings?date=${date}`,
        )
      ).data.data;
    }
    expect(rows.length).toBeGreaterThan(0);
    const first = rows[0] as { unique_id: string; ticker: string };
    const backtest = await api<Envelope<{ headline: string }>>(
      job.server.url,
      `/calendar/earnings/backtesting?unique_id=${first.unique_id}`,
    );
    await page.goto(`${job.server.url}/#/calendar/${date}`);
    const table = page.locator('[data-testid="earnings-calendar-table"]');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(rows.length);
    await page.getByRole('button', { name: `Show the backtest of ${first.ticker}` }).click();
    const row = page.locator('[data-testid="calendar-backtest"]');
    await expect.poll(() => row.textContent()).toContain(backtest.data.headline);
    for (const panel of ['dividends-calendar', 'ipo-calendar']) {
      await page.locator(`[data-testid="${panel}"][data-state="ready"]`).waitFor();
    }
    await job.browser.screenshot('calendar-earnings');
  });

  it('says "Symbol not found" with suggestions for a typo in the search box', async () => {
    const { page } = job.browser;
    const expected = await api<Envelope<null>>(
      job.server.url,
      '/analysis-ratings/consensus?ticker=AAPPL',
    );
    expect(expected.status_code).toBe(4012);
    await page.goto(`${job.server.url}/`);
    const box = page.getByRole('combobox', { name: 'Search securities' });
    await box.fill('AAPPL');
    await page.getByText('No match for “AAPPL”').waitFor();
    await box.press('Enter');
    await page.waitForURL(/#\/ticker\/AAPPL$/);
    const notice = page.locator('[data-testid="unknown-ticker"] [data-testid="symbol-not-found"]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Symbol not found: AAPPL');
    // Suggestions come from search; the closest one opens its view.
    const suggestion = notice.getByRole('link', { name: /AAPL/ });
    await suggestion.waitFor();
    // One clear message: no raw code, no panel asking for a symbol that does not exist.
    expect(await page.locator('[data-testid="ticker-view"]').textContent()).not.toContain('4012');
    expect(await page.locator('[data-testid="earnings"]').count()).toBe(0);
    await job.browser.screenshot('ticker-unknown');
    await suggestion.click();
    await page.waitForURL(/#\/ticker\/AAPL$/);
    await page.locator('[data-testid="consensus"][data-state="ready"]').waitFor();
  });

  it('says "Symbol not found" with suggestions for an unknown symbol in the ETF view link', async () => {
    const { page } = job.browser;
    const expected = await api<Envelope<null>>(
      job.server.url,
      '/securities/etf/holdings?ticker=SPYY',
    );
    expect(expected.status_code).toBe(4012);
    await page.goto(`${job.server.url}/#/etf/SPYY`);
    const notice = page.locator('[data-testid="unknown-ticker"] [data-testid="symbol-not-found"]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Symbol not found: SPYY');
    const view = page.locator('[data-testid="ticker-view"]');
    expect(await view.textContent()).not.toContain('did not accept');
    expect(await view.textContent()).not.toContain('4012');
    expect(await page.locator('[data-testid="etf-holdings"]').count()).toBe(0);
    // Suggestions come from search; SPY is an ETF, so its link opens the ETF view.
    const suggestion = notice.getByRole('link', { name: /^SPY\b/ });
    await suggestion.waitFor();
    await job.browser.screenshot('etf-unknown');
    await suggestion.click();
    await page.waitForURL(/#\/etf\/SPY$/);
    await page.locator('[data-testid="etf-holdings"][data-state="ready"]').waitFor();
  });

  it('an unknown ticker in the feed filter keeps the feed on its last good filter', async () => {
    const { page } = job.browser;
    await page.goto(`${job.server.url}/`);
    const filter = page.getByRole('textbox', { name: 'Filter by tickers' });
    await filter.fill('MSFT');
    await filter.press('Enter');
    await expect
      .poll(() => headlinesWithoutTickers(page, ['MSFT']), { timeout: 30_000 })
      .toEqual([]);
    await filter.fill('MSFTT');
    await filter.press('Enter');
    const notice = page.locator('[data-testid="feed-symbol-not-found"]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Symbol not found: MSFTT');
    expect(await page.locator('[data-testid="feed-rejected"]').textContent()).toContain(
      'keeps showing the headlines of MSFT',
    );
    // The feed still runs on MSFT: live, no error, the same tagged headlines.
    expect(await page.locator('[data-testid="live-status"]').textContent()).toBe('Live');
    expect(await page.locator('[data-testid="error"]').count()).toBe(0);
    expect(await page.locator('[data-testid="headline"]').count()).toBeGreaterThan(0);
    await job.browser.screenshot('feed-unknown-ticker');
    // A suggestion applies in place of the typo.
    await notice.getByRole('button', { name: /^MSFT\b/ }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await filter.inputValue()).toBe('MSFT');
    await page.getByRole('button', { name: 'Clear' }).click();
  });

  it('shows an ETF in the ticker view without the company panels that cannot apply', async () => {
    const { page } = job.browser;
    await page.goto(`${job.server.url}/#/ticker/SPY`);
    for (const panel of ['fund-facts', 'price', 'etf-holdings', 'ticker-news']) {
      await page.locator(`[data-testid="${panel}"][data-state="ready"]`).waitFor();
    }
    for (const panel of [
      'consensus',
      'ratings',
      'congress',
      'earnings',
      'statements',
      'dividends',
      'metrics',
      'insider',
    ]) {
      expect(await page.locator(`[data-testid="${panel}"]`).count()).toBe(0);
    }
    expect(await page.locator('[data-testid="error"]').count()).toBe(0);
    await job.browser.screenshot('ticker-etf');
  });

  it('fits a narrow screen', async () => {
    const { page } = job.browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${job.server.url}/`);
    await page.locator('[data-testid="headline"]').first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await job.browser.screenshot('feed-narrow');
    await page.goto(`${job.server.url}/#/ticker/MSFT`);
    await page.locator('[data-testid="consensus"][data-state="ready"]').waitFor();
    const tickerOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(tickerOverflow).toBeLessThanOrEqual(0);
    // The statements' line names wrap: the latest period's figures show beside them unscrolled.
    await page.locator('[data-testid="statements"]').scrollIntoViewIfNeeded();
    await page.locator('[data-testid="statements"][data-state="ready"]').waitFor();
    const firstFigures = await page.locator('[data-testid="statement-tree"]').evaluate((table) => {
      const box = (table.closest('.table-wrap') as HTMLElement).getBoundingClientRect();
      const cell = table.querySelector('tbody td.num') as HTMLElement;
      return { cell: cell.getBoundingClientRect().right, box: box.right, text: cell.textContent };
    });
    expect(firstFigures.cell, `"${firstFigures.text}" is cut off`).toBeLessThanOrEqual(
      firstFigures.box,
    );
    // Scrolled down, the top bar does not keep a slice of the phone's 844 px.
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const barHeight = await page
      .locator('header.topbar')
      .evaluate((bar) => Math.max(0, bar.getBoundingClientRect().bottom));
    console.log(`phone top bar: ${barHeight} px of 844 on screen after scrolling`);
    expect(barHeight).toBeLessThanOrEqual(64);
    await job.browser.screenshot('ticker-narrow');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('logged no console error on any page', () => {
    expect(job.browser.errors).toEqual([]);
  });
});
