/** A statement line as the API returns it: a name, a value and the lines below it. */
export interface StatementLine {
  name: string;
  value: number | null;
  lines?: StatementLine[] | null;
}

/** One period of a statement as the API returns it: year-to-date from the fiscal year's start. */
export interface StatementPeriod {
  period: string;
  start_date: string;
  end_date: string;
  lines: StatementLine[];
}

/** A column to show: its name in the one naming scheme (`FY2026`, `Q3 FY2026`, `TTM`). */
export interface StatementColumn {
  label: string;
  /** The last day the column covers (`YYYY-MM-DD`). */
  end: string;
  lines: StatementLine[];
}

const isEps = (name: string) => /\bEPS\b/.test(name);

/** Months from a period's start to its end, rounded: 3, 6, 9 or 12 for year-to-date periods. */
function months(p: Pick<StatementPeriod, 'start_date' | 'end_date'>): number {
  const start = Date.parse(p.start_date);
  const end = Date.parse(p.end_date);
  return Math.round((end - start) / (30.44 * 86_400_000));
}

/** The fiscal year a period belongs to, named by the calendar year it ends in: `FY2026`. */
export function fiscalYear(p: Pick<StatementPeriod, 'start_date'>): string {
  const start = new Date(`${p.start_date}T00:00:00Z`);
  const end = new Date(Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), 0));
  return `FY${end.getUTCFullYear()}`;
}

/**
 * Combines two periods' lines line by line (they share names and nesting): `a − b`, or `a + b`
 * with `sign` 1. A value missing on either side is missing. Earnings per share are not derived
 * (shares change within a year), so they are missing too.
 */
function combine(a: StatementLine[], b: StatementLine[], sign: 1 | -1): StatementLine[] {
  return a.map((line, i) => {
    const other = b[i];
    const value =
      line.value === null || other?.value === null || other === undefined || isEps(line.name)
        ? null
        : line.value + sign * other.value;
    return {
      name: line.name,
      value,
      ...(line.lines ? { lines: combine(line.lines, other?.lines ?? [], sign) } : {}),
    };
  });
}

/** Periods by fiscal year, each year's year-to-date periods by their length in months. */
function byYear(periods: readonly StatementPeriod[]): Map<string, Map<number, StatementPeriod>> {
  const years = new Map<string, Map<number, StatementPeriod>>();
  for (const p of periods) {
    const year = fiscalYear(p);
    const entry = years.get(year) ?? new Map<number, StatementPeriod>();
    entry.set(months(p), p);
    years.set(year, entry);
  }
  return years;
}

/** Fiscal years, newest first. */
const newestFirst = (years: Map<string, unknown>) => [...years.keys()].sort().reverse();

/**
 * The quarters of flow statements (income, cash flow), newest first: Q1 as reported, Q2 = H1 − Q1,
 * Q3 = nine months − H1, Q4 = the year − nine months. A quarter whose two periods are not both
 * there is left out.
 */
export function quarterColumns(periods: readonly StatementPeriod[]): StatementColumn[] {
  const years = byYear(periods);
  const columns: StatementColumn[] = [];
  for (const year of newestFirst(years)) {
    const ytd = years.get(year) as Map<number, StatementPeriod>;
    for (const q of [4, 3, 2, 1]) {
      const to = ytd.get(q * 3);
      if (!to) continue;
      if (q === 1) {
        columns.push({ label: `Q1 ${year}`, end: to.end_date, lines: to.lines });
        continue;
      }
      const from = ytd.get((q - 1) * 3);
      if (from) {
        columns.push({
          label: `Q${q} ${year}`,
          end: to.end_date,
          lines: combine(to.lines, from.lines, -1),
        });
      }
    }
  }
  return columns;
}

/** Balance sheets by quarter, newest first: each is as of its quarter's last day. */
export function balanceQuarterColumns(periods: readonly StatementPeriod[]): StatementColumn[] {
  const years = byYear(periods);
  const columns: StatementColumn[] = [];
  for (const year of newestFirst(years)) {
    const ytd = years.get(year) as Map<number, StatementPeriod>;
    for (const q of [4, 3, 2, 1]) {
      const p = ytd.get(q * 3);
      if (p) columns.push({ label: `Q${q} ${year}`, end: p.end_date, lines: p.lines });
    }
  }
  return columns;
}

/** Full fiscal years, newest first. */
export function annualColumns(periods: readonly StatementPeriod[]): StatementColumn[] {
  const years = byYear(periods);
  return newestFirst(years).flatMap((year) => {
    const p = years.get(year)?.get(12);
    return p ? [{ label: year, end: p.end_date, lines: p.lines }] : [];
  });
}

/**
 * The trailing twelve months of a flow statement: the latest year-to-date period, plus the
 * previous full year, minus the previous year's same year-to-date period (the latest full year
 * itself when the latest period is one). Undefined when a needed period is missing.
 */
export function ttmColumn(periods: readonly StatementPeriod[]): StatementColumn | undefined {
  const years = byYear(periods);
  const [latestYear, previousYear] = newestFirst(years);
  const latest = latestYear ? years.get(latestYear) : undefined;
  if (!latest) return undefined;
  const length = Math.max(...latest.keys());
  const last = latest.get(length) as StatementPeriod;
  if (length === 12) return { label: 'TTM', end: last.end_date, lines: last.lines };
  const previous = previousYear ? years.get(previousYear) : undefined;
  const full = previous?.get(12);
  const same = previous?.get(length);
  if (!full || !same) return undefined;
  return {
    label: 'TTM',
    end: last.end_date,
    lines: combine(combine(last.lines, full.lines, 1), same.lines, -1),
  };
}

/** The largest absolute value of a set of columns, earnings per share left out. */
function largest(columns: readonly StatementColumn[]): number {
  let max = 0;
  const visit = (lines: StatementLine[] | null | undefined) => {
    for (const line of lines ?? []) {
      if (line.value !== null && !isEps(line.name)) max = Math.max(max, Math.abs(line.value));
      visit(line.lines);
    }
  };
  for (const column of columns) visit(column.lines);
  return max;
}

/** One unit for a whole table: the largest that keeps its biggest figure at 1 or more. */
export function tableUnit(columns: readonly StatementColumn[]): { divisor: number; name: string } {
  const max = largest(columns);
  if (max >= 1e9) return { divisor: 1e9, name: 'billions' };
  if (max >= 1e6) return { divisor: 1e6, name: 'millions' };
  if (max >= 1e3) return { divisor: 1e3, name: 'thousands' };
  return { divisor: 1, name: 'dollars' };
}
