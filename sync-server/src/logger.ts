import pino from 'pino';
import type { Logger } from 'pino';
import type { AppConfig } from './env';

/** JSON logs. Known secret-bearing fields are redacted in case one is ever logged by mistake. */
export function createLogger(level: AppConfig['logLevel']): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ['password', 'password2', 'token', '*.password', '*.token', 'headers.cookie', 'email', '*.email'], censor: '[redacted]' },
  });
}
