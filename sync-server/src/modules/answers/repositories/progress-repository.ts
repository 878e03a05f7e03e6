import type { Kysely, Selectable, Updateable } from 'kysely';
import { queryTemplate } from '../../../db/query-template';
import type { AssessmentProgressTable, Database } from '../../../db/schema';
import { holdsProviderResult } from '../../provider/services/provider-result-shape';

/** The state of one assessment of one user. */
export interface ProgressRecord {
  assessmentId: string;
  version: string;
  totalQuestions: number;
  questionsAnswered: number;
  completed: boolean;
  completedAt: string | null;
}

export interface ProgressWithResults extends ProgressRecord {
  /** The stored scoring result, parsed; null when not scored. */
  results: unknown;
  scoringVersion: string | null;
}

type ProgressColumns = Pick<
  Selectable<AssessmentProgressTable>,
  'assessment_id' | 'version' | 'total_questions' | 'questions_answered' | 'completed' | 'completed_at'
>;

const PROGRESS_COLUMNS = ['assessment_id', 'version', 'total_questions', 'questions_answered', 'completed', 'completed_at'] as const;

function toRecord(row: ProgressColumns): ProgressRecord {
  return {
    assessmentId: row.assessment_id,
    version: row.version,
    totalQuestions: Number(row.total_questions),
    questionsAnswered: Number(row.questions_answered),
    completed: Boolean(row.completed),
    completedAt: row.completed_at,
  };
}

function toRecordWithResults(row: Selectable<AssessmentProgressTable>): ProgressWithResults {
  return {
    ...toRecord(row),
    results: row.results === null ? null : (JSON.parse(row.results) as unknown),
    scoringVersion: row.scoring_version,
  };
}

export interface ProgressKey {
  userId: string;
  assessmentId: string;
}

interface LockKey extends ProgressKey {
  version: string;
  totalQuestions: number;
  now: string;
}

const lockTemplate = queryTemplate((db, key: LockKey) =>
  db
    .insertInto('assessment_progress')
    .values({
      user_id: key.userId,
      assessment_id: key.assessmentId,
      version: key.version,
      total_questions: key.totalQuestions,
      questions_answered: 0,
      completed: 0,
      completed_at: null,
      results: null,
      scoring_version: null,
      updated_at: key.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'assessment_id']).doUpdateSet((eb) => ({ updated_at: eb.ref('assessment_progress.updated_at') })))
    .returning(PROGRESS_COLUMNS),
);

/**
 * Creates the progress row when missing and, inside a transaction, locks it until the end of the
 * transaction (a no-op update on conflict): every write to one user's assessment then runs one
 * at a time, on PostgreSQL too. Returns the row as it stands (after any writer before us).
 */
export async function lockProgress(db: Kysely<Database>, key: LockKey): Promise<ProgressRecord> {
  const { rows } = await lockTemplate.run(db, key);
  const row = rows[0];
  if (!row) throw new Error('The progress row was neither inserted nor locked.');
  return toRecord(row);
}

/**
 * PostgreSQL only (FOR UPDATE): locks an assessment's progress row until the end of the
 * transaction when there is one, creating nothing (so nothing refers to a user before the checks
 * that follow have run). Where there is none, no answer of the assessment is stored either.
 */
export async function lockExistingProgress(db: Kysely<Database>, key: ProgressKey): Promise<void> {
  await db.selectFrom('assessment_progress').select('user_id').where('user_id', '=', key.userId).where('assessment_id', '=', key.assessmentId).forUpdate().execute();
}

export interface ProgressUpdate extends ProgressKey {
  version: string;
  totalQuestions: number;
  questionsAnswered: number;
  now: string;
  /** Set to complete the assessment (with its results, null when there is nothing to score). */
  completion?: { completedAt: string; results: unknown; scoringVersion: string | null };
}

type Counts = Omit<ProgressUpdate, 'completion'>;

/** The UPDATE of an open assessment, with `completed = 0` checked in its WHERE. */
function updateOpen(db: Kysely<Database>, update: Counts, completion: Partial<Pick<Updateable<AssessmentProgressTable>, 'completed' | 'completed_at' | 'results' | 'scoring_version'>> = {}) {
  return db
    .updateTable('assessment_progress')
    .set({ version: update.version, total_questions: update.totalQuestions, questions_answered: update.questionsAnswered, updated_at: update.now, ...completion })
    .where('user_id', '=', update.userId)
    .where('assessment_id', '=', update.assessmentId)
    .where('completed', '=', 0);
}

/** The common case, counts only, compiled once. */
const countsTemplate = queryTemplate((db, update: Counts) => updateOpen(db, update));

/**
 * Stores the new counts (and completion) of an assessment that is not completed. Returns false,
 * changing nothing, when it already is: completion happens exactly once.
 */
