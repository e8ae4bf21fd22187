import type { ReactNode } from 'react';
import { fmt } from '../format';
import { routeHref } from '../router';
import { CompanyName } from './CompanyCalendars';
import { countDay, type DayEvents } from './useWeekEvents';

const dayName = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'short',
});

/** One line of the agenda: its kind, what it is, the figures, and whether it is out yet. */
interface AgendaItem {
  key: string;
  kind: 'economic' | 'earnings' | 'ex-dividend' | 'IPO' | 'split';
  name: ReactNode;
  detail: string;
  /** "released" / "not yet released" where the data says so; the kind's own word otherwise. */
  status: string;
  important?: boolean;
}

/** A day's events as agenda lines: economic (most important first), earnings, dividends, IPOs, splits. */
export function agendaItems(events: DayEvents): AgendaItem[] {
  return [
    ...[...events.economic]
      .sort((a, b) => b.importance - a.importance)
      .map((e, i) => ({
        key: `e-${i}-${e.index}`,
        kind: 'economic' as const,
        name: e.index,
        detail: [
          e.actual ? `actual ${e.actual}` : '',
          e.forecast ? `forecast ${e.forecast}` : '',
          e.previous ? `previous ${e.previous}` : '',
        ]
          .filter(Boolean)
          .join(' · '),
        status: e.actual ? 'released' : 'not yet released',
        important: e.importance >= 3,
      })),
    ...events.earnings.map((r) => ({
      key: `r-${r.unique_id}`,
      kind: 'earnings' as const,
      name: (
        <>
          <a href={routeHref({ view: 'ticker', ticker: r.ticker })} className="ticker-link">
            {r.ticker}
          </a>{' '}
          <CompanyName ticker={r.ticker} />
        </>
      ),
      detail: [
        r.period_name,
        r.eps_actual !== null ? `EPS ${fmt.decimal(r.eps_actual)}` : '',
        r.eps_forecast !== null ? `forecast ${fmt.decimal(r.eps_forecast)}` : '',
      ]
        .filter(Boolean)
        .join(' · '),
      status: r.eps_actual !== null ? 'reported' : 'not yet reported',
    })),
    ...events.dividends.map((d) => ({
      key: `d-${d.ticker}-${d.pay_date}`,
      kind: 'ex-dividend' as const,
      name: <a href={routeHref({ view: 'ticker', ticker: d.ticker })}>{d.ticker}</a>,
      detail: `${fmt.usd(d.amount)} a share, paid ${fmt.date(d.pay_date)}`,
      status: 'goes ex',
    })),
    ...events.ipos.map((i) => ({
      key: `i-${i.ticker}`,
      kind: 'IPO' as const,
      name: i.ticker,
      detail: `${i.exchange} · ${fmt.usd(i.floor_price)}–${fmt.usd(i.ceiling_price)}`,
      status: 'lists',
    })),
    ...events.actions.map((a) => ({
      key: `a-${a.ticker}-${a.type}`,
      kind: 'split' as const,
      name: <a href={routeHref({ view: 'ticker', ticker: a.ticker })}>{a.ticker}</a>,
      detail: `${a.type} ${a.ratio}`,
      status: 'takes effect',
    })),
  ];
}

/**
 * The week as an agenda: each day with every event of every kind, named (earnings with their
 * company). The API gives no time of day for any of them, nor whether a report comes before the
 * open or after the close, so each line says whether it is out yet instead.
 */
export function WeekAgenda({
  week,
  events,
}: {
  week: string[];
  events: (DayEvents | undefined)[];
}) {
  return (
    <section className="card week-agenda" data-testid="week-agenda" aria-labelledby="agenda-title">
      <header className="card-head">
        <h2 className="card-title" id="agenda-title">
          The week’s events
        </h2>
      </header>
      <p className="muted small" data-testid="agenda-times">
        No time of day: the API gives none for economic releases or earnings reports, and does not
        say whether a report comes before the open or after the close.
      </p>
      {week.map((day, index) => {
        const dayEvents = events[index];
        const items = dayEvents ? agendaItems(dayEvents) : [];
        return (
          <section
            key={day}
            className="agenda-day"
            data-testid="agenda-day"
            data-date={day}
            aria-labelledby={`agenda-${day}`}
          >
            <h3 className="agenda-date" id={`agenda-${day}`}>
              <a href={routeHref({ view: 'calendar', date: day })}>
                {dayName.format(new Date(`${day}T12:00:00`))}
              </a>
              {dayEvents && (
                <span className="muted small"> · {countDay(dayEvents).parts || 'no events'}</span>
              )}
            </h3>
            {!dayEvents && <p className="muted small">Loading…</p>}
            {items.length > 0 && (
              <ul className="agenda-list">
                {items.map((item) => (
                  <li
                    key={item.key}
                    className={`agenda-item${item.important ? ' is-important' : ''}`}
                    data-testid="agenda-item"
                    data-kind={item.kind}
                  >
                    <span className="agenda-kind">{item.kind}</span>
                    <span className="agenda-name">{item.name}</span>
                    <span className="agenda-detail muted">{item.detail}</span>
                    <span className="agenda-status small" data-testid="agenda-status">
                      {item.status}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}
