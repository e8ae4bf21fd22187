/** Where the client writes its log lines; `console` fits. Missing levels are skipped. */
export interface Logger {
  /** Each attempt and its outcome. */
  debug?(message: string, meta?: Record<string, unknown>): void;
  /** Notable events such as a paused rate-limit queue. */
  info?(message: string, meta?: Record<string, unknown>): void;
  /** Retries and recoverable failures. */
  warn?(message: string, meta?: Record<string, unknown>): void;
  /** Failures handed back to the caller. */
  error?(message: string, meta?: Record<string, unknown>): void;
}

/** The level names a {@link Logger} may implement. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const REDACTED = '[redacted]';

/** The forms a key takes on the wire: itself, URL-encoded, and base64 (as in Basic auth). */
function secretForms(secret: string): string[] {
  const forms = [secret, encodeURIComponent(secret)];
  try {
    forms.push(btoa(secret).replace(/=+$/, ''));
  } catch {}
  // A form shorter than a real key (the sandbox's `sandbox`, a test's `k`) would cut words
  // and paths apart in every message: `/securities/stoc[redacted]/financials`.
  return forms.filter((form) => form.length >= MIN_SECRET_LENGTH);
}

/** The shortest key form the scrubber hides. */
const MIN_SECRET_LENGTH = 8;

/**
 * Builds the one scrubber every log line, error field and message passes through: values of the
 * named fields (any depth, case-insensitive, headers included) and any occurrence of the secret
 * itself, URL-encoded or in base64, become `[redacted]`.
 */
export function createScrubber(
  secret: string | undefined,
  fields: readonly string[],
): (value: unknown) => unknown {
  // One spelling for every name: `status_msg`, `statusMsg` and `Status-Msg` are one field.
  const norm = (name: string) => name.toLowerCase().replace(/[-_]/g, '');
  const names = ['authorization', ...fields].map(norm);
  const forms = secret ? secretForms(secret) : [];
  const scrub = (value: unknown): unknown =>
    typeof value === 'string'
      ? forms.reduce((v, form) => (v.includes(form) ? v.split(form).join(REDACTED) : v), value)
      : Array.isArray(value)
        ? value.map(scrub)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value).map(([k, v]) => [
                k,
                names.includes(norm(k)) ? REDACTED : scrub(v),
              ]),
            )
          : value;
  return scrub;
}

/** A logging function that scrubs every line, or `undefined` when there is no logger. */
export type Log = (level: LogLevel, message: string, meta: Record<string, unknown>) => void;

/** Binds a logger to a scrubber. */
export function createLog(
  logger: Logger | undefined,
  scrub: (value: unknown) => unknown,
): Log | undefined {
  if (!logger) return undefined;
  return (level, message, meta) =>
    logger[level]?.(scrub(message) as string, scrub(meta) as Record<string, unknown>);
}
