/** Number, date and time formatting with Intl, in the reader's locale. */
const locale = undefined;

const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
const decimal2 = new Intl.NumberFormat(locale, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
const usdCompact = new Intl.NumberFormat(locale, {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 2,
});
const usdCompactSigned = new Intl.NumberFormat(locale, {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 });
const percent0 = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
const signedPercent = new Intl.NumberFormat(locale, {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const signed2 = new Intl.NumberFormat(locale, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const dateFmt = new Intl.DateTimeFormat(locale, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
const dateTimeFmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
const timeFmt = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
const nyTime = new Intl.DateTimeFormat(locale, {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/New_York',
});
const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });

const dash = '—';
const ok = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** `positive`, `negative` or `muted` (zero) for a signed value. */
export function tone(value: number | null | undefined): string {
  if (!ok(value) || value === 0) return 'muted';
  return value > 0 ? 'positive' : 'negative';
}

/** Formatters for the dashboard's numbers and dates; `—` stands for a missing value. */
export const fmt = {
  integer: (v: number | null | undefined) => (ok(v) ? integer.format(v) : dash),
  decimal: (v: number | null | undefined) => (ok(v) ? decimal2.format(v) : dash),
  signed: (v: number | null | undefined) => (ok(v) ? signed2.format(v) : dash),
  usd: (v: number | null | undefined) => (ok(v) ? usd.format(v) : dash),
  usdCompact: (v: number | null | undefined) => (ok(v) ? usdCompact.format(v) : dash),
  usdCompactSigned: (v: number | null | undefined) => (ok(v) ? usdCompactSigned.format(v) : dash),
  compact: (v: number | null | undefined) => (ok(v) ? compact.format(v) : dash),
  /** A fraction as a percentage: 0.25 → 25%. */
  percent: (v: number | null | undefined) => (ok(v) ? percent.format(v) : dash),
  /** A fraction as a whole percentage: 0.333 → 33%. */
  percent0: (v: number | null | undefined) => (ok(v) ? percent0.format(v) : dash),
  signedPercent: (v: number | null | undefined) => (ok(v) ? signedPercent.format(v) : dash),
  /** A `YYYY-MM-DD` date, read as a calendar date (no time-zone shift). */
  date: (v: string | null | undefined) => {
    if (!v) return dash;
    const d = parseDay(v);
    return d ? dateFmt.format(d) : v;
  },
  dateTime: (ms: number) => dateTimeFmt.format(ms),
  time: (ms: number) => timeFmt.format(ms),
  /** A time of day in New York, the exchange's time zone. */
  nyTime: (ms: number) => nyTime.format(ms),
  /**
   * A feed's clock, never in the future: "just now" under a minute (also for a time a little
   * ahead of this device's clock), "12 min ago", "5 h ago" within the last 12 hours, then the
   * date and time ("Nov 25, 14:03").
   */
  age: (ms: number, now = Date.now()) => {
    const seconds = Math.max(0, Math.round((now - ms) / 1000));
    if (seconds < 60) return 'just now';
    if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
    if (seconds < 12 * 3600) return `${Math.floor(seconds / 3600)} h ago`;
    return dateTimeFmt.format(ms);
  },
  /** "3 min ago", "yesterday". */
  ago: (ms: number, now = Date.now()) => {
    const seconds = Math.round((ms - now) / 1000);
    const abs = Math.abs(seconds);
    if (abs < 45) return relative.format(seconds, 'second');
    if (abs < 2700) return relative.format(Math.round(seconds / 60), 'minute');
    if (abs < 79_200) return relative.format(Math.round(seconds / 3600), 'hour');
    return relative.format(Math.round(seconds / 86_400), 'day');
  },
};

/** Parses `YYYY-MM-DD` (or a longer ISO string) as a local calendar date. */
export function parseDay(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return undefined;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** Today as `YYYY-MM-DD` in local time. */
export function isoDay(date = new Date()): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Adds days to a `YYYY-MM-DD` date. */
export function addDays(day: string, days: number): string {
  const d = parseDay(day) ?? new Date();
  d.setDate(d.getDate() + days);
  return isoDay(d);
}
