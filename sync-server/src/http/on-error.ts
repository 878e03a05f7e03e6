import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import type { ErrorCode } from '../contract/api-error';
import { storageFailureOf } from '../db/storage-failure';
import type { StorageHealth } from '../db/storage-health';
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

/** Retry-After on storage_full: long enough not to hammer a full disk, short enough to recover soon. */
const STORAGE_FULL_RETRY_SECONDS = 30;

/** What a client hears when a write found the storage full; the PWA keeps the answers and retries 5xx. */
export const STORAGE_FULL_MESSAGE = 'The server is out of storage space right now. Your answers are kept on your device and will be sent again later.';

/**
 * Maps every failure to { error: { code, message } }. Internals never reach the client. A write
 * refused for lack of storage (SQLITE_FULL, PostgreSQL 53100, ENOSPC) is 503 storage_full, logged
 * with the driver's code and message, and reported to `storage` so /api/health says so.
 */
export function onError(logger: Logger, storage: StorageHealth): ErrorHandler<AppEnv> {
  return (err, c) => {
    let appError: AppError;
    const storageFailure = err instanceof AppError ? undefined : storageFailureOf(err);
    if (storageFailure) {
      storage.reportFull(storageFailure);
      logger.error({ reqId: c.get('requestId'), storage: storageFailure }, 'storage full: a write failed');
      appError = new AppError('storage_full', STORAGE_FULL_MESSAGE, undefined, STORAGE_FULL_RETRY_SECONDS);
    } else if (err instanceof AppError) {
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
