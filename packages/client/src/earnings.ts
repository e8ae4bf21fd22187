import type { RequestOptions } from './createTransport';
import type { CalendarResource } from './generated/resources';
import type { OperationResult } from './types';

/**
 * An earnings event as `calendar.listEarningsCalendar` or `stocks.listEarnings` returns it: what
 * {@link backtestEarningsEvent} reads is its `unique_id` (optional on an earnings report).
 */
export interface EarningsEventLike {
  /** The id of the earnings event that `calendar.getEarningsBacktest` takes. */
  readonly unique_id?: string | null;
}

/**
 * Backtests an earnings event: takes a row of `calendar.listEarningsCalendar` or an earnings
 * report of `stocks.listEarnings` and resolves with how the stock moved after past beats, through
 * `calendar.getEarningsBacktest` with the event's `unique_id`. An event without one (missing,
 * `null` or empty) rejects with a `ParamValidationError` whose `param` is `unique_id`, before
 * anything is sent.
 *
 * @example
 * const [event] = await client.calendar.listEarningsCalendar({ date: '2025-10-30' });
 * const backtest = await backtestEarningsEvent(client, event!);
 */
export function backtestEarningsEvent(
  client: { calendar: Pick<CalendarResource, 'getEarningsBacktest'> },
  event: EarningsEventLike,
  options?: RequestOptions,
): Promise<OperationResult<'getEarningsBacktest'>> {
  return client.calendar.getEarningsBacktest({ unique_id: event?.unique_id as string }, options);
}
