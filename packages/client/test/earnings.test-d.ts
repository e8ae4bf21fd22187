import type { EarningsBacktest, EarningsReport } from '@marketdata-sdk/types';
import { describe, expectTypeOf, it } from 'vitest';
import { backtestEarningsEvent, type MarketDataClient } from '../src/index';

declare const client: MarketDataClient;

describe('backtestEarningsEvent', () => {
  it('takes a row of listEarningsCalendar or a report of listEarnings and resolves with a backtest', async () => {
    const [event] = await client.calendar.listEarningsCalendar({ date: '2025-10-30' });
    const [report] = await client.stocks.listEarnings({ ticker: 'AAPL' });
    expectTypeOf(backtestEarningsEvent(client, event!)).resolves.toEqualTypeOf<EarningsBacktest>();
    expectTypeOf(backtestEarningsEvent(client, report!)).resolves.toEqualTypeOf<EarningsBacktest>();
    expectTypeOf<EarningsReport>().toExtend<Parameters<typeof backtestEarningsEvent>[1]>();
  });

  it('refuses what is not an earnings event', () => {
    // @ts-expect-error an object with no unique_id is not an earnings event
    backtestEarningsEvent(client, { ticker: 'AAPL' });
    // @ts-expect-error unique_id is a string
    backtestEarningsEvent(client, { unique_id: 42 });
    // @ts-expect-error the client comes first
    backtestEarningsEvent({ unique_id: 'x' });
  });
});
