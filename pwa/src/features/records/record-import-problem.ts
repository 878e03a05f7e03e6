import { ApiError } from '../../api/api-error';

/**
 * The largest file the browser sends: the server takes at most 900,000 characters of CSV, and a
 * file of at most 900,000 bytes never holds more characters than bytes.
 */
export const RECORD_IMPORT_MAX_BYTES = 900_000;

export const FILE_TOO_LARGE = 'The file is too large: a CSV file of at most 900 KB can be imported. Split it into smaller files.';
export const FILE_EMPTY = 'The file is empty.';
export const FILE_UNREADABLE = 'We could not read the file. Please try again.';
export const IMPORT_FAILED = 'The import failed. Please try again.';

/** The server's message for a validation error of its form fields, which a file import has none of to highlight. */
const FIELD_ERRORS_MESSAGE = 'Please correct the highlighted fields.';

/** Why a chosen file is refused before it is read or sent (too large or empty), or null when it may go. */
export function importFileProblem(file: Pick<File, 'size'>): string | null {
  if (file.size > RECORD_IMPORT_MAX_BYTES) return FILE_TOO_LARGE;
  if (file.size === 0) return FILE_EMPTY;
  return null;
}

/**
 * What the import dialog says when the server refuses the file (missing or unknown columns, too
 * many rows, no rows): its own message, or the csv field's when the message only points at
 * fields (the request schema's checks); anything but an ApiError is a plain failure.
 */
export function importProblemOf(caught: unknown): string {
  if (!(caught instanceof ApiError)) return IMPORT_FAILED;
  const detail = caught.fields.csv;
  return caught.message === FIELD_ERRORS_MESSAGE && detail ? detail : caught.message;
}
