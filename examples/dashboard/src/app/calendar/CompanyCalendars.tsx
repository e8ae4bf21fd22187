import {
  useGetEarningsBacktest,
  useMarketDataQueries,
  useSearchSecurities,
} from '@marketdata-sdk/react-hooks';
import type { EarningsCalendarEntry } from '@marketdata-sdk/types';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Panel } from '../components/Panel';
import { TableScroll } from '../components/TableScroll';
import { fmt, tone } from '../format';
import { routeHref } from '../router';

const tickerLink = (ticker: string) => (
  <a href={routeHref({ view: 'ticker', ticker })} className="ticker-link">
    {ticker}
  </a>
);

/** A company's name from search (the calendar lists tickers only). */
export function CompanyName({ ticker }: { ticker: string }) {
  const search = useSearchSecurities({ query: ticker });
  const name = search.data?.find((s) => s.ticker.toUpperCase() === ticker.toUpperCase())?.name;
  return name ? (
    <span className="company-name muted small" data-testid="company-name">
      {name}
    </span>
  ) : null;
}

/** How the stock moved after past earnings like this one (`getEarningsBacktest`). */
function BacktestRow({ uniqueId, columns }: { uniqueId: string; columns: number }) {
  const backtest = useGetEarningsBacktest({ unique_id: uniqueId });
  return (
    <tr className="backtest-row" data-testid="calendar-backtest">
      <td colSpan={columns}>
        {backtest.isPending && <span className="muted">Loading the backtest…</span>}
        {backtest.isError && <span className="negative">The backtest could not be loaded.</span>}
        {backtest.isSuccess && (
          // Held to the visible width of the scrolling table, so a phone shows all of it.
          <div className="backtest-text">
            <strong>{backtest.data.headline}</strong>
            <p className="muted">{backtest.data.summary}</p>
          </div>
        )}
      </td>
    </tr>
  );
}

/** The reports released on a date; each row opens the backtest of its earnings event. */
function EarningsCalendar({ date }: { date: string }) {
  const queries = useMarketDataQueries();
  const query = useQuery(queries.listEarningsCalendar({ date }));
  const [open, setOpen] = useState<string>();
  return (
    <Panel
      title="Earnings reports"
      query={query}
      testId="earnings-calendar"
      className="span-2"
      isEmpty={(rows) => rows.length === 0}
      empty="No earnings reported on this date."
    >
      {(rows) => (
        <TableScroll label="Earnings reports">
          <table className="table" data-testid="earnings-calendar-table">
            <thead>
              <tr>
                <th>Ticker</th>
                <th>Period</th>
                <th className="num">EPS</th>
                <th className="num">Forecast</th>
                <th className="num">Surprise</th>
                <th className="num">Revenue</th>
                <th>Backtest</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r: EarningsCalendarEntry) => (
                <Fragment key={r.unique_id}>
                  <tr>
                    <td>
                      {tickerLink(r.ticker)} <CompanyName ticker={r.ticker} />
                    </td>
                    <td className="nowrap">{r.period_name}</td>
                    <td className="num">{fmt.decimal(r.eps_actual)}</td>
                    <td className="num muted">{fmt.decimal(r.eps_forecast)}</td>
                    <td className={`num ${tone(r.eps_surprise)}`}>
                      {fmt.signed(r.eps_surprise)}{' '}
                      {r.eps_surprise !== null && (
                        <span className="small">{r.eps_surprise >= 0 ? 'beat' : 'miss'}</span>
                      )}
                    </td>
                    <td className="num">{fmt.usdCompact(r.revenue_actual)}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-ghost btn-small"
                        aria-expanded={open === r.unique_id}
                        onClick={() => setOpen(open === r.unique_id ? undefined : r.unique_id)}
                      >
                        {open === r.unique_id ? 'Hide' : 'Show'}
                        <span className="visually-hidden"> the backtest of {r.ticker}</span>
                      </button>
                    </td>
                  </tr>
                  {open === r.unique_id && <BacktestRow uniqueId={r.unique_id} columns={7} />}
                </Fragment>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Panel>
  );
}

/** Dividends going ex on a date, IPOs listing and splits taking effect. */
function SmallCalendars({ date }: { date: string }) {
  const queries = useMarketDataQueries();
  const dividends = useQuery(queries.listDividendsCalendar({ date }));
  const ipos = useQuery(queries.listIpoCalendar({ date }));
  const actions = useQuery(queries.listCorporateActions({ date }));
  return (
    <>
      <Panel
        title="Dividends going ex"
        query={dividends}
        testId="dividends-calendar"
        isEmpty={(rows) => rows.length === 0}
        empty="No dividend goes ex on this date."
      >
        {(rows) => (
          <TableScroll label="Dividends going ex">
            <table className="table">
              <thead>
                <tr>
                  <th>Ticker</th>
                  <th>Paid</th>
                  <th className="num">Amount</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((d) => (
                  <tr key={`${d.ticker}-${d.pay_date}`}>
                    <td>{tickerLink(d.ticker)}</td>
                    <td className="nowrap">{fmt.date(d.pay_date)}</td>
                    <td className="num">{fmt.usd(d.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Panel>
      <Panel
        title="IPOs and splits"
        query={ipos}
        testId="ipo-calendar"
        isEmpty={(rows) => rows.length === 0 && (actions.data?.length ?? 0) === 0}
        empty="No IPO and no split on this date."
      >
        {(rows) => (
          <>
            {rows.length > 0 && (
              <TableScroll label="IPOs">
                <table className="table">
                  <thead>
                    <tr>
                      <th>IPO</th>
                      <th>Exchange</th>
                      <th className="num">Price range</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((i) => (
                      <tr key={i.ticker}>
                        <td>{i.ticker}</td>
                        <td>{i.exchange}</td>
                        <td className="num nowrap">
                          {fmt.usd(i.floor_price)}–{fmt.usd(i.ceiling_price)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
            {(actions.data?.length ?? 0) > 0 && (
              <TableScroll label="Splits and other corporate actions">
                <table className="table">
                  <thead>
                    <tr>
                      <th>Ticker</th>
                      <th>Action</th>
                      <th className="num">Ratio</th>
                    </tr>
                  </thead>
                  <tbody>
                    {actions.data?.map((a) => (
                      <tr key={`${a.ticker}-${a.type}`}>
                        <td>{tickerLink(a.ticker)}</td>
                        <td>{a.type}</td>
                        <td className="num">{a.ratio}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
          </>
        )}
      </Panel>
    </>
  );
}

/** The company calendars of a date: earnings (with their backtests), dividends, IPOs, splits. */
export function CompanyCalendars({ date }: { date: string }) {
  return (
    <div className="grid calendar-grid">
      <EarningsCalendar date={date} />
      <SmallCalendars date={date} />
    </div>
  );
}
