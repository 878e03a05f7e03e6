import Papa from 'papaparse';
import type { AppDeps } from '../../../app-deps';
import type { CareerRecordDto, CareerRecordInput, RecordImportReportDto, RecordImportRowDto } from '../contract/record-dto';
import { RECORD_CSV_COLUMNS, RECORD_IMPORT_MAX_ROWS } from '../contract/record-dto';
import { recordBody } from '../contract/record-schemas';
import { AppError } from '../../../http/app-error';
import { fieldsWithControlCharacters, fieldErrorsOf } from '../../../http/validate';
import { newId } from '../../../ids';
import { bumpRecordsRevision, insertRecord, listRecords, updateRecordFields } from '../repositories/career-record-repository';
import type { UserRecord } from '../../accounts/services/user-store';
import { audit } from '../../admin/services/audit';
import { mbtiStaysDerived } from './career-record-service';
import { escapeCsvCell, unescapeCsvCell } from '../../../contract/csv-cell';

type Deps = Pick<AppDeps, 'db' | 'clock'>;


/**
 * Every record as CSV (the columns of RECORD_CSV_COLUMNS), formula injection neutralised, with a
 * byte-order mark so Excel reads it as UTF-8 (the import skips the mark).
 */
export async function exportRecordsCsv(deps: Deps, admin: UserRecord): Promise<string> {
  const { records } = await listRecords(deps.db, { titleContains: '', limit: Number.MAX_SAFE_INTEGER });
  await audit(deps, admin, 'record_export', null, { rows: records.length });
  const rows = records.map((record) => RECORD_CSV_COLUMNS.map((column) => escapeCsvCell(String(record[column]))));
  return `\uFEFF${Papa.unparse({ fields: [...RECORD_CSV_COLUMNS], data: rows }, { newline: '\r\n', quotes: true })}`;
}

interface PlannedRow extends RecordImportRowDto {
  input?: CareerRecordInput;
  before?: CareerRecordDto;
}

function describeErrors(fields: Partial<Record<string, string>>): string {
  return Object.entries(fields)
    .map(([field, message]) => (field === '_' ? String(message) : `${field}: ${String(message)}`))
    .join('; ');
}

/** What each row would do: add, update (by _id) or be refused, and why. Writes nothing. */
async function planImport(deps: Deps, csv: string): Promise<PlannedRow[]> {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    delimiter: ',',
    transformHeader: (header) => header.trim(),
  });
  // A stray quote swallows the lines after it into one cell: refuse the file rather than lose rows.
  const broken = parsed.errors.filter((error) => error.type === 'Quotes' || error.type === 'FieldMismatch');
  if (broken.length) {
    const where = broken.slice(0, 5).map((error) => `line ${(error.row ?? 0) + 2}: ${error.message}`).join('; ');
    throw new AppError('validation', `The file could not be read (${where}). Check its quotes and commas.`, { csv: 'Malformed CSV' });
  }
  const headers = parsed.meta.fields ?? [];
  const missing = RECORD_CSV_COLUMNS.filter((column) => column !== '_id' && !headers.includes(column));
  if (missing.length) throw new AppError('validation', `The file lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. Export the records to see the expected columns.`, { csv: 'Missing columns' });
  const unknown = headers.filter((header) => !(RECORD_CSV_COLUMNS as readonly string[]).includes(header));
  if (unknown.length) throw new AppError('validation', `The file has unknown columns: ${unknown.join(', ')}.`, { csv: 'Unknown columns' });
  if (parsed.data.length > RECORD_IMPORT_MAX_ROWS) throw new AppError('validation', `A file may hold at most ${RECORD_IMPORT_MAX_ROWS} records.`, { csv: 'Too many rows' });
  if (!parsed.data.length) throw new AppError('validation', 'The file holds no records.', { csv: 'No rows' });

  const existing = (await listRecords(deps.db, { titleContains: '', limit: Number.MAX_SAFE_INTEGER })).records;
  const existingTitles = new Set(existing.map((record) => record.jobTitle.toLowerCase()));
  const byId = new Map(existing.map((record) => [record._id, record]));
  const seenIds = new Set<string>();
  const seenTitles = new Set<string>();
  const planned: PlannedRow[] = [];
  for (const [offset, raw] of parsed.data.entries()) {
    // Row 1 is the header line.
    const row = offset + 2;
    const cells = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, unescapeCsvCell(String(value ?? ''))]));
    const { _id: rawId, ...fields } = cells;
    const id = rawId?.trim() ?? '';
    const title = (fields.jobTitle ?? '').trim();
    const refuse = (reason: string): PlannedRow => ({ row, jobTitle: title, action: 'refuse', reason });
    if (fieldsWithControlCharacters(fields).length) {
      planned.push(refuse('Must not contain control characters'));
      continue;
    }
    const result = recordBody.safeParse(fields);
    if (!result.success) {
      planned.push(refuse(describeErrors(fieldErrorsOf(result.error))));
      continue;
    }
    const input = result.data;
    const titleKey = input.jobTitle.toLowerCase();
    if (id) {
      if (seenIds.has(id)) {
        planned.push(refuse('This _id appears twice in the file'));
        continue;
      }
      seenIds.add(id);
      const before = byId.get(id);
      if (!before) {
        planned.push(refuse('No record has this _id (leave _id empty to add a record)'));
        continue;
      }
      planned.push({ row, jobTitle: input.jobTitle, action: sameFields(before, input) ? 'unchanged' : 'update', input, before });
      continue;
    }
    if (existingTitles.has(titleKey) || seenTitles.has(titleKey)) {
      planned.push(refuse('A record with this job title exists: give its _id to update it'));
      continue;
    }
    seenTitles.add(titleKey);
    planned.push({ row, jobTitle: input.jobTitle, action: 'add', input });
  }
  return planned;
}

