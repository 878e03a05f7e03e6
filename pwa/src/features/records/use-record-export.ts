import { useState } from 'react';
import { apiErrorMessage } from '../../api/api-error';
import { fetchRecordsCsv, RECORDS_CSV_NAME } from './record-csv-api';
import { saveFile } from './save-file';

export const EXPORT_FAILED = 'The export failed. Please try again.';

/**
 * The Export CSV button's state: whether the file is being fetched (the button shows a spinner
 * and takes no second press) and why the last attempt failed, until the next one or a dismiss.
 */
export function useRecordExport() {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function exportCsv() {
    setExporting(true);
    setError(null);
    try {
      saveFile(await fetchRecordsCsv(), RECORDS_CSV_NAME);
    } catch (caught) {
      setError(apiErrorMessage(caught, EXPORT_FAILED));
    } finally {
      setExporting(false);
    }
  }

  return { exporting, error, exportCsv, dismissError: () => setError(null) };
}
