import type { AppDeps } from '../../../app-deps';
import type { CareerFitDto } from '../contract/career-idea-dto';
import type { CareerRecordDto, CareerRecordInput, FilterOptionsDto, RecordMatchDto, RecordSearchDto } from '../contract/record-dto';
import { RECORD_RESULT_LIMIT } from '../contract/record-dto';
import type { RecordSearchFilters, RecordSearchQuery } from '../contract/record-schemas';
import { findUserById } from '../../accounts/services/user-store';
import { clientRankingFor } from './career-ideas';
import { careerFitDtoAt } from './career-fit-dto';
import { inRankingOrder } from './client-ranking';
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
import type { MatchTable, ScoredRecord } from './career-matching';
import { explainMatch, partitionMatches, rankRecords } from './career-matching';

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

/** The client a career view is for: 404 for an unknown id or an admin (admins take no assessments). */
export async function careerClient(deps: Pick<AppDeps, 'db'>, id: string): Promise<UserRecord> {
  const user = await findUserById(deps.db, id);
  if (!user || user.isAdmin) throw new AppError('not_found', 'User not found.');
  return user;
}

function filtersOf(query: RecordSearchQuery): RecordSearchFilters {
  const { page: _page, forUser: _forUser, ...filters } = query;
  return filters;
}

/**
 * Exact matches (one page of RECORD_RESULT_LIMIT, every match reachable) and ranked, explained
 * suggestions (page 1 only) for the filters (at least one, checked by the schema). Opened for a
 * client (`forUser`) with interests to rank by, both are ordered by the client's score instead of
 * job title and match score, and each carries its fit: band, reasons, and the rank and stability it
 * has in the client's whole list (as the career ideas page shows it without a Job Zone), so an
 * idea shows the same figures in both views.
 */
export async function searchCareerRecords(deps: Deps, index: CareerRecordIndex, admin: UserRecord, query: RecordSearchQuery): Promise<RecordSearchDto> {
  const filters = filtersOf(query);
  const page = query.page;
  const base = { page, pageSize: RECORD_RESULT_LIMIT };
  if (query.forUser) {
    const subject = await careerClient(deps, query.forUser);
    // The fit reads the client's results: the log says who looked (once per search, on its first page).
    if (page === 1) await audit({ db: deps.db, clock: deps.clock }, admin, 'view_career_ideas', subject, { search: true });
    const { client, table, ranking } = await clientRankingFor(deps, index, query.forUser);
    const fitFor = { userId: query.forUser, missing: client.missing, undifferentiated: client.summary.undifferentiated };
    if (ranking) {
      const { exact, partial } = partitionMatches(table, filters);
      const start = (page - 1) * RECORD_RESULT_LIMIT;
      const exactPage = Array.from(inRankingOrder(ranking, exact, table.size).subarray(start, start + RECORD_RESULT_LIMIT));
      const suggestions = page === 1 ? Array.from(inRankingOrder(ranking, partial, table.size).subarray(0, RECORD_RESULT_LIMIT)) : [];
      const voice = { kind: 'counselor', name: subject.firstName } as const;
      const withFit = async (indexes: number[]) =>
        withRecords(
          deps,
          indexes.flatMap((at) => {
            const fit = careerFitDtoAt(table, client, ranking, at, voice);
            return fit ? [{ ...explainMatch(table, at, filters), fit }] : [];
          }),
        );
      const [exactMatch, suggestion] = [await withFit(exactPage), await withFit(suggestions)];
      return { ...base, exactMatch, suggestion, exactTotal: exact.length, fitFor };
    }
    return { ...base, ...(await byMatch(deps, table, filters, page)), fitFor };
  }
  return { ...base, ...(await byMatch(deps, await index.current(), filters, page)), fitFor: null };
}

/** Exact matches in job-title order and suggestions by match score (no client fit). */
async function byMatch(deps: Deps, table: MatchTable, filters: RecordSearchFilters, page: number) {
  const ranked = rankRecords(table, filters, RECORD_RESULT_LIMIT, page);
  const [exactMatch, suggestion] = [await withRecords(deps, ranked.exact), await withRecords(deps, ranked.suggestions)];
  return { exactMatch, suggestion, exactTotal: ranked.exactTotal };
}

/** The scored items with their records; a record deleted between the index's load and this read is left out. */
async function withRecords(deps: Deps, items: (ScoredRecord & { fit?: CareerFitDto })[]): Promise<RecordMatchDto[]> {
  const rows = await recordsByIds(deps.db, items.map((item) => item.id));
  return items.flatMap((item) => {
    const record = rows.get(item.id);
    return record ? [{ ...record, score: item.score, why: item.why, ...(item.fit === undefined ? {} : { fit: item.fit }) }] : [];
  });
}

/** The values in use per field (null and empty left out), for the dropdowns. */
export async function careerFilterOptions(deps: Deps): Promise<FilterOptionsDto> {
  const values = await distinctFieldValues(deps.db);
  return Object.fromEntries(Object.entries(values).map(([field, list]) => [field, list.filter((value) => value && value.trim())])) as FilterOptionsDto;
}
