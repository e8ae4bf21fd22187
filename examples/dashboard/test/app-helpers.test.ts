/** The app's pure helpers: routes, titles, feed parameters, importance, dates, suggestions, encodings. */
import { brotliCompressSync, constants } from 'node:zlib';
import type { Headline } from '@marketdata-sdk/types';
import { describe, expect, it } from 'vitest';
import { viewTitle } from '../src/app/App';
import { isValidDay, weekCount } from '../src/app/calendar/CalendarView';
import { parseFigure, surpriseOf } from '../src/app/calendar/surprise';
import { countDay } from '../src/app/calendar/useWeekEvents';
import { suggestionQueries } from '../src/app/components/SymbolNotFound';
import { isImportant } from '../src/app/feed/labels';
import { feedParams, mergeFeed } from '../src/app/feed/useFeed';
import { addDays, tone } from '../src/app/format';
import { parseRoute, type Route, routeHref } from '../src/app/router';
import { trailingDividends } from '../src/app/ticker/DividendsPanel';
import { compress, pickEncoding } from '../src/server/internals/compression';

describe('routes in the URL hash', () => {
  it('round-trip through their href', () => {
    const routes: Route[] = [
      { view: 'feed' },
      { view: 'ticker', ticker: 'BRK.B' },
      { view: 'etf', ticker: 'QQQ' },
      { view: 'calendar', date: '2025-06-06' },
      { view: 'calendar' },
      { view: 'articles' },
      { view: 'articles', id: 'US_ARTICLE931f7bccdb47f536' },
    ];
    for (const route of routes) expect(parseRoute(routeHref(route))).toEqual(route);
  });

  it('upper-cases tickers and falls back to the feed', () => {
    expect(parseRoute('#/ticker/aapl')).toEqual({ view: 'ticker', ticker: 'AAPL' });
    expect(parseRoute('#/etf')).toEqual({ view: 'etf', ticker: 'SPY' });
    expect(parseRoute('#/nowhere')).toEqual({ view: 'feed' });
    expect(parseRoute('')).toEqual({ view: 'feed' });
  });
});

describe('feed parameters', () => {
  it('leave out empty filters and the default tab instead of sending them empty', () => {
    expect(feedParams({ tab: 'all', industry: '', tickers: '' })).toEqual({});
    expect(feedParams({ tab: 'earnings', industry: 'chips', tickers: 'NVDA,AMD' })).toEqual({
      tab: 'earnings',
      industry: 'chips',
      tickers: 'NVDA,AMD',
    });
  });
});

describe('the feed’s merged list', () => {
  const at = (n: number) => ({ news_id: `id${n}`, publish_time: n * 1_000 }) as Headline;
  const ids = (list: Headline[]) => list.map((h) => h.news_id);
  // The first page: 80 down to 61; a live snapshot: 85 down to 36.
  const page = Array.from({ length: 20 }, (_, i) => at(80 - i));
  const snapshot = Array.from({ length: 50 }, (_, i) => at(85 - i));

  it('shows the arrivals newer than the first page and no older ones, once each', () => {
    const merged = mergeFeed(snapshot, page, { floor: page.at(-1) });
    expect(ids(merged)).toEqual(ids([at(85), at(84), at(83), at(82), at(81), ...page]));
  });

  it('shows no arrival before the history answers, and all once it failed or continues below', () => {
    expect(mergeFeed(snapshot, undefined)).toEqual([]);
    expect(mergeFeed(snapshot, undefined, { all: true })).toHaveLength(50);
    expect(mergeFeed(snapshot, page, { floor: page.at(-1), all: true })).toHaveLength(50);
  });

  it('keeps a headline once shown when a refetch moves it to a later page', () => {
    const refetched = Array.from({ length: 20 }, (_, i) => at(85 - i));
    const merged = mergeFeed(snapshot, refetched, { floor: page.at(-1) });
    expect(ids(merged).at(-1)).toBe('id61');
    expect(merged).toHaveLength(25);
  });
});

describe('the calendar week', () => {
  it('counts every kind of event of a day, in words by kind', () => {
    const day = {
      economic: [{}, {}],
      earnings: [{}],
      dividends: [],
      ipos: [],
      actions: [{}],
    } as unknown as Parameters<typeof countDay>[0];
    expect(countDay(day)).toEqual({ total: 4, parts: '2 economic, 1 earnings, 1 split or action' });
  });
});

describe('small readers', () => {
  it('read the undocumented importance mark in its usual encodings', () => {
    for (const yes of [true, 1, '1', 'true']) expect(isImportant(yes)).toBe(true);
    for (const no of [false, 0, '0', 'false', null, undefined]) expect(isImportant(no)).toBe(false);
  });

  it('add days across month ends and colour signs', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect([tone(2), tone(-2), tone(0), tone(null)]).toEqual([
      'positive',
      'negative',
      'muted',
      'muted',
    ]);
  });
});

