/** A write the database refused for lack of storage space: the driver's code and message (never data). */
export interface StorageFailure {
  code: string;
  message: string;
}

/**
 * SQLite's SQLITE_FULL ('database or disk is full': the disk, a quota or max_page_count),
 * PostgreSQL's SQLSTATE 53100 disk_full, and the system's ENOSPC / EDQUOT. PostgreSQL's 53200
 * (out of memory) is not storage and stays an internal error.
 */
const STORAGE_FULL_CODES = new Set(['SQLITE_FULL', '53100', 'ENOSPC', 'EDQUOT']);

/** The storage failure behind an error (or its `cause`, a few levels deep), if it is one. */
export function storageFailureOf(error: unknown, depth = 0): StorageFailure | undefined {
  if (typeof error !== 'object' || error === null || depth > 3) return undefined;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) return { code, message: typeof message === 'string' ? message : code };
  return storageFailureOf(cause, depth + 1);
}
