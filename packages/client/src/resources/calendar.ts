import type { Transport } from '../createTransport';
import { getEarningsBacktest, listEconomicEvents } from '../generated/operations';
import { bindMethod, type ParamsMethod } from '../internals/bindMethod';

/** The calendar resource. */
export interface CalendarResource {
  /**
   * Economic events on a date (YYYY-MM-DD).
   * @example const events = await client.calendar.listEconomicEvents({ date: '2025-06-06' });
   */
  listEconomicEvents: ParamsMethod<'listEconomicEvents'>;
  /**
   * How a stock moved after past earnings beats, by the earnings event's `unique_id`.
   * @example const bt = await client.calendar.getEarningsBacktest({ unique_id: id });
   */
  getEarningsBacktest: ParamsMethod<'getEarningsBacktest'>;
}

/**
 * Creates the calendar resource over a transport.
 * @example const calendar = createCalendarResource(createTransport({ apiKey }));
 */
export function createCalendarResource(transport: Transport): CalendarResource {
  return {
    listEconomicEvents: bindMethod(transport, listEconomicEvents),
    getEarningsBacktest: bindMethod(transport, getEarningsBacktest),
  };
}
