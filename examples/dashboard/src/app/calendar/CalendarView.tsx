import { useEconomicEvents } from '@marketdata-sdk/react-hooks';
import { Panel } from '../components/Panel';
import { addDays, fmt, isoDay, parseDay } from '../format';
import { navigate, routeHref } from '../router';

const weekday = new Intl.DateTimeFormat(undefined, { weekday: 'short' });
const dayOfMonth = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

/** Monday to Sunday of the week that holds `day`. */
function weekOf(day: string): string[] {
  const offset = ((parseDay(day)?.getDay() ?? 1) + 6) % 7;
  return Array.from({ length: 7 }, (_, i) => addDays(day, i - offset));
}

const importanceLabel = ['', 'Low', 'Medium', 'High'];

/** The economic calendar of one date, most important first. */
export function CalendarView({ date }: { date?: string }) {
  const day = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : isoDay();
  const query = useEconomicEvents({ date: day });
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
      <nav className="week" aria-label="Week">
        {weekOf(day).map((d) => (
          <a
            key={d}
            href={routeHref({ view: 'calendar', date: d })}
            aria-current={d === day ? 'date' : undefined}
            className={d === isoDay() ? 'today' : undefined}
          >
            <span>{weekday.format(parseDay(d))}</span>
            <strong>{dayOfMonth.format(parseDay(d))}</strong>
          </a>
        ))}
      </nav>
      <Panel
        title={`Economic calendar · ${fmt.date(day)}`}
        query={query}
        testId="calendar"
        actions={controls}
        isEmpty={(events) => events.length === 0}
        empty="No economic events on this date."
      >
        {(events) => (
          <div className="table-wrap">
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
                      <td className="num strong">{e.actual || '—'}</td>
                      <td className="num muted">{e.forecast || '—'}</td>
                      <td className="num muted">{e.previous || '—'}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
    </div>
  );
}
