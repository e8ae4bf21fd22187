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

/**
 * Builds the scrubber every outgoing text passes through: values of the named fields (any depth,
 * case-insensitive, headers included) and any occurrence of the secret itself become `[redacted]`.
 */
export function createScrubber(
  secret: string | undefined,
  fields: readonly string[],
): (value: unknown) => unknown {
  const names = new Set([
    'authorization',
    'apikey',
    'api_key',
    ...fields.map((f) => f.toLowerCase()),
  ]);
  const scrub = (value: unknown, depth = 0): unknown => {
    if (typeof value === 'string') return secret ? value.split(secret).join(REDACTED) : value;
    if (!value || typeof value !== 'object' || depth > 8) return value;
    if (value instanceof Error) return scrub({ name: value.name, message: value.message }, depth);
    if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = names.has(k.toLowerCase()) ? REDACTED : scrub(v, depth + 1);
    }
    return out;
  };
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
