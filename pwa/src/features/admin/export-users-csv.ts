import type { UserSummaryDto } from '@career/sync-server/accounts/contract/user-dto';
import { csvRows } from './user-table-model';

/**
 * The CSV of the users shown (papaparse, loaded only when exporting). `escapeFormulae` prefixes a
 * cell starting with =, +, -, @, tab or carriage return with a quote, so a name like
 * '=HYPERLINK(...)' stays text when the file is opened in a spreadsheet.
 */
export async function usersCsv(users: readonly UserSummaryDto[]): Promise<string> {
  const { unparse } = (await import('papaparse')).default;
  return unparse(csvRows(users), { escapeFormulae: true, newline: '\r\n' });
}

/** Offers the CSV as a download named with today's date. */
export async function downloadUsersCsv(users: readonly UserSummaryDto[], today = new Date()): Promise<void> {
  const blob = new Blob([`\ufeff${await usersCsv(users)}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `users-${today.toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
