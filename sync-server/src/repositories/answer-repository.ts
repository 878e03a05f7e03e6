import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

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

/**
 * Writes a batch of answers in ONE multi-row upsert: per key, the newest stamp wins and an equal
 * or older stamp leaves the stored answer as it is. Returns how many answers were stored.
 * The keys must be distinct (PostgreSQL refuses to touch a row twice in one statement); write
 * them in one order everywhere (sorted) so concurrent writers lock rows in the same order.
 */
export async function upsertAnswers(
  db: Kysely<Database>,
  owner: { userId: string; assessmentId: string },
  answers: readonly AnswerWrite[],
  now: string,
): Promise<number> {
  if (answers.length === 0) return 0;
  const written = await db
    .insertInto('assessment_answers')
    .values(
      answers.map((answer) => ({
        user_id: owner.userId,
        assessment_id: owner.assessmentId,
        item_key: answer.key,
        value: answer.value === null ? null : JSON.stringify(answer.value),
        client_stamp: answer.stamp,
        updated_at: now,
      })),
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
    )
    // Both dialects return only the rows inserted or updated, not those the WHERE kept.
    .returning('item_key')
    .execute();
  return written.length;
}

/** How many answers of an assessment hold a value (not cleared). */
export async function countStoredValues(db: Kysely<Database>, userId: string, assessmentId: string): Promise<number> {
  const row = await db
    .selectFrom('assessment_answers')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('assessment_id', '=', assessmentId)
    .where('value', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
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
