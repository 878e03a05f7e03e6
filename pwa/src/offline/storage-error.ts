import { errorNames } from './error-names';

/** IndexedDB failed: the message is for the user; the original error is kept as the cause. */
export class StorageError extends Error {
  override readonly name = 'StorageError';
}

const OUT_OF_SPACE = 'This device is out of storage space, so your answers could not be saved. Free up some space and try again.';
const UNAVAILABLE = 'This browser does not let the app save answers on this device (private browsing may block it). Please use a normal window and try again.';
const FAILED = 'Your answers could not be saved on this device. Please reload the page and try again.';

/** Turns any IndexedDB/Dexie failure into a StorageError with a clear message (never swallowed). */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const names = errorNames(error);
  const message = names.includes('QuotaExceededError')
    ? OUT_OF_SPACE
    : names.some((name) => ['MissingAPIError', 'SecurityError', 'InvalidStateError', 'OpenFailedError', 'DatabaseClosedError', 'VersionError'].includes(name))
      ? UNAVAILABLE
      : FAILED;
  return new StorageError(message, { cause: error });
}

/** Runs a storage operation and rethrows its failure as a StorageError. */
export async function guardStorage<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw toStorageError(error);
  }
}