describe('names and checks', () => {
  it('give each view its own document title', () => {
    expect(viewTitle({ view: 'feed' })).toBe('News · Market Data');
    expect(viewTitle({ view: 'ticker', ticker: 'AAPL' })).toBe('AAPL · Market Data');
    expect(viewTitle({ view: 'etf', ticker: 'SPY' })).toBe('SPY holdings · Market Data');
    expect(viewTitle({ view: 'calendar', date: '2026-11-20' })).toBe(
      'Economic calendar 2026-11-20 · Market Data',
    );
  });

  it('count a day of the calendar in words, "1 event" for a single one', () => {
    expect(weekCount(1)).toBe('1 event');
    expect(weekCount(0)).toBe('no events');
    expect(weekCount(5)).toBe('5 events');
    expect(weekCount(undefined)).toBe('·');
  });

  it('accept real calendar dates only', () => {
    expect(isValidDay('2026-11-20')).toBe(true);
    expect(isValidDay('2024-02-29')).toBe(true);
    for (const bad of ['2026-13-45', '2026-02-30', '2025-02-29', '20261120', 'today', '']) {
      expect(isValidDay(bad)).toBe(false);
    }
  });

  it('search a mistyped symbol as typed, then by shorter prefixes', () => {
    expect(suggestionQueries('aappl')).toEqual(['AAPPL', 'AAPP', 'AAP', 'A']);
    expect(suggestionQueries('X')).toEqual(['X']);
  });

  it('pick brotli, then gzip, from Accept-Encoding, honouring q=0 and the wildcard', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('identity')).toBeUndefined();
  });

  it('compress the app’s scripts with brotli’s best quality', async () => {
    // A script-like body of ~150 KB: brotli 11 beats 9 on it, as on the app's bundles.
    const script = Buffer.from(
      Array.from(
        { length: 3000 },
        (_, i) => `function f${i}(a){return a*${i}+"${(i * 7919) % 1000}"}`,
      ).join(';'),
    );
    const at = (quality: number, body: Buffer) =>
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      }).length;
    const ours = (await compress(script, 'br', 'static')).length;
    expect(at(11, script)).toBeLessThan(at(9, script));
    expect(ours).toBe(at(11, script));
  });
});

describe('economic releases against their forecast', () => {
  it('reads published figures with their units', () => {
    expect(parseFigure('0.8%')).toBe(0.8);
    expect(parseFigure('-1.2K')).toBe(-1200);
    expect(parseFigure('1.34M')).toBe(1_340_000);
    expect(parseFigure('$75.2B')).toBe(75_200_000_000);
    expect(parseFigure('')).toBeUndefined();
    expect(parseFigure('n/a')).toBeUndefined();
  });

  it('calls a figure above the forecast a beat, below a miss, equal in line', () => {
    expect(surpriseOf('Nonfarm Payrolls', '67K', '93K')).toBe('miss');
    expect(surpriseOf('Michigan Consumer Sentiment', '71.3', '70.9')).toBe('beat');
    expect(surpriseOf('Industrial Production (MoM)', '0.8%', '0.8%')).toBe('in line');
    expect(surpriseOf('Housing Starts', '1.34M', '1.33M')).toBe('beat');
  });

  it('reverses it where lower is better', () => {
    expect(surpriseOf('Unemployment Rate', '3.9%', '4.0%')).toBe('beat');
    expect(surpriseOf('Initial Jobless Claims', '230K', '223K')).toBe('miss');
    expect(surpriseOf('Crude Oil Inventories', '1.36M', '2.07M')).toBe('beat');
  });

  it('says nothing when a figure is missing', () => {
    expect(surpriseOf('Nonfarm Payrolls', '67K', '')).toBeUndefined();
    expect(surpriseOf('Nonfarm Payrolls', null, '93K')).toBeUndefined();
  });
});

describe('trailing dividends', () => {
  const rows = [
    { ex_date: '2026-12-04', amount: 0.31 },
    { ex_date: '2026-09-09', amount: 0.29 },
    { ex_date: '2026-06-05', amount: 0.29 },
    { ex_date: '2026-03-06', amount: 0.29 },
    { ex_date: '2025-12-05', amount: 0.29 },
    { ex_date: '2025-11-23', amount: 0.27 },
  ];

  it('count what went ex in the year up to today, not a declared one still ahead', () => {
    expect(trailingDividends(rows, '2026-11-23')).toBeCloseTo(1.16, 10);
  });

  it('count an ex-date of today, not the same day a year earlier', () => {
    expect(trailingDividends(rows, '2026-12-04')).toBeCloseTo(1.47, 10);
    // The day before, 2025-11-23 is still inside the year; on 2026-11-23 it is not (above).
    expect(trailingDividends(rows, '2026-11-22')).toBeCloseTo(1.43, 10);
  });
});
