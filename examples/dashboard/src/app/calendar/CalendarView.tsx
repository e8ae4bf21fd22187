import { useListEconomicEvents } from '@marketdata-sdk/react-hooks';
import type { EconomicEvent } from '@marketdata-sdk/types';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Panel } from '../components/Panel';
import { TableScroll } from '../components/TableScroll';
import { addDays, fmt, isoDay, parseDay } from '../format';
import { navigate, routeHref, useHashParam } from '../router';
import { CompanyCalendars } from './CompanyCalendars';
import { parseFigure, surpriseOf } from './surprise';
import { countDay, useWeekEvents } from './useWeekEvents';
import { WeekAgenda } from './WeekAgenda';

const weekday = new Intl.DateTimeFormat(undefined, { weekday: 'short' });
const dayOfMonth = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

/** Monday to Sunday of the week that holds `day`. */
function weekOf(day: string): string[] {
  const offset = ((parseDay(day)?.getDay() ?? 1) + 6) % 7;
  return Array.from({ length: 7 }, (_, i) => addDays(day, i - offset));
}

const importanceLabel = ['', 'Low', 'Medium', 'High'];

/** Today, or the Friday before when today is a weekend (markets publish on weekdays). */
function defaultDay(): string {
  const today = isoDay();
  const weekdayIndex = parseDay(today)?.getDay() ?? 1;
  return weekdayIndex === 6 ? addDays(today, -1) : weekdayIndex === 0 ? addDays(today, -2) : today;
}

/** The economic calendar of one date, most important first, with its week around it. */
export function CalendarView({ date, showCounts }: { date?: string; showCounts: boolean }) {
  if (date !== undefined && !isValidDay(date)) {
    return (
      <div className="calendar-view" data-testid="calendar-view">
        <h1 className="view-title">Economic calendar</h1>
        <div className="notice notice-warning" role="alert" data-testid="calendar-invalid">
          <p className="notice-title">“{date}” is not a date</p>
          <p className="notice-message">
            Dates are written YYYY-MM-DD, such as {isoDay()}.{' '}
            <a href={routeHref({ view: 'calendar' })}>Open today’s calendar</a>.
          </p>
        </div>
      </div>
    );
  }
  return <CalendarDay date={date ?? defaultDay()} showCounts={showCounts} />;
}

/** A day's count of events in the week strip: "·" while unknown, "no events", "1 event", "5 events". */
export function weekCount(count: number | undefined): string {
  if (count === undefined) return '·';
  if (count === 0) return 'no events';
  return count === 1 ? '1 event' : `${count} events`;
}

/** True for a real calendar date written `YYYY-MM-DD` (not 2026-13-45 or 2026-02-30). */
export function isValidDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = parseDay(value);
  return d !== undefined && isoDay(d) === value;
}

function CalendarDay({ date: day, showCounts }: { date: string; showCounts: boolean }) {
  const week = weekOf(day);
  // `?show=week` in the address: the week as an agenda instead of the day's tables.
  const [show, setShow] = useHashParam('show');
  const weekMode = show === 'week';
  // Off in live mode to spare the rate limit, unless the reader asked for the week.
  const weekEvents = useWeekEvents(week, showCounts || weekMode);
  const counts = weekEvents.map((events) => (events ? countDay(events) : undefined));
  const query = useListEconomicEvents({ date: day });
  const go = (next: string) => navigate({ view: 'calendar', date: next });
  const controls = (
    <div className="date-nav">
      <button
        type="button"
        className="btn btn-ghost btn-small"
        onClick={() => go(addDays(day, -1))}
        aria-label="Previous day"
      >
        ←
      </button>
      <input
        type="date"
        value={day}
        aria-label="Date"
        onChange={(event) => event.target.value && go(event.target.value)}
      />
      <button
        type="button"
        className="btn btn-ghost btn-small"
        onClick={() => go(addDays(day, 1))}
        aria-label="Next day"
      >
        →
      </button>
      {day !== isoDay() && (
        <button type="button" className="btn btn-ghost btn-small" onClick={() => go(isoDay())}>
          Today
        </button>
      )}
    </div>
  );
  return (
    <div className="calendar-view" data-testid="calendar-view">
      <h1 className="view-title">Economic calendar</h1>
      <nav className="week" aria-label="Week">
        {week.map((d, i) => (
          <a
            key={d}
            href={routeHref({ view: 'calendar', date: d })}
            aria-current={d === day ? 'date' : undefined}
            className={d === isoDay() ? 'today' : undefined}
          >
            <span>{weekday.format(parseDay(d))}</span>
            <strong>{dayOfMonth.format(parseDay(d))}</strong>
            {(showCounts || weekMode) && (
              <span className="week-count" data-testid="week-count" title={counts[i]?.parts}>
                {weekCount(counts[i]?.total)}
              </span>
            )}
          </a>
        ))}
      </nav>
      <fieldset className="segmented calendar-show">
        <legend className="visually-hidden">Show</legend>
        {(['day', 'week'] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={(mode === 'week') === weekMode}
            onClick={() => setShow(mode === 'week' ? 'week' : undefined)}
          >
            {mode === 'day' ? 'Day' : 'Week agenda'}
          </button>
        ))}
      </fieldset>
      {weekMode ? (
        <WeekAgenda week={week} events={weekEvents} />
      ) : (
        <DayTables day={day} query={query} controls={controls} />
      )}
    </div>
  );
}