export async function updateOpenProgress(db: Kysely<Database>, update: ProgressUpdate): Promise<boolean> {
  const { completion, ...counts } = update;
  if (!completion) return (await countsTemplate.run(db, counts)).numAffectedRows === 1n;
  const result = await updateOpen(db, counts, {
    completed: 1,
    completed_at: completion.completedAt,
    results: completion.results === null ? null : JSON.stringify(completion.results),
    scoring_version: completion.scoringVersion,
  }).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function findProgress(db: Kysely<Database>, key: ProgressKey): Promise<ProgressRecord | undefined> {
  const row = await db
    .selectFrom('assessment_progress')
    .select(PROGRESS_COLUMNS)
    .where('user_id', '=', key.userId)
    .where('assessment_id', '=', key.assessmentId)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Every assessment the user has started, with results. */
export async function listProgressOfUser(db: Kysely<Database>, userId: string): Promise<ProgressWithResults[]> {
  const rows = await db.selectFrom('assessment_progress').selectAll().where('user_id', '=', userId).orderBy('assessment_id').execute();
  return rows.map(toRecordWithResults);
}

export interface ProgressFacts {
  /** Assessments completed, by user. */
  completed: Map<string, Set<string>>;
  /** The MBTI and SII results arrived from the provider, by user (myers-briggs). */
  provider: Map<string, { mbti: boolean; sii: boolean }>;
}

/** What the admins' user table shows of every user's progress, in two queries for any number of users. */
export async function listProgressFacts(db: Kysely<Database>): Promise<ProgressFacts> {
  const [completedRows, providerRows] = await Promise.all([
    db.selectFrom('assessment_progress').select(['user_id', 'assessment_id']).where('completed', '=', 1).execute(),
    db.selectFrom('assessment_progress').select(['user_id', 'results']).where('assessment_id', '=', 'myers-briggs').where('results', 'is not', null).execute(),
  ]);
  const facts: ProgressFacts = { completed: new Map(), provider: new Map() };
  for (const row of completedRows) {
    const set = facts.completed.get(row.user_id) ?? new Set<string>();
    set.add(row.assessment_id);
    facts.completed.set(row.user_id, set);
  }
  for (const row of providerRows) {
    const results: unknown = JSON.parse(row.results ?? 'null');
    facts.provider.set(row.user_id, { mbti: holdsProviderResult(results, 'mbti'), sii: holdsProviderResult(results, 'sii') });
  }
  return facts;
}

/** The stored results of one assessment, parsed (null when not scored), and the scoring version that made them. */
export async function findProgressResults(db: Kysely<Database>, key: ProgressKey): Promise<Pick<ProgressWithResults, 'results' | 'scoringVersion'> | undefined> {
  const row = await db
    .selectFrom('assessment_progress')
    .select(['results', 'scoring_version'])
    .where('user_id', '=', key.userId)
    .where('assessment_id', '=', key.assessmentId)
    .executeTakeFirst();
  return row && { results: row.results === null ? null : (JSON.parse(row.results) as unknown), scoringVersion: row.scoring_version };
}

/**
 * Stores results scored elsewhere (the provider's) on a progress row, and with `completedWith`
 * (the assessment's question count) marks the assessment completed at `now`.
 */
export async function storeProgressResults(
  db: Kysely<Database>,
  key: ProgressKey,
  update: { results: unknown; scoringVersion: string; now: string; completedWith: number | undefined },
): Promise<void> {
  await db
    .updateTable('assessment_progress')
    .set({
      results: JSON.stringify(update.results),
      scoring_version: update.scoringVersion,
      updated_at: update.now,
      ...(update.completedWith !== undefined ? { completed: 1, completed_at: update.now, questions_answered: update.completedWith } : {}),
    })
    .where('user_id', '=', key.userId)
    .where('assessment_id', '=', key.assessmentId)
    .execute();
}

/**
 * Locks the row of a completed assessment until the end of the transaction (a no-op update, like
 * lockProgress) and reads its results; undefined when the assessment is not completed.
 */
export async function lockCompletedResults(
  db: Kysely<Database>,
  key: ProgressKey,
): Promise<{ results: unknown; scoringVersion: string | null; completedAt: string | null } | undefined> {
  const row = await db
    .updateTable('assessment_progress')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('user_id', '=', key.userId)
    .where('assessment_id', '=', key.assessmentId)
    .where('completed', '=', 1)
    .returning(['results', 'scoring_version', 'completed_at'])
    .executeTakeFirst();
  return row && { results: row.results === null ? null : (JSON.parse(row.results) as unknown), scoringVersion: row.scoring_version, completedAt: row.completed_at };
}

/** Replaces the results of a completed assessment (scored again); its completion stays as it was. */
export async function replaceCompletedResults(db: Kysely<Database>, key: ProgressKey, update: { results: unknown; scoringVersion: string; now: string }): Promise<void> {
  await db
    .updateTable('assessment_progress')
    .set({ results: JSON.stringify(update.results), scoring_version: update.scoringVersion, updated_at: update.now })
    .where('user_id', '=', key.userId)
    .where('assessment_id', '=', key.assessmentId)
    .where('completed', '=', 1)
    .execute();
}
