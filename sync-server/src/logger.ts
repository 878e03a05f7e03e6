import pino from 'pino';
import type { DestinationStream, Logger } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig, LogFormat } from './env';

export interface LoggerOptions {
  /** JSON lines (the default) or readable lines through pino-pretty (LOG_FORMAT). */
  format?: LogFormat;
  /** Where lines go; by default stdout (tests pass a stream to read them). */
  destination?: DestinationStream;
}

/**
 * JSON logs, or readable ones for a terminal. Known secret-bearing fields are redacted in case one
 * is ever logged by mistake (before either format writes them).
 */
export function createLogger(level: AppConfig['logLevel'], options: LoggerOptions = {}): Logger {
  const settings = {
    level,
    base: undefined,
    redact: { paths: ['password', 'password2', 'token', '*.password', '*.token', 'headers.cookie', 'email', '*.email'], censor: '[redacted]' },
  };
  if (options.format === 'pretty') {
    // Synchronous, so the last lines before process.exit are written; colours only on a terminal.
    const stream = pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ...(options.destination ? { destination: options.destination, colorize: false } : {}) });
    return pino(settings, stream);
  }
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
