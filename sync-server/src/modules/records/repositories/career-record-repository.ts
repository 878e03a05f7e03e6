import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { CareerRecordDto, CareerRecordInput, RecordField } from '../contract/record-dto';
import type { CareerRecordsTable, Database } from '../../../db/schema';
import type { MatchableRecord, OnetFacts } from '../services/career-matching';

type Row = Selectable<CareerRecordsTable>;

/** Record fields and their columns. */
const COLUMNS = {
  jobTitle: 'job_title',
  familyType: 'family_type',
  secondaryFamily: 'secondary_family',
  SII_1: 'sii_1',
  SII_2: 'sii_2',
  SII_3: 'sii_3',
  MBTI_1: 'mbti_1',
  MBTI_2: 'mbti_2',
  MBTI_3: 'mbti_3',
  salary: 'salary',
  stress_level: 'stress_level',
  min_edu: 'min_edu',
} as const satisfies Record<RecordField, keyof CareerRecordsTable>;

export function toRecordDto(row: Row): CareerRecordDto {
  return {
    _id: row.id,
    jobTitle: row.job_title,
    familyType: row.family_type,
    secondaryFamily: row.secondary_family,
    SII_1: row.sii_1,
    SII_2: row.sii_2,
    SII_3: row.sii_3,
    MBTI_1: row.mbti_1,
    MBTI_2: row.mbti_2,
    MBTI_3: row.mbti_3,
    salary: row.salary,
    stress_level: row.stress_level,
    min_edu: row.min_edu,
    description: row.description,
    source: row.source === 'onet' ? 'onet' : 'admin',
    mbtiDerived: row.mbti_derived === 1,
  };
}

function fieldColumns(input: CareerRecordInput) {
  return {
    job_title: input.jobTitle,
    family_type: input.familyType,
    secondary_family: input.secondaryFamily,
    sii_1: input.SII_1,
    sii_2: input.SII_2,
    sii_3: input.SII_3,
    mbti_1: input.MBTI_1,
    mbti_2: input.MBTI_2,
    mbti_3: input.MBTI_3,
    salary: input.salary,
    stress_level: input.stress_level,
    min_edu: input.min_edu,
    description: input.description,
  };
}

export interface NewCareerRecord {
  id: string;
  input: CareerRecordInput;
  source: 'onet' | 'admin';
  sourceKey: string | null;
  mbtiDerived: boolean;
  at: string;
  facts?: OnetFacts;
}

const INTEREST_COLUMNS = ['interest_r', 'interest_i', 'interest_a', 'interest_s', 'interest_e', 'interest_c'] as const;
/** O*NET Work Values extents, in ONET_WORK_VALUES (Content Model) order. */
const VALUE_COLUMNS = ['value_achievement', 'value_working_conditions', 'value_recognition', 'value_relationships', 'value_support', 'value_independence'] as const;
type SixColumns = readonly (keyof Row)[];

/** Six numbers (or all null) as their six columns. */
function sixColumns<C extends SixColumns>(columns: C, values: readonly number[] | null | undefined): Record<C[number], number | null> {
  const six = values && values.length === 6 ? values : null;
  return Object.fromEntries(columns.map((column, index) => [column, six ? (six[index] as number) : null])) as Record<C[number], number | null>;
}

function interestColumns(interests: readonly number[] | null | undefined) {
  return sixColumns(INTEREST_COLUMNS, interests);
}

function workValueColumns(workValues: readonly number[] | null | undefined) {
  return sixColumns(VALUE_COLUMNS, workValues);
}

function factColumns(facts: OnetFacts | undefined) {
  return { ...interestColumns(facts?.interests), job_zone: facts?.jobZone ?? null, median_wage: facts?.medianWage ?? null, ...workValueColumns(facts?.workValues) };
}

/** Six columns as six numbers, or null when any is missing. */
function sixOf<C extends SixColumns>(row: Pick<Row, C[number]>, columns: C): number[] | null {
  const values = columns.map((column) => row[column as C[number]] as unknown);
  return values.every((value) => value !== null && Number.isFinite(Number(value))) ? values.map(Number) : null;
}

function newRow(record: NewCareerRecord) {
  return {
    id: record.id,
    ...fieldColumns(record.input),
    source: record.source,
    source_key: record.sourceKey,
    mbti_derived: record.mbtiDerived ? 1 : 0,
    created_at: record.at,
    updated_at: record.at,
    ...factColumns(record.facts),
  };
}

export async function insertRecord(db: Kysely<Database>, record: NewCareerRecord): Promise<CareerRecordDto> {
  const row = newRow(record);
  await db.insertInto('career_records').values(row).execute();
  return toRecordDto(row as Row);
}

/** Many at once (the seed), in chunks that stay under SQLite's bound-parameter limit. */
export async function insertRecords(db: Kysely<Database>, records: readonly NewCareerRecord[]): Promise<void> {
  for (let start = 0; start < records.length; start += 200) {
    await db.insertInto('career_records').values(records.slice(start, start + 200).map(newRow)).execute();
  }
}

export async function findRecord(db: Kysely<Database>, id: string): Promise<CareerRecordDto | undefined> {
  const row = await db.selectFrom('career_records').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRecordDto(row) : undefined;
}

