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

/**
 * A log level: the names a {@link Logger} may implement, least severe first, and `'off'`. As the
 * client's `logLevel`, the least severe level that reaches the logger.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'off';

/** The levels, least severe first: a level's index orders it. */
const LEVELS: readonly unknown[] = ['debug', 'info', 'warn', 'error', 'off'];

/** Whether a value is a {@link LogLevel}. */
export const isLogLevel = (v: unknown): boolean => LEVELS.includes(v);

const REDACTED = '[redacted]';

/** The shortest key form the scrubber hides. */
const MIN_SECRET_LENGTH = 8;
/** The shortest start of a key, cut off by an excerpt, that the scrubber hides. */
const MIN_PREFIX_LENGTH = 12;

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The base64 of the key wherever it sits in an encoded text (`Bearer <key>`, `user:<key>` of
 * Basic auth, …): for each of the three byte alignments, the characters that encode the key's
 * bytes alone, in base64 and base64url.
 */
function base64Forms(secret: string): string[] {
  const forms: string[] = [];
  for (let align = 0; align < 3; align++) {
    let encoded: string;
    try {
      encoded = btoa('\0'.repeat(align) + secret);
    } catch {
      return forms;
    }
    const core = encoded.slice(align ? 4 : 0, Math.floor((align + secret.length) / 3) * 4);
    forms.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return forms;
}

/**
 * One pattern for every form a key takes: itself, percent-encoded in either case, in base64 or
 * base64url at any alignment, and its start of at least 12 characters cut off by an excerpt.
 */
function secretPattern(secret: string): RegExp | undefined {
  // A key shorter than a real one (the sandbox's `sandbox`, a test's `k`) would cut words and
  // paths apart in every message: `/securities/stoc[redacted]/financials`.
  if (secret.length < MIN_SECRET_LENGTH) return undefined;
  // The whole pattern ignores case, so that percent-encoding matches in either case of its hex
  // digits (`%2F` and `%2f`); a text that differs from the key only in case is hidden too.
  const percent = escapeRe(encodeURIComponent(secret));
  const forms = base64Forms(secret)
    .filter((form) => form.length >= MIN_SECRET_LENGTH)
    .map(escapeRe);
  // The start of the key, then as much more of it as follows: `abc(?:d(?:e)?)?`.
  const head = Math.min(MIN_PREFIX_LENGTH, secret.length);
  let rest = '';
  for (let i = secret.length - 1; i >= head; i--) rest = `(?:${escapeRe(secret[i]!)}${rest})?`;
  const prefix = escapeRe(secret.slice(0, head)) + rest;
  return new RegExp([percent, ...forms, prefix].join('|'), 'gi');
}

/**
 * Builds the one scrubber every log line, error field and message passes through: values of the
 * named fields (any depth, case-insensitive, headers included) and any occurrence of the secret
 * in any of its forms (see {@link secretPattern}) become `[redacted]`.
 */
export function createScrubber(
  secret: string | undefined,
  fields: readonly string[],
): (value: unknown) => unknown {
  // One spelling for every name: `status_msg`, `statusMsg` and `Status-Msg` are one field.
  const norm = (name: string) => name.toLowerCase().replace(/[-_]/g, '');
  const names = ['authorization', ...fields].map(norm);
  const pattern = secret ? secretPattern(secret) : undefined;
  const scrub = (value: unknown): unknown =>
    typeof value === 'string'
      ? pattern
        ? value.replace(pattern, REDACTED)
        : value
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
export type Log = (
  level: Exclude<LogLevel, 'off'>,
  message: string,
  meta: Record<string, unknown>,
) => void;

/** Binds a logger to a scrubber; lines below `level` never reach it. */
export function createLog(
  logger: Logger | undefined,
  scrub: (value: unknown) => unknown,
  level: LogLevel,
): Log | undefined {
  const least = LEVELS.indexOf(level);
  return (
    logger &&
    ((at, message, meta) => {
      if (LEVELS.indexOf(at) >= least) {
        logger[at]?.(scrub(message) as string, scrub(meta) as Record<string, unknown>);
      }
    })
  );
}