/** An update that would change nothing: reported as unchanged and not written. */
function sameFields(before: CareerRecordInput, input: CareerRecordInput): boolean {
  return (Object.keys(input) as (keyof CareerRecordInput)[]).every((field) => before[field] === input[field]);
}

/**
 * Imports records from CSV: each row adds a record (no _id) or updates one (its _id). A file with
 * refused rows changes nothing unless `confirm` says to import the valid rows; then they go in
 * one transaction with one audit entry.
 */
export async function importRecordsCsv(deps: Deps, admin: UserRecord, csv: string, confirm: boolean): Promise<RecordImportReportDto> {
  const planned = await planImport(deps, csv);
  const refused = planned.filter((row) => row.action === 'refuse').length;
  const valid = planned.filter((row) => row.action === 'add' || row.action === 'update');
  const report = (applied: boolean): RecordImportReportDto => ({
    applied,
    added: planned.filter((row) => row.action === 'add').length,
    updated: planned.filter((row) => row.action === 'update').length,
    unchanged: planned.filter((row) => row.action === 'unchanged').length,
    refused,
    rows: planned.map(({ row, jobTitle, action, reason }) => ({ row, jobTitle, action, ...(reason ? { reason } : {}) })),
  });
  if ((refused && !confirm) || !valid.length) return report(false);
  const at = deps.clock();
  const ids: string[] = [];
  await deps.db.transaction().execute(async (tx) => {
    for (const row of valid) {
      if (!row.input) continue;
      if (row.action === 'add') {
        const id = newId(at.getTime());
        ids.push(id);
        await insertRecord(tx, { id, input: row.input, source: 'admin', sourceKey: null, mbtiDerived: false, at: at.toISOString() });
      } else if (row.before) {
        ids.push(row.before._id);
        const updated = await updateRecordFields(tx, row.before._id, row.input, mbtiStaysDerived(row.before, row.input), at.toISOString());
        if (!updated) throw new AppError('conflict', `Row ${row.row}: the record was deleted meanwhile. Nothing was imported; try again.`);
      }
    }
    await bumpRecordsRevision(tx);
    const summary = report(true);
    // The records it touched (the first 200 ids), so an import can be traced and undone by hand.
    await audit({ db: tx, clock: deps.clock }, admin, 'record_import', null, {
      added: summary.added,
      updated: summary.updated,
      refused,
      recordIds: ids.slice(0, 200).join(' ') + (ids.length > 200 ? ` and ${ids.length - 200} more` : ''),
    });
  });
  return report(true);
}
