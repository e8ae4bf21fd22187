import { type ReactNode, useEffect, useRef, useState } from 'react';

/** One entry of a chart's legend: a series (or line) the reader can switch off. */
export interface LegendEntry {
  /** Stable key of the series. */
  key: string;
  label: string;
  color: string;
  /** Drawn as a dashed line in the chart. */
  dashed?: boolean;
  /** Its value at the time under the pointer (the latest otherwise), formatted. */
  value?: string;
  /** Extra class for the value (e.g. `positive` or `negative`). */
  tone?: string;
}

/**
 * The series a chart can switch off, and how each one is shown or hidden. `register` is called
 * while drawing (each redraw starts from an empty set); a redraw keeps what the reader switched
 * off.
 */
export function useSeriesToggles() {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const setters = useRef(new Map<string, (visible: boolean) => void>());
  const current = useRef(hidden);
  current.current = hidden;
  // Only when the reader switches a series: a redraw applies `hidden` as it registers each series
  // (an effect on every render could reach the series of a chart already removed).
  useEffect(() => {
    for (const [key, setVisible] of setters.current) setVisible(!hidden.has(key));
  }, [hidden]);
  return {
    hidden,
    toggle: (key: string) =>
      setHidden((previous) => {
        const next = new Set(previous);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    /** Forgets the series of the previous drawing. */
    reset: () => setters.current.clear(),
    register: (key: string, setVisible: (visible: boolean) => void) => {
      setters.current.set(key, setVisible);
      if (current.current.has(key)) setVisible(false);
    },
  };
}

/**
 * A chart's legend under it: each series with its colour, its value under the pointer, and a
 * button that switches it off and on, so that series are told apart by more than colour.
 */
export function ChartLegend({
  entries,
  toggles,
  children,
}: {
  entries: LegendEntry[];
  toggles: ReturnType<typeof useSeriesToggles>;
  /** Notes after the entries (a key to bar colours, for instance). */
  children?: ReactNode;
}) {
  return (
    <figcaption className="legend legend-toggles" data-testid="chart-legend">
      {entries.map((entry) => (
        <button
          key={entry.key}
          type="button"
          className="legend-toggle"
          aria-pressed={!toggles.hidden.has(entry.key)}
          data-series={entry.key}
          onClick={() => toggles.toggle(entry.key)}
        >
          <span
            className={entry.dashed ? 'swatch dashed' : 'swatch'}
            style={entry.dashed ? { borderColor: entry.color } : { background: entry.color }}
          />
          {entry.label}
          {entry.value !== undefined && (
            <span className={entry.tone ?? 'muted'} data-testid="legend-value">
              {entry.value}
            </span>
          )}
        </button>
      ))}
      {children}
    </figcaption>
  );
}
