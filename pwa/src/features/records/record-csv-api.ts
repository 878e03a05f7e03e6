import type { RecordImportReportDto } from '@career/sync-server/records/contract/record-dto';
import { announceUnauthorized, api } from '../../api/api-client';
import { ApiError } from '../../api/api-error';

/** The name the download is saved under (the server's Content-Disposition says the same). */
export const RECORDS_CSV_NAME = 'career-records.csv';

const OFFLINE = 'You appear to be offline. Please check your connection and try again.';

/**
 * GET /api/records/export: every record as CSV. api() reads JSON only, so this fetches the file
 * itself, with the session cookie, and turns a failure into an ApiError as api() does, so the
 * page shows the server's message (or the offline one) the same way.
 */
export async function fetchRecordsCsv(signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch('/api/records/export', { credentials: 'same-origin', headers: { Accept: 'text/csv' }, signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network', OFFLINE);
  }
  if (!response.ok) {
    // An expired session signs the admin out as any other call does.
    if (response.status === 401) announceUnauthorized();
    throw ApiError.fromBody(response.status, await response.json().catch(() => null));
  }
  return response.blob();
}

/**
 * POST /api/records/import. With `confirm` false a file with refused rows is only checked (the
 * report says what each row would do); with `confirm` true its valid rows are imported. A clean
 * file is imported either way.
 */
export function importRecordsCsv(csv: string, confirm: boolean): Promise<RecordImportReportDto> {
  return api<RecordImportReportDto>('/api/records/import', { method: 'POST', body: { csv, confirm } });
}
