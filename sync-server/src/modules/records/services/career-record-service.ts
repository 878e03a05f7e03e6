import type { AppDeps } from '../../../app-deps';
import type { CareerRecordDto, CareerRecordInput, FilterOptionsDto, RecordMatchDto, RecordSearchDto } from '../contract/record-dto';
import { RECORD_RESULT_LIMIT } from '../contract/record-dto';
import type { RecordSearchFilters } from '../contract/record-schemas';
import { AppError } from '../../../http/app-error';
import { newId } from '../../../ids';
import {
  bumpRecordsRevision,
  deleteRecordRow,
  distinctFieldValues,
  findRecord,
  insertRecord,
  recordsByIds,
  updateRecordFields,
} from '../repositories/career-record-repository';
import type { UserRecord } from '../../accounts/services/user-store';
import { audit } from '../../admin/services/audit';
import type { CareerRecordIndex } from './career-record-index';
import type { ScoredRecord } from './career-matching';
import { rankRecords } from './career-matching';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export const RECORD_ADDED = 'record added successfully';
export const RECORD_UPDATED = 'Record updated successfully';
export const RECORD_DELETED = 'Record deleted!';

const NOT_FOUND = 'This record no longer exists. Reload the list.';

/** Adds an admin's record; the change and its audit entry commit together. */
export async function addCareerRecord(deps: Deps, admin: UserRecord, input: CareerRecordInput): Promise<CareerRecordDto> {
  const at = deps.clock();
  return deps.db.transaction().execute(async (tx) => {
    const record = await insertRecord(tx, { id: newId(at.getTime()), input, source: 'admin', sourceKey: null, mbtiDerived: false, at: at.toISOString() });
    await bumpRecordsRevision(tx);
    await audit({ db: tx, clock: deps.clock }, admin, 'record_add', null, { recordId: record._id, jobTitle: record.jobTitle });
    return record;
  });
}

/** Seeded MBTI letters stay marked derived until an update changes one of them (the form and the CSV import alike). */
export function mbtiStaysDerived(before: CareerRecordDto, input: CareerRecordInput): boolean {
  return before.mbtiDerived && before.MBTI_1 === input.MBTI_1 && before.MBTI_2 === input.MBTI_2 && before.MBTI_3 === input.MBTI_3;
}

/** Replaces a record's fields. Seeded MBTI letters stay marked derived until an admin changes them. */
export async function updateCareerRecord(deps: Deps, admin: UserRecord, id: string, input: CareerRecordInput): Promise<CareerRecordDto> {
  const at = deps.clock().toISOString();
  return deps.db.transaction().execute(async (tx) => {
    const before = await findRecord(tx, id);
    if (!before) throw new AppError('not_found', NOT_FOUND);
    const updated = await updateRecordFields(tx, id, input, mbtiStaysDerived(before, input), at);
    if (!updated) throw new AppError('not_found', NOT_FOUND);
    await bumpRecordsRevision(tx);
    const changed = (Object.keys(input) as (keyof CareerRecordInput)[]).filter((field) => before[field] !== input[field]);
    // What changed, from what to what (a description's change is noted, not copied twice).
    const values = changed.filter((field) => field !== 'description').map((field) => `${field}: ${before[field]} -> ${input[field]}`);
    await audit({ db: tx, clock: deps.clock }, admin, 'record_update', null, { recordId: id, jobTitle: updated.jobTitle, changed: changed.join(', '), values: values.join('; ') });
    return updated;
  });
}

export async function deleteCareerRecord(deps: Deps, admin: UserRecord, id: string): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    const before = await findRecord(tx, id);
    if (!before || !(await deleteRecordRow(tx, id))) throw new AppError('not_found', NOT_FOUND);
    await bumpRecordsRevision(tx);
    // The whole record, so a deletion can be undone by hand from the log.
    await audit({ db: tx, clock: deps.clock }, admin, 'record_delete', null, { recordId: id, jobTitle: before.jobTitle, record: JSON.stringify(before) });
  });
}

/** Exact matches and ranked, explained suggestions for the filters (at least one, checked by the schema). */
export async function searchCareerRecords(deps: Deps, index: CareerRecordIndex, filters: RecordSearchFilters): Promise<RecordSearchDto> {
  const ranked = rankRecords(await index.current(), filters, RECORD_RESULT_LIMIT);
  const rows = await recordsByIds(deps.db, [...ranked.exact, ...ranked.suggestions].map((item) => item.id));
  // A record deleted between the index's load and this read is left out.
  const withRecord = (items: ScoredRecord[]): RecordMatchDto[] =>
    items.flatMap((item) => {
      const record = rows.get(item.id);
      return record ? [{ ...record, score: item.score, why: item.why }] : [];
    });
  return { exactMatch: withRecord(ranked.exact), suggestion: withRecord(ranked.suggestions), exactTotal: ranked.exactTotal };
}

/** The values in use per field (null and empty left out), for the dropdowns. */
export async function careerFilterOptions(deps: Deps): Promise<FilterOptionsDto> {
  const values = await distinctFieldValues(deps.db);
  return Object.fromEntries(Object.entries(values).map(([field, list]) => [field, list.filter((value) => value && value.trim())])) as FilterOptionsDto;
}
