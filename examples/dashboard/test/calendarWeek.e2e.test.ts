/**
 * The calendar's week (item 10): each day of the strip counts every kind of event (economic,
 * earnings, ex-dividend, IPO, splits), earnings rows name the company, and on a phone the
 * backtest of a report reads in full without scrolling sideways; the week agenda lists every
 * event of each day by kind, named, at desktop and phone size. Screenshots of the week and of its
 * agenda at both sizes.
 */
import { describe, expect, it } from 'vitest';
import { startMainJobInBrowser } from './helpers/e2e';
import { api } from './helpers/server';

type Listed = { data: { data: { ticker?: string; unique_id?: string }[] } };
const job = startMainJobInBrowser();
const kinds = [
  '/calendar/economics',
  '/calendar/earnings',
  '/calendar/dividends',
  '/calendar/ipo',
  '/calendar/corporateactions',
];

/** Every event of a date, by kind, as the API lists them. */
async function eventsOn(date: string): Promise<Listed['data']['data'][]> {
  return Promise.all(
    kinds.map(
      async (path) => (await api<Listed>(job.server.url, `${path}?date=${date}`)).data.data,
    ),
  );
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The agenda's name of each kind, in the order of `kinds`. */
const agendaKinds = ['economic', 'earnings', 'ex-dividend', 'IPO', 'split'];

/**
 * The latest week (Monday to Sunday) with economic events, earnings reports and at least one
 * dividend, IPO or split, with every event of each of its days by kind.
 */
async function busyWeek(): Promise<{ days: string[]; events: Listed['data']['data'][][] }> {
  const today = new Date(`${isoDay(Date.now())}T00:00:00Z`);
  const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000;
  for (let back = 0; back < 12; back += 1) {
    const days = Array.from({ length: 7 }, (_, i) =>
      isoDay(monday - back * 7 * 86_400_000 + i * 86_400_000),
    );
    const events = await Promise.all(days.map(eventsOn));
    const total = (kind: number) => events.reduce((sum, day) => sum + (day[kind]?.length ?? 0), 0);
    if (total(0) > 0 && total(1) > 0 && total(2) + total(3) + total(4) > 0) return { days, events };
  }
  throw new Error('no week of the last twelve has economic events, earnings and company events');
}

describe('the calendar week', () => {
  it('counts every kind of event on each day and names the companies that report', async () => {
    const { page } = job;
    // A recent date with earnings reports, and one with events other than economic ones.
    let date = '';
    let events: Listed['data']['data'][] = [];
    for (let back = 0; back < 60; back += 1) {
      date = isoDay(Date.now() - back * 86_400_000);
      events = await eventsOn(date);
      if ((events[1]?.length ?? 0) > 0) break;
    }
    expect(events[1]?.length, `earnings on ${date}`).toBeGreaterThan(0);
    await page.goto(job.url(`#/calendar/${date}`));
    const current = page.locator('nav.week a[aria-current="date"] [data-testid="week-count"]');
    const total = events.reduce((sum, list) => sum + list.length, 0);
    await expect
      .poll(() => current.textContent(), { timeout: 20_000 })
      .toBe(total === 1 ? '1 event' : `${total} events`);
    // More than the economic events alone: earnings count too.
    expect(total).toBeGreaterThan(events[0]?.length ?? 0);
    // Each earnings row names its company.
    const rows = page.locator('[data-testid="earnings-calendar-table"] tbody tr');
    await rows.first().waitFor();
    const first = events[1]?.[0]?.ticker ?? '';
    const search = await api<{ data: { data: { ticker: string; name: string }[] } }>(
      job.server.url,
      `/securities/search?query=${first}`,
    );
    const name = search.data.data.find((s) => s.ticker === first)?.name ?? '';
    expect(name).not.toBe('');
    await expect
      .poll(() => rows.first().locator('[data-testid="company-name"]').textContent(), {
        timeout: 20_000,
      })
      .toBe(name);
    await job.browser.screenshot('calendar-week-desktop');
  });

  it('shows the whole backtest text on a phone', async () => {
    const { page } = job;
    await page.setViewportSize({ width: 390, height: 844 });
    let date = '';
    for (let back = 0; back < 60; back += 1) {
      date = isoDay(Date.now() - back * 86_400_000);
      const listed = await api<Listed>(job.server.url, `/calendar/earnings?date=${date}`);
      if (listed.data.data.length > 0) break;
    }
    await page.goto(job.url(`#/calendar/${date}`));
    const show = page.getByRole('button', { name: /Show the backtest of/ }).first();
    await show.click();
    const text = page.locator('[data-testid="calendar-backtest"] .backtest-text');
    await text.waitFor({ timeout: 20_000 });
    const box = await text.evaluate((element) => {
      const own = element.getBoundingClientRect();
      const scroller = element.closest('.table-scroll, .table-wrap') ?? document.body;
      const view = scroller.getBoundingClientRect();
      return { left: own.left, right: own.right, viewLeft: view.left, viewRight: view.right };
    });
    // Inside the part of the table the phone shows, with no sideways scroll needed to read it.
    expect(box.left).toBeGreaterThanOrEqual(box.viewLeft - 1);
    expect(box.right).toBeLessThanOrEqual(Math.min(box.viewRight, 390) + 1);
    await job.browser.screenshot('calendar-week-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  for (const size of [
    { label: 'desktop', width: 1440, height: 900 },
    { label: 'phone', width: 390, height: 844 },
  ]) {
    it(`lists the week as an agenda of every event, named, at ${size.label} size`, async () => {
      const { page } = job;
      await page.setViewportSize({ width: size.width, height: size.height });
      // A week with economic events, earnings and company events of another kind.
      const week = await busyWeek();
      await page.goto(job.url(`#/calendar/${week.days[2]}`));
      await page.getByRole('button', { name: 'Week agenda' }).click();
      await expect.poll(() => page.url()).toContain('?show=week');
      const agenda = page.getByTestId('week-agenda');
      await agenda.waitFor();
      // Each day lists every event of every kind the API lists for it, by kind.
      for (const [index, day] of week.days.entries()) {
        const section = agenda.locator(`[data-testid="agenda-day"][data-date="${day}"]`);
        const listed = week.events[index] ?? [];
        for (const [kind, label] of agendaKinds.entries()) {
          await expect
            .poll(() =>
              section.locator(`[data-testid="agenda-item"][data-kind="${label}"]`).count(),
            )
            .toBe(listed[kind]?.length ?? 0);
        }
      }
      // Earnings lines name the company; economic lines the indicator.
      const earnings = agenda.locator('[data-testid="agenda-item"][data-kind="earnings"]');
      await expect
        .poll(() => earnings.locator('[data-testid="company-name"]').count(), { timeout: 20_000 })
        .toBe(await earnings.count());
      const firstEconomic = week.events.flatMap((day) => day[0] ?? [])[0] as { index?: string };
      expect(firstEconomic.index).toBeTruthy();
      await expect
        .poll(() =>
          agenda.locator('[data-testid="agenda-item"][data-kind="economic"]').allTextContents(),
        )
        .toEqual(expect.arrayContaining([expect.stringContaining(firstEconomic.index ?? '')]));
      // No time of day is in the data: the agenda says so rather than making one up.
      expect(await agenda.getByTestId('agenda-times').textContent()).toContain('No time of day');
      // Kept over a reload, and nothing wider than the screen.
      await page.reload();
      await agenda.waitFor();
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide).toBeLessThanOrEqual(size.width);
      await job.browser.screenshot(`calendar-agenda-${size.label}`);
      await page.setViewportSize({ width: 1440, height: 900 });
    });
  }

  it('logged no console error', () => {
    expect(job.browser.errors).toEqual([]);
  });
});
