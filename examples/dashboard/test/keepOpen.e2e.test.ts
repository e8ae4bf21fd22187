/**
 * The feed as a trader keeps it: open for hours with headlines arriving. A fast wire clock (ten
 * headlines a second) stands in for the hours: the list stays bounded, never skips or repeats a
 * headline, the older history continues right below what is shown, and a server restart with
 * more headlines published meanwhile than one page leaves no gap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedBounds } from '../src/app/feed/useFeed';
import { launchBrowser, type TestBrowser } from './helpers/browser';
import { api, startMainJob } from './helpers/server';

type MainJob = Awaited<ReturnType<typeof startMainJob>>;
type Envelope<T> = { data: T };
type WiresPage = { data: { news_id: string }[] };

const options = { wiresPerMinute: 600, pollIntervalMs: 1_000 };
let server: MainJob | undefined;
let port = 0;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startMainJob(options);
  port = server.port;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const shownIds = () =>
  browser.page.$$eval('[data-testid="headline"]', (items) =>
    items.map((item) => (item as HTMLElement).dataset.newsId ?? ''),
  );

/**
 * The API's list, newest first, from its newest headline down to `oldest` (inclusive): what the
 * feed must show, in order, between its top headline and `oldest`.
 */
async function listedDownTo(oldest: string): Promise<string[]> {
  const out: string[] = [];
  let startId = '';
  for (let page = 0; page < 40; page++) {
    const query = `/news/v1/wire/page/history?size=50${startId ? `&start_id=${startId}` : ''}`;
    const body = await api<Envelope<WiresPage>>(`http://127.0.0.1:${port}`, query);
    for (const { news_id } of body.data.data) {
      out.push(news_id);
      if (news_id === oldest) return out;
    }
    startId = body.data.data.at(-1)?.news_id ?? '';
    if (!startId) break;
  }
  throw new Error(`the API never listed ${oldest}`);
}

/** The headlines shown are a run of the API's list with none skipped and none twice. */
async function expectContiguous(shown: string[]): Promise<void> {
  expect(new Set(shown).size, 'no headline twice').toBe(shown.length);
  const listed = await listedDownTo(shown.at(-1) ?? '');
  const top = listed.indexOf(shown[0] ?? '');
  expect(top, 'the top headline is one the API lists').toBeGreaterThanOrEqual(0);
  expect(shown).toEqual(listed.slice(top));
}

describe('a feed left open', () => {
  it('stays bounded, and the history continues right below the newest headlines', async () => {
    const { page } = browser;
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.locator('[data-testid="headline"]').nth(4).waitFor();
    const bound = feedBounds.maxArrived + 20;
    // More arrivals than the bound: the list is trimmed at least once.
    let most = 0;
    const started = Date.now();
    while (Date.now() - started < 45_000) {
      most = Math.max(most, (await shownIds()).length);
      await page.waitForTimeout(2_000);
    }
    console.log(`keep-open: at most ${most} headlines on screen (bound ${bound})`);
    expect(most).toBeLessThanOrEqual(bound);
    // Trimmed: the oldest headline first shown has gone, and the list is still one unbroken run.
    expect(most).toBeGreaterThan(feedBounds.keptArrivals);
    const shown = await shownIds();
    await expectContiguous(shown);
    // "Load older headlines" continues from the last headline shown.
    const before = shown.length;
    await page.getByRole('button', { name: 'Load older headlines' }).click();
    // One list request and a render: give a loaded machine time (the poll's default is 1 s).
    await expect
      .poll(async () => (await shownIds()).length, { timeout: 30_000, interval: 200 })
      .toBeGreaterThan(before);
    const more = await shownIds();
    await expectContiguous(more.slice(more.indexOf(shown.at(-1) ?? '')));
    // 45 s of watching, then up to 40 list pages to compare: room for a loaded machine.
  }, 150_000);

  it('shows every headline published while the server was away, once', async () => {
    const { page } = browser;
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.locator('[data-testid="headline"]').nth(4).waitFor();
    await server?.close();
    server = undefined;
    await expect
      .poll(() => page.locator('[data-testid="live-status"]').textContent(), { timeout: 15_000 })
      .toBe('Reconnecting');
    // Ten headlines a second: more than the 50 of one page are published during the outage.
    await page.waitForTimeout(8_000);
    server = await startMainJob({ ...options, port });
    await expect
      .poll(() => page.locator('[data-testid="live-status"]').textContent(), { timeout: 20_000 })
      .toBe('Live');
    await page.waitForTimeout(3_000);
    await expectContiguous(await shownIds());
  });
});
