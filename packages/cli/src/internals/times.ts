import { InvalidArgumentError } from 'commander';

const UNITS: Readonly<Record<string, number>> = {
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
};

/** A time relative to now: `-2h`, `-30m`, `+1d`, `-90s`, `-1w`. */
const RELATIVE = /^([+-])(\d+)([smhdw])$/;
/** An ISO 8601 date or date-time: `2026-03-02`, `2026-03-02T15:30`, `2026-03-02T15:30:00Z`. */
const ISO = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** What a time flag takes, in words, for help and errors. */
export const TIME_WORDS =
  '`now`, an ISO 8601 time (2026-03-02T15:30:00Z), a relative time (-2h, -30m, -1d) or Unix ms';

/** What a date flag takes, in words. */
export const DATE_WORDS = 'today, -1d or +7d (days in UTC)';

/** Unix milliseconds of a time typed as `now`, ISO 8601, relative (`-2h`) or Unix ms; `undefined` when it is none. */
export function readTime(text: string, now: number): number | undefined {
  const value = text.trim();
  if (value === 'now') return now;
  if (/^\d+$/.test(value)) return Number(value);
  const relative = RELATIVE.exec(value);
  if (relative)
    return now + (relative[1] === '-' ? -1 : 1) * Number(relative[2]) * UNITS[relative[3]!]!;
  if (!ISO.test(value)) return undefined;
  // A date alone or a time without a zone is UTC: the same answer on every machine.
  const zoned = /T|\s/.test(value) && !/(Z|[+-]\d{2}:?\d{2})$/.test(value) ? `${value}Z` : value;
  const time = Date.parse(zoned.replace(' ', 'T'));
  return Number.isNaN(time) ? undefined : time;
}

/** A date typed as `today`, `YYYY-MM-DD` or a relative day (`-1d`): `YYYY-MM-DD` in UTC, else the text as it was. */
export function readDate(text: string, now: number): string {
  const value = text.trim();
  if (value === 'today') return new Date(now).toISOString().slice(0, 10);
  const relative = RELATIVE.exec(value);
  if (relative && ['d', 'w'].includes(relative[3]!)) {
    const shift = (relative[1] === '-' ? -1 : 1) * Number(relative[2]) * UNITS[relative[3]!]!;
    return new Date(now + shift).toISOString().slice(0, 10);
  }
  return text;
}

/** The error of a time flag that is no time at all. */
export function badTime(flag: string, text: string): InvalidArgumentError {
  return new InvalidArgumentError(`${flag} must be ${TIME_WORDS} (got "${text}").`);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Unix time as a terminal shows it: `2026-03-02 15:30:05`, in the local time zone. */
export function showTime(ms: number): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return String(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
