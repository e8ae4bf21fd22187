/** The app's pure helpers: routes, feed parameters, minute bars, importance, dates. */
import { describe, expect, it } from 'vitest';
import { toMinuteBars } from '../src/app/charts/minuteBars';
import { isImportant } from '../src/app/feed/labels';
import { feedParams } from '../src/app/feed/useFeed';
import { addDays, tone } from '../src/app/format';
import { parseRoute, type Route, routeHref } from '../src/app/router';

describe('routes in the URL hash', () => {
  it('round-trip through their href', () => {
    const routes: Route[] = [
      { view: 'feed' },
      { view: 'ticker', ticker: 'BRK.B' },
      { view: 'etf', ticker: 'QQQ' },
      { view: 'calendar', date: '2025-06-06' },
      { view: 'calendar' },
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

describe('one-minute bars from ticks', () => {
  const at = (hh: number, mm: number, ss: number) => Date.UTC(2025, 5, 6, hh, mm, ss);

  it('keep open, high, low, close and the summed volume of each minute', () => {
    const bars = toMinuteBars([
      { t: at(14, 30, 1), p: 10, q: 100 },
      { t: at(14, 30, 20), p: 12, q: 50 },
      { t: at(14, 30, 59), p: 9, q: 25 },
      { t: at(14, 31, 0), p: 11, q: 10 },
    ]);
    expect(bars).toEqual([
      { time: at(14, 30, 0) / 1000, open: 10, high: 12, low: 9, close: 9, volume: 175 },
      { time: at(14, 31, 0) / 1000, open: 11, high: 11, low: 11, close: 11, volume: 10 },
    ]);
  });

  it('ignore a tick older than the bar before it (the chart needs ascending times)', () => {
    const bars = toMinuteBars([
      { t: at(14, 31, 0), p: 11, q: 1 },
      { t: at(14, 30, 0), p: 99, q: 1 },
    ]);
    expect(bars).toHaveLength(1);
    expect(bars[0]?.high).toBe(11);
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