export async function updateRecordFields(db: Kysely<Database>, id: string, input: CareerRecordInput, mbtiDerived: boolean, at: string): Promise<CareerRecordDto | undefined> {
  const result = await db
    .updateTable('career_records')
    .set({ ...fieldColumns(input), mbti_derived: mbtiDerived ? 1 : 0, updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return findRecord(db, id);
}

export async function deleteRecordRow(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('career_records').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** LIKE pattern for "contains", with LIKE's own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Records whose job title contains the text (all when empty), by job title; and how many there are. */
export async function listRecords(db: Kysely<Database>, options: { titleContains: string; limit: number }): Promise<{ records: CareerRecordDto[]; total: number }> {
  let query = db.selectFrom('career_records');
  if (options.titleContains) query = query.where(sql<boolean>`lower(job_title) like ${containsPattern(options.titleContains)} escape '\\'`);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('job_title').orderBy('id').limit(options.limit).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(toRecordDto), total: Number(count.total) };
}

export async function recordsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, CareerRecordDto>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('career_records').selectAll().where('id', 'in', [...ids]).execute();
  return new Map(rows.map((row) => [row.id, toRecordDto(row)]));
}

/** A record with its O*NET facts, for a career idea or a shortlist item. */
export interface RecordWithFacts {
  record: CareerRecordDto;
  jobZone: number | null;
  medianWage: number | null;
  onetCode: string | null;
}

export async function recordsWithFactsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, RecordWithFacts>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('career_records').selectAll().where('id', 'in', [...ids]).execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { record: toRecordDto(row), jobZone: row.job_zone === null ? null : Number(row.job_zone), medianWage: row.median_wage === null ? null : Number(row.median_wage), onetCode: row.source === 'onet' ? row.source_key : null },
    ]),
  );
}

/** Seeded rows still without their O*NET facts (seeded before the facts were stored). */
/**
 * Seeded rows lacking O*NET facts, and which: interest ratings (seeded before 2026-11-28-001) or
 * Work Values (seeded before 2026-12-06-001, or an occupation O*NET did not rate).
 */
export async function onetKeysWithoutFacts(db: Kysely<Database>): Promise<{ key: string; hasInterests: boolean; hasWorkValues: boolean }[]> {
  const rows = await db
    .selectFrom('career_records')
    .select(['source_key', 'interest_r', 'value_achievement'])
    .where('source', '=', 'onet')
    .where('source_key', 'is not', null)
    .where((eb) => eb.or([eb('interest_r', 'is', null), eb('value_achievement', 'is', null)]))
    .execute();
  return rows.map((row) => ({ key: row.source_key as string, hasInterests: row.interest_r !== null, hasWorkValues: row.value_achievement !== null }));
}

export async function setOnetFacts(db: Kysely<Database>, sourceKey: string, facts: OnetFacts): Promise<void> {
  await db.updateTable('career_records').set(factColumns(facts)).where('source', '=', 'onet').where('source_key', '=', sourceKey).execute();
}

/** Every record's matchable fields and facts (no description); buildMatchTable orders them. */
export async function loadMatchableRecords(db: Kysely<Database>): Promise<MatchableRecord[]> {
  const rows = await db
    .selectFrom('career_records')
    .select(['id', 'job_title', 'family_type', 'sii_1', 'sii_2', 'sii_3', 'mbti_1', 'mbti_2', 'mbti_3', 'salary', 'stress_level', 'min_edu', ...INTEREST_COLUMNS, 'job_zone', 'median_wage', ...VALUE_COLUMNS])
    .execute();
  return rows.map((row) => ({
    facts: {
      interests: sixOf(row, INTEREST_COLUMNS),
      jobZone: row.job_zone === null ? null : Number(row.job_zone),
      medianWage: row.median_wage === null ? null : Number(row.median_wage),
      workValues: sixOf(row, VALUE_COLUMNS),
    },
    id: row.id,
    jobTitle: row.job_title,
    familyType: row.family_type,
    SII_1: row.sii_1,
    SII_2: row.sii_2,
    SII_3: row.sii_3,
    MBTI_1: row.mbti_1,
    MBTI_2: row.mbti_2,
    MBTI_3: row.mbti_3,
    salary: row.salary,
    stress_level: row.stress_level,
    min_edu: row.min_edu,
  }));
}

/** The distinct values in use for each field, sorted. */
export async function distinctFieldValues(db: Kysely<Database>): Promise<Record<RecordField, string[]>> {
  const entries = await Promise.all(
    (Object.entries(COLUMNS) as [RecordField, (typeof COLUMNS)[RecordField]][]).map(async ([field, column]) => {
      const rows = await db.selectFrom('career_records').select(column).distinct().orderBy(column).execute();
      return [field, rows.map((row) => (row as Record<string, string>)[column] as string)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<RecordField, string[]>;
}

/** The records' revision: up by one with every change (in the change's transaction). */
export async function readRecordsRevision(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('career_records_meta').select('revision').where('id', '=', 1).executeTakeFirst();
  return Number(row?.revision ?? 0);
}

export async function bumpRecordsRevision(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('career_records_meta')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

/** The O*NET codes seeded so far. */
export async function seededKeys(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom('career_record_seeds').select('source_key').execute();
  return new Set(rows.map((row) => row.source_key));
}

/** Claims O*NET codes for seeding: returns those not seeded before (and records them as seeded). */
export async function claimSeedKeys(db: Kysely<Database>, keys: readonly string[], at: string): Promise<Set<string>> {
  const claimed = new Set<string>();
  for (let start = 0; start < keys.length; start += 500) {
    const rows = await db
      .insertInto('career_record_seeds')
      .values(keys.slice(start, start + 500).map((key) => ({ source_key: key, seeded_at: at })))
      .onConflict((conflict) => conflict.column('source_key').doNothing())
      .returning('source_key')
      .execute();
    for (const row of rows) claimed.add(row.source_key);
  }
  return claimed;
}