/** The economic events of a day, then its company calendars. */
function DayTables({
  day,
  query,
  controls,
}: {
  day: string;
  query: UseQueryResult<EconomicEvent[], Error>;
  controls: ReactNode;
}) {
  return (
    <>
      <Panel
        title={`Economic calendar · ${fmt.date(day)}`}
        query={query}
        testId="calendar"
        actions={controls}
        isEmpty={(events) => events.length === 0}
        empty="No economic events on this date."
      >
        {(events) => (
          <TableScroll label="Economic events">
            <table className="table" data-testid="calendar-table">
              <thead>
                <tr>
                  <th>Event</th>
                  <th>Importance</th>
                  <th className="num">Actual</th>
                  <th className="num">Forecast</th>
                  <th className="num">Previous</th>
                </tr>
              </thead>
              <tbody>
                {[...events]
                  .sort((a, b) => b.importance - a.importance)
                  .map((e, i) => (
                    <tr
                      // biome-ignore lint/suspicious/noArrayIndexKey: events carry no id; names may repeat
                      key={`${e.index}-${i}`}
                      className={e.importance >= 3 ? 'is-important' : undefined}
                    >
                      <td>{e.index}</td>
                      <td>
                        <span
                          className="stars"
                          role="img"
                          aria-label={`${importanceLabel[e.importance] ?? e.importance} importance`}
                        >
                          {'●'.repeat(e.importance)}
                          <span className="dim">{'●'.repeat(Math.max(0, 3 - e.importance))}</span>
                        </span>
                      </td>
                      <td className="num strong">
                        <ActualFigure name={e.index} actual={e.actual} forecast={e.forecast} />
                      </td>
                      <td className="num muted">{e.forecast || '—'}</td>
                      <td className="num muted">{e.previous || '—'}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Panel>
      {/* Below the economic events once they are in: nothing on screen moves when they load. */}
      {(query.isSuccess || query.isError) && <CompanyCalendars date={day} />}
    </>
  );
}

/**
 * The actual figure with how it compared with the forecast: coloured, and said in words with an
 * arrow (▲ above, ▼ below, = on the forecast), so that colour is never the only cue.
 */
function ActualFigure({
  name,
  actual,
  forecast,
}: {
  name: string;
  actual: string | null | undefined;
  forecast: string | null | undefined;
}) {
  const surprise = surpriseOf(name, actual, forecast);
  if (!actual) return <>—</>;
  if (!surprise) return <>{actual}</>;
  const arrow = surprise === 'in line' ? '=' : (parseFigureSign(actual, forecast) ?? '');
  const tone = surprise === 'beat' ? 'positive' : surprise === 'miss' ? 'negative' : 'muted';
  return (
    <span className={`surprise ${tone}`} data-testid="surprise" data-surprise={surprise}>
      {actual}{' '}
      <span className="surprise-word">
        <span aria-hidden="true">{arrow}</span> {surprise}
      </span>
    </span>
  );
}

function parseFigureSign(actual: string | null | undefined, forecast: string | null | undefined) {
  const a = parseFigure(actual);
  const f = parseFigure(forecast);
  return a === undefined || f === undefined ? undefined : a > f ? '▲' : '▼';
}
