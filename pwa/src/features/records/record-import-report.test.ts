import type { RecordImportReportDto, RecordImportRowDto } from '@career/sync-server/records/contract/record-dto';
import { describe, expect, it } from 'vitest';
import { confirmLabel, IMPORT_ROWS_SHOWN, importOutcome, importSummary, shownRows } from './record-import-report';

function report(overrides: Partial<RecordImportReportDto>): RecordImportReportDto {
  return { applied: false, added: 0, updated: 0, unchanged: 0, refused: 0, rows: [], ...overrides };
}

const added = (row: number): RecordImportRowDto => ({ row, jobTitle: `Job ${row}`, action: 'add' });
const refused = (row: number): RecordImportRowDto => ({ row, jobTitle: `Job ${row}`, action: 'refuse', reason: 'salary: Salary must be one of: 1, 2' });

describe('import report texts', () => {
  it('sums up what the file would do', () => {
    expect(importSummary(report({ added: 1200, updated: 3, refused: 0 }))).toBe('1,200 to add, 3 to update, 0 refused');
    expect(importSummary(report({ added: 1, updated: 0, unchanged: 922, refused: 0 }))).toBe('1 to add, 0 to update, 922 unchanged, 0 refused');
  });

  it('says what was imported, and that refused rows were left out', () => {
    expect(importOutcome(report({ applied: true, added: 2, updated: 1 }))).toBe('Imported: 2 added, 1 updated.');
    expect(importOutcome(report({ applied: true, added: 2, updated: 0, refused: 1 }))).toBe('Imported: 2 added, 0 updated. The refused row was left out.');
    expect(importOutcome(report({ applied: true, added: 0, updated: 5, refused: 3 }))).toBe('Imported: 0 added, 5 updated. The 3 refused rows were left out.');
  });

  it('says why nothing was imported', () => {
    expect(importOutcome(report({ added: 1, refused: 1 }))).toBe('Nothing was imported: 1 row was refused.');
    expect(importOutcome(report({ updated: 4, refused: 2 }))).toBe('Nothing was imported: 2 rows were refused.');
    expect(importOutcome(report({ refused: 7 }))).toBe('Nothing was imported: no row could be imported.');
  });

  it('counts the valid rows on the import button', () => {
    expect(confirmLabel(report({ added: 1, refused: 2 }))).toBe('Import the 1 valid row');
    expect(confirmLabel(report({ added: 2, updated: 1000, refused: 2 }))).toBe('Import the 1,002 valid rows');
  });
});

describe('shownRows', () => {
  it('shows every row of a short file, refused rows first and otherwise in file order', () => {
    const rows = [added(2), refused(3), added(4), refused(5)];
    expect(shownRows(report({ rows })).rows.map((row) => row.row)).toEqual([3, 5, 2, 4]);
    expect(shownRows(report({ rows })).more).toBe(0);
  });

  it(`cuts a long file at ${IMPORT_ROWS_SHOWN} rows, keeping refused rows from its end, and counts the rest`, () => {
    const rows = Array.from({ length: 250 }, (_unused, index) => (index === 249 ? refused(index + 2) : added(index + 2)));
    const { rows: shown, more } = shownRows(report({ rows }));
    expect(shown).toHaveLength(IMPORT_ROWS_SHOWN);
    expect(shown[0]).toEqual(refused(251));
    expect(shown[1]).toEqual(added(2));
    expect(more).toBe(50);
  });
});
