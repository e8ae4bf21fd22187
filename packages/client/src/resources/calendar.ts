import {
  getEarningsBacktest,
  listCorporateActions,
  listDividendsCalendar,
  listEarningsCalendar,
  listEconomicEvents,
  listIpoCalendar,
} from '@marketdata-sdk/types/internal';
import type { Transport } from '../createTransport';
import { bindMethod, type ParamsMethod } from '../internals/bindMethod';

/** The calendar resource. */
export interface CalendarResource {
  /**
   * Economic events on a date (YYYY-MM-DD).
   * @example const events = await client.calendar.listEconomicEvents({ date: '2025-06-06' });
   */
  listEconomicEvents: ParamsMethod<'listEconomicEvents'>;
  /**
   * How a stock moved after past earnings beats, by the `unique_id` of a row of
   * `listEarningsCalendar` (or of an earnings report that carries one).
   * @example const bt = await client.calendar.getEarningsBacktest({ unique_id: event.unique_id });
   */
  getEarningsBacktest: ParamsMethod<'getEarningsBacktest'>;
  /**
   * The earnings reports of a date (YYYY-MM-DD), each with the `unique_id` backtesting takes.
   * @example const reports = await client.calendar.listEarningsCalendar({ date: '2025-10-30' });
   */
  listEarningsCalendar: ParamsMethod<'listEarningsCalendar'>;
  /**
   * The dividends of a date (YYYY-MM-DD; the ex-dividend date, inferred).
   * @example const dividends = await client.calendar.listDividendsCalendar({ date: '2025-11-10' });
   */
  listDividendsCalendar: ParamsMethod<'listDividendsCalendar'>;
  /**
   * The initial public offerings of a date (YYYY-MM-DD), with the offer price range.
   * @example const ipos = await client.calendar.listIpoCalendar({ date: '2025-09-10' });
   */
  listIpoCalendar: ParamsMethod<'listIpoCalendar'>;
  /**
   * The stock splits and reverse splits of a date (YYYY-MM-DD).
   * @example const splits = await client.calendar.listCorporateActions({ date: '2024-06-10' });
   */
  listCorporateActions: ParamsMethod<'listCorporateActions'>;
}

/**
 * Creates the calendar resource over a transport.
 * @example const calendar = createCalendarResource(createTransport({ apiKey }));
 */
export function createCalendarResource(transport: Transport): CalendarResource {
  return {
    listEconomicEvents: bindMethod(transport, listEconomicEvents),
    getEarningsBacktest: bindMethod(transport, getEarningsBacktest),
    listEarningsCalendar: bindMethod(transport, listEarningsCalendar),
    listDividendsCalendar: bindMethod(transport, listDividendsCalendar),
    listIpoCalendar: bindMethod(transport, listIpoCalendar),
    listCorporateActions: bindMethod(transport, listCorporateActions),
  };
}
