import type { TransportExtension } from './createCoreTransport';
import {
  createLog,
  createScrubber,
  isLogLevel,
  LEVEL_RULE,
  type Logger,
  type LogLevel,
} from './internals/log';
import { checkOptions, type OptionRule } from './internals/options';

/** Options of {@link withLogging}. */
export interface LoggingOptions {
  /** Receives one line per attempt, retry and failure; `console` fits. */
  logger: Logger;
  /** The least severe level that reaches `logger` (default `'warn'`). */
  logLevel?: LogLevel | undefined;
  /** More field or header names whose values are logged as `[redacted]`. */
  redact?: readonly string[] | undefined;
}

/** @internal The rules of the logging options, as the client names them. */
export const LOG_RULES: [OptionRule, OptionRule, OptionRule] = [
  ['logger', (v: unknown) => !!v && typeof v === 'object', 'an object'],
  ['logLevel', isLogLevel, LEVEL_RULE],
  [
    'redact',
    (v: unknown[]) => Array.isArray(v) && v.every((n) => typeof n === 'string'),
    'an array of strings',
  ],
];

/**
 * Logging for a core transport: each request and response at `'debug'`, each retry at
 * `'warn'`, each failure at `'error'`, with the key (in any of its forms), the `Authorization`
 * header and the `redact` fields replaced by `[redacted]`.
 *
 * @example
 * const transport = createCoreTransport({ use: [withLogging({ logger: console, logLevel: 'debug' })] });
 */
export function withLogging(options: LoggingOptions): TransportExtension {
  checkOptions(
    'withLogging',
    { ...options, logger: options?.logger ?? null },
    LOG_RULES,
    undefined,
    true,
  );
  const { logger, logLevel, redact } = options;
  return {
    extend(cfg) {
      cfg.log = createLog(logger, createScrubber(cfg.apiKey, redact ?? []), logLevel ?? 'warn');
    },
  };
}
