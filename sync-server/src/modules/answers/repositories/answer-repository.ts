import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { queryTemplate, rowsTemplate } from '../../../db/query-template';
import type { Database } from '../../../db/schema';

/** One answer to write: value null clears it. */
export interface AnswerWrite {
  key: string;
  value: unknown;
  stamp: number;
}

/** One stored answer; value null means cleared (the row keeps the clearing stamp for merges). */
export interface StoredAnswer {
  key: string;
  value: unknown;
  stamp: number;
}

export interface StoredAnswerOfUser extends StoredAnswer {
  assessmentId: string;
}

function parseValue(text: string | null): unknown {
  return text === null ? null : (JSON.parse(text) as unknown);
}

interface AnswerOwner {
  userId: string;
  assessmentId: string;
}

interface AnswerRow {
  key: string;
  value: string | null;
  stamp: number;
}

/** A row of the VALUES list, as both dialects name its columns. */
interface GivenRow {
  column1: string;
  column2: string | null;
  column3: number;
}

// The rows are a VALUES list of (key, value, stamp) selected with the owner and time given once:
// a third fewer values to send than one (user, assessment, key, value, stamp, time) row each, and
// SQLite runs it a quarter faster. `where true` keeps SQLite from reading ON CONFLICT as a join's.
const upsertTemplate = rowsTemplate((db, owner: AnswerOwner & { now: string }, rows: AnswerRow[]) =>
  db
    .insertInto('assessment_answers')
    .columns(['user_id', 'assessment_id', 'item_key', 'value', 'client_stamp', 'updated_at'])
    .expression(
      db
        .selectFrom(sql<GivenRow>`(values ${sql.join(rows.map((row) => sql`(${row.key}, ${row.value}, ${row.stamp})`))})`.as('given'))
        .select([
          sql<string>`${owner.userId}`.as('user_id'),
          sql<string>`${owner.assessmentId}`.as('assessment_id'),
          'given.column1 as item_key',
          'given.column2 as value',
          // PostgreSQL reads the values as text.
          sql<number>`cast(given.column3 as bigint)`.as('client_stamp'),
          sql<string>`${owner.now}`.as('updated_at'),
        ])
        .where(sql<boolean>`true`),
    )
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'assessment_id', 'item_key'])
        .doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          client_stamp: eb.ref('excluded.client_stamp'),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .whereRef('assessment_answers.client_stamp', '<', 'excluded.client_stamp'),
    ),
);

/**
 * Writes a batch of answers in ONE multi-row upsert: per key, the newest stamp wins and an equal
 * or older stamp leaves the stored answer as it is. Returns how many answers were stored.
 * The keys must be distinct (PostgreSQL refuses to touch a row twice in one statement); write
 * them in one order everywhere (sorted) so concurrent writers lock rows in the same order.
 */
export async function upsertAnswers(db: Kysely<Database>, owner: AnswerOwner, answers: readonly AnswerWrite[], now: string): Promise<number> {
  if (answers.length === 0) return 0;
  const rows = answers.map((answer) => ({ key: answer.key, value: answer.value === null ? null : JSON.stringify(answer.value), stamp: answer.stamp }));
  // Both dialects count only the rows inserted or updated, not those the WHERE kept (no RETURNING:
  // building the returned rows took more than half of the statement's time for 240 answers).
  const { numAffectedRows } = await upsertTemplate.run(db, { ...owner, now }, rows);
  return Number(numAffectedRows ?? 0);
}

const statesTemplate = rowsTemplate((db, owner: AnswerOwner, keys: { key: string }[]) =>
  db
    .selectFrom('assessment_answers')
    .select(['item_key', 'client_stamp', sql<number>`case when value is null then 0 else 1 end`.as('held')])
    .where('user_id', '=', owner.userId)
    .where('assessment_id', '=', owner.assessmentId)
    .where('item_key', 'in', keys.map((given) => given.key)),
);

/** What is stored under some keys of an assessment: each stored key's stamp and whether it holds a value (not cleared). */
export interface StoredState {
  stamp: number;
  holdsValue: boolean;
}

/** The stored state of the given keys (absent keys are not in the map). `keys` must not be empty. */
export async function storedStatesOfKeys(db: Kysely<Database>, owner: AnswerOwner, keys: readonly string[]): Promise<Map<string, StoredState>> {
  const { rows } = await statesTemplate.run(db, owner, keys.map((key) => ({ key })));
  return new Map(rows.map((row) => [row.item_key, { stamp: Number(row.client_stamp), holdsValue: Number(row.held) === 1 }]));
}

const countTemplate = queryTemplate((db, owner: AnswerOwner) =>
  db
    .selectFrom('assessment_answers')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', owner.userId)
    .where('assessment_id', '=', owner.assessmentId)
    .where('value', 'is not', null),
);

/** How many answers of an assessment hold a value (not cleared). */
export async function countStoredValues(db: Kysely<Database>, userId: string, assessmentId: string): Promise<number> {
  const { rows } = await countTemplate.run(db, { userId, assessmentId });
  return Number(rows[0]?.count ?? 0);
}

/** Every stored answer of one assessment, cleared ones included, by key. */
export async function listAnswers(db: Kysely<Database>, userId: string, assessmentId: string): Promise<StoredAnswer[]> {
  const rows = await db
    .selectFrom('assessment_answers')
    .select(['item_key', 'value', 'client_stamp'])
    .where('user_id', '=', userId)
    .where('assessment_id', '=', assessmentId)
    .orderBy('item_key')
    .execute();
  return rows.map((row) => ({ key: row.item_key, value: parseValue(row.value), stamp: Number(row.client_stamp) }));
}

/** Every stored answer of a user, all assessments. */
export async function listAnswersOfUser(db: Kysely<Database>, userId: string): Promise<StoredAnswerOfUser[]> {
  const rows = await db
    .selectFrom('assessment_answers')
    .select(['assessment_id', 'item_key', 'value', 'client_stamp'])
    .where('user_id', '=', userId)
    .orderBy('assessment_id')
    .orderBy('item_key')
    .execute();
  return rows.map((row) => ({
    assessmentId: row.assessment_id,
    key: row.item_key,
    value: parseValue(row.value),
    stamp: Number(row.client_stamp),
  }));
}
