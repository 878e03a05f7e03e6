import type { UserSummaryDto } from '@career/sync-server/accounts/contract/user-dto';
import { escapeCsvCell } from '@career/sync-server/contract/csv-cell';
import { csvRows } from './user-table-model';

/**
 * The CSV of the users shown (papaparse, loaded only when exporting): every cell quoted, and a
 * cell a spreadsheet could run as a formula, at its start or after a `;`, `,` or tab it may split
 * on, written as text (contract/csv-cell.ts), so a name like '=HYPERLINK(...)' or 'Ann;=1+2'
 * stays text when the file is opened in a spreadsheet.
 */
export async function usersCsv(users: readonly UserSummaryDto[], timeZone: string): Promise<string> {
  const { unparse } = (await import('papaparse')).default;
  const rows = csvRows(users, timeZone).map((row) => Object.fromEntries(Object.entries(row).map(([column, value]) => [column, escapeCsvCell(value)])));
  return unparse(rows, { quotes: true, newline: '\r\n' });
}

/** Offers the CSV as a download named with today's date; session starts on the admin's clock (`timeZone`). */
export async function downloadUsersCsv(users: readonly UserSummaryDto[], timeZone: string, today = new Date()): Promise<void> {
  const blob = new Blob([`\ufeff${await usersCsv(users, timeZone)}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `users-${today.toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
