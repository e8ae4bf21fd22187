/** Retry-After values above this are not waited for: the error surfaces instead. */
export const MAX_RETRY_AFTER_MS = 60_000;

/** Exponential backoff with jitter: 0.5 s, 1 s, 2 s … capped at 8 s, minus up to 25 %. */
export function backoffMs(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 8000) * (1 - Math.random() * 0.25);
}

/** Parses `Retry-After` (delta seconds or an HTTP date) into milliseconds from now. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  const ms = seconds >= 0 ? seconds * 1000 : Date.parse(value) - now;
  return ms >= 0 ? ms : ms < 0 ? 0 : undefined;
}
