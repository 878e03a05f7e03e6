import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import type { ErrorCode } from '../contract/api-error';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
  503: 'unavailable',
};

/** Maps every failure to { error: { code, message } }. Internals never reach the client. */
export function onError(logger: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    let appError: AppError;
    if (err instanceof AppError) {
      appError = err;
    } else if (err instanceof HTTPException && err.status < 500) {
      const code = CODE_BY_STATUS[err.status] ?? 'bad_request';
      appError = new AppError(code, err.status === 413 ? 'The request is too large.' : err.message || 'Bad request.');
    } else {
      logger.error({ reqId: c.get('requestId'), err: { name: err.name, message: err.message, stack: err.stack } }, 'unhandled error');
      appError = new AppError('internal', 'Something went wrong on our side. Please try again.');
    }
    if (appError.retryAfterSeconds) c.header('Retry-After', String(appError.retryAfterSeconds));
    return c.json(appError.toBody(), appError.status);
  };
}
