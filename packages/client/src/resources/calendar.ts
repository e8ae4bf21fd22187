import {
  getEarningsBacktest,
  listCorporateActions,
  listDividendsCalendar,
  listEarningsCalendar,
  listEconomicEvents,
  listIpoCalendar,
} from '@marketdata-sdk/types/internal';
import type { RequestOptions, Transport } from '../createTransport';
import { ParamValidationError } from '../errors';
import { bindMethod, type ParamsMethod } from '../internals/bindMethod';
import type { OperationResult } from '../types';

/** An earnings event: a row of the earnings calendar, or an earnings report that carries the id. */
export interface EarningsEvent {
  /** The id `getEarningsBacktest` takes. Optional on earnings reports: the service may omit it. */
  readonly unique_id?: string;
}

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
  /**
   * The backtest of an earnings event: a row of `listEarningsCalendar` (or an earnings report
   * that carries `unique_id`). Throws `ParamValidationError` when the event has no `unique_id`.
   * @example
   * const [event] = await client.calendar.listEarningsCalendar({ date: '2025-10-30' });
   * if (event) console.log((await client.calendar.backtestEarningsEvent(event)).summary);
   */
  backtestEarningsEvent(
    event: EarningsEvent,
    options?: RequestOptions,
  ): Promise<OperationResult<'getEarningsBacktest'>>;
}

/**
 * Creates the calendar resource over a transport.
 * @example const calendar = createCalendarResource(createTransport({ apiKey }));
 */
export function createCalendarResource(transport: Transport): CalendarResource {
  const backtest = bindMethod(
    transport,
    getEarningsBacktest,
  ) as ParamsMethod<'getEarningsBacktest'>;
  return {
    listEconomicEvents: bindMethod(transport, listEconomicEvents),
    getEarningsBacktest: backtest,
    listEarningsCalendar: bindMethod(transport, listEarningsCalendar),
    listDividendsCalendar: bindMethod(transport, listDividendsCalendar),
    listIpoCalendar: bindMethod(transport, listIpoCalendar),
    listCorporateActions: bindMethod(transport, listCorporateActions),
    async backtestEarningsEvent(event, options) {
      const id = event?.unique_id;
      if (typeof id !== 'string' || id === '') {
        throw new ParamValidationError(
          'getEarningsBacktest: parameter "unique_id" is required: the earnings event has no unique_id (take events from listEarningsCalendar)',
          { operationId: 'getEarningsBacktest', param: 'unique_id', rule: 'required' },
        );
      }
      return backtest({ unique_id: id }, options);
    },
  };
}
