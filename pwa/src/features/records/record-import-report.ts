import type { RecordImportReportDto, RecordImportRowDto } from '@career/sync-server/records/contract/record-dto';

/** The report table shows this many rows at most: a 5,000-row file would make a dialog too long to use. */
export const IMPORT_ROWS_SHOWN = 200;

const DONE_LABELS: Record<RecordImportRowDto['action'], string> = { add: 'Added', update: 'Updated', unchanged: 'Unchanged', refuse: 'Refused' };
const PLANNED_LABELS: Record<RecordImportRowDto['action'], string> = { add: 'Will add', update: 'Will update', unchanged: 'Unchanged', refuse: 'Refused' };

/** A row's result: what it did once applied, what it would do before (nothing is added until then). */
export function actionLabel(action: RecordImportRowDto['action'], applied: boolean): string {
  return (applied ? DONE_LABELS : PLANNED_LABELS)[action];
}

const count = (n: number) => n.toLocaleString('en-US');
const rows = (n: number) => (n === 1 ? '1 row' : `${count(n)} rows`);

/** The rows that can be imported (added or updated). */
export function validRows(report: RecordImportReportDto): number {
  return report.added + report.updated;
}

/** 'N to add, N to update, N refused': what the file would do. */
export function importSummary(report: RecordImportReportDto): string {
  const unchanged = report.unchanged ? `, ${count(report.unchanged)} unchanged` : '';
  return `${count(report.added)} to add, ${count(report.updated)} to update${unchanged}, ${count(report.refused)} refused`;
}

/** The outcome: what was imported, or that nothing was and why. */
export function importOutcome(report: RecordImportReportDto): string {
  if (report.applied) {
    const imported = `Imported: ${count(report.added)} added, ${count(report.updated)} updated.`;
    if (!report.refused) return imported;
    return `${imported} ${report.refused === 1 ? 'The refused row was' : `The ${count(report.refused)} refused rows were`} left out.`;
  }
  if (!validRows(report)) return 'Nothing was imported: no row could be imported.';
  return `Nothing was imported: ${rows(report.refused)} ${report.refused === 1 ? 'was' : 'were'} refused.`;
}

/** The label of the button that imports the valid rows of a file with refused ones. */
export function confirmLabel(report: RecordImportReportDto): string {
  const valid = validRows(report);
  return valid === 1 ? 'Import the 1 valid row' : `Import the ${count(valid)} valid rows`;
}

/**
 * The rows the table shows: refused rows first (in file order), then the rest, cut at
 * IMPORT_ROWS_SHOWN. Refused rows lead so their reasons, which the admin needs to fix the file,
 * are never among the rows cut off; `more` is how many were.
 */
export function shownRows(report: RecordImportReportDto): { rows: RecordImportRowDto[]; more: number } {
  const ordered = [...report.rows.filter((row) => row.action === 'refuse'), ...report.rows.filter((row) => row.action !== 'refuse')];
  return { rows: ordered.slice(0, IMPORT_ROWS_SHOWN), more: Math.max(0, ordered.length - IMPORT_ROWS_SHOWN) };
}
