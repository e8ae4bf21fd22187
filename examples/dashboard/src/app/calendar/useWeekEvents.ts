import { marketDataQueries, useMarketDataClient } from '@marketdata-sdk/react-hooks';
import type {
  CorporateAction,
  DividendsCalendarEntry,
  EarningsCalendarEntry,
  EconomicEvent,
  IpoCalendarEntry,
} from '@marketdata-sdk/types';
import { useQueries } from '@tanstack/react-query';

/** Every event of one day, by kind; `undefined` while a kind has not answered. */
export interface DayEvents {
  economic: EconomicEvent[];
  earnings: EarningsCalendarEntry[];
  dividends: DividendsCalendarEntry[];
  ipos: IpoCalendarEntry[];
  actions: CorporateAction[];
}

/** The kinds of event a day of the calendar lists, in the week strip's order, with their labels. */
export const eventKinds = [
  ['economic', 'listEconomicEvents', 'economic'],
  ['earnings', 'listEarningsCalendar', 'earnings'],
  ['dividends', 'listDividendsCalendar', 'ex-dividend'],
  ['ipos', 'listIpoCalendar', 'IPO'],
  ['actions', 'listCorporateActions', 'split or action'],
] as const;

/** What a day holds: every kind of event counted. */
export interface DayCount {
  total: number;
  /** "2 economic, 1 earnings" */
  parts: string;
}

/** Counts a day's events of every kind: "2 economic, 1 earnings". */
export function countDay(events: DayEvents): DayCount {
  const counted = eventKinds.map(([kind, , label]) => [label, events[kind].length] as const);
  return {
    total: counted.reduce((sum, [, n]) => sum + n, 0),
    parts: counted
      .filter(([, n]) => n > 0)
      .map(([label, n]) => `${n} ${label}`)
      .join(', '),
  };
}

/**
 * Every event of each day, by kind: one query per kind and day, shared with the day's own panels
 * through the query cache. `undefined` for a day until each of its kinds has answered.
 */
export function useWeekEvents(days: string[], enabled: boolean): (DayEvents | undefined)[] {
  const queries = marketDataQueries(useMarketDataClient());
  const results = useQueries({
    queries: days.flatMap((date) =>
      eventKinds.map(([, operation]) => ({ ...queries[operation]({ date }), enabled })),
    ),
  });
  return days.map((_, day) => {
    const lists = eventKinds.map(
      (_, kind) => results[day * eventKinds.length + kind]?.data as unknown[] | undefined,
    );
    if (lists.some((list) => list === undefined)) return undefined;
    return Object.fromEntries(
      eventKinds.map(([kind], index) => [kind, lists[index]]),
    ) as unknown as DayEvents;
  });
}
