import type { CareerRecordDto, CareerRecordInput, RecordImportReportDto, RecordImportRowDto } from '@career/sync-server/records/contract/record-dto';
import { RECORD_CODES, RECORD_CSV_COLUMNS, RECORD_FIELDS, RECORD_IMPORT_MAX_ROWS } from '@career/sync-server/records/contract/record-dto';
import Papa from 'papaparse';

/** Test helper: an error answer as the server words it. */
export interface FakeRefusal {
  status: 400;
  body: { error: { code: 'validation'; message: string; fields: Record<string, string> } };
}

const refusal = (message: string, csv: string): FakeRefusal => ({ status: 400, body: { error: { code: 'validation', message, fields: { csv } } } });

const CODED = RECORD_FIELDS.filter((field) => field !== 'jobTitle');

/** Why a row's fields are refused, in the server's words, or null when they are valid. */
function fieldProblem(cells: Record<string, string>): string | null {
  if (!cells.jobTitle?.trim()) return 'jobTitle: Job title is required';
  for (const field of CODED) {
    const codes = RECORD_CODES[field];
    if (!codes.includes(cells[field]?.trim() ?? '')) return `${field}: must be one of: ${codes.join(', ')}`;
  }
  if (!cells.description?.trim()) return 'description: Description is required';
  return null;
}

/**
 * Test helper: POST /api/records/import over the fake server's records, with the real one's
 * rules in small (columns, row limit, a row per record: no _id adds, an _id updates, a bad field,
 * a taken job title or an unknown _id refuses). It writes into `records` only when the real one
 * would: a clean file at once, one with refused rows only when confirmed, never with no valid row.
 */
export function fakeImport(records: CareerRecordDto[], csv: string, confirm: boolean, newId: () => string): FakeRefusal | RecordImportReportDto {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy' });
  const missing = RECORD_CSV_COLUMNS.filter((column) => column !== '_id' && !(parsed.meta.fields ?? []).includes(column));
  if (missing.length) return refusal(`The file lacks the columns ${missing.join(', ')}. Export the records to see the expected columns.`, 'Missing columns');
  if (parsed.data.length > RECORD_IMPORT_MAX_ROWS) return refusal(`A file may hold at most ${RECORD_IMPORT_MAX_ROWS} records.`, 'Too many rows');
  if (!parsed.data.length) return refusal('The file holds no records.', 'No rows');

  const titles = new Set(records.map((record) => record.jobTitle.toLowerCase()));
  const planned: Array<RecordImportRowDto & { input?: CareerRecordInput; id?: string }> = parsed.data.map((cells, offset) => {
    const row = offset + 2;
    const jobTitle = cells.jobTitle?.trim() ?? '';
    const problem = fieldProblem(cells);
    if (problem) return { row, jobTitle, action: 'refuse', reason: problem };
    const input = Object.fromEntries([...RECORD_FIELDS, 'description'].map((field) => [field, cells[field]?.trim() ?? ''])) as CareerRecordInput;
    const id = cells._id?.trim();
    if (id) {
      return records.some((record) => record._id === id)
        ? { row, jobTitle, action: 'update', input, id }
        : { row, jobTitle, action: 'refuse', reason: 'No record has this _id (leave _id empty to add a record)' };
    }
    if (titles.has(jobTitle.toLowerCase())) return { row, jobTitle, action: 'refuse', reason: 'A record with this job title exists: give its _id to update it' };
    titles.add(jobTitle.toLowerCase());
    return { row, jobTitle, action: 'add', input };
  });
  const refused = planned.filter((row) => row.action === 'refuse').length;
  const valid = planned.length - refused;
  const applied = valid > 0 && (!refused || confirm);
  if (applied) {
    for (const row of planned) {
      if (!row.input) continue;
      if (row.action === 'add') records.push({ ...row.input, _id: newId(), source: 'admin', mbtiDerived: false });
      const index = records.findIndex((record) => record._id === row.id);
      if (row.action === 'update' && index >= 0) records[index] = { ...records[index]!, ...row.input };
    }
  }
  return {
    applied,
    added: planned.filter((row) => row.action === 'add').length,
    updated: planned.filter((row) => row.action === 'update').length,
    unchanged: 0,
    refused,
    rows: planned.map(({ row, jobTitle, action, reason }) => ({ row, jobTitle, action, ...(reason ? { reason } : {}) })),
  };
}
