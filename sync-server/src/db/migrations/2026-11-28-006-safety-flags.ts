import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { safetyLevelOf } from '@career/scoring/depression/safety-level';
import { newId } from '../../ids';

/**
 * A client who needs a safety check-in (the safety module): one row per flag, at most one open
 * (`closed_at` null) per client, closed flags kept as the history of check-ins.
 * - level: 'plans' | 'thoughts' | 'high-total' (scoring's SafetyLevel), only ever made more urgent.
 * - opened_at: when the flag was raised; flagged_at: when the answer that set its level arrived.
 * - emailed_on: the UTC day ('2026-11-28') the admins were e-mailed about it, or null.
 * - closed_at, closed_by: the admin's 'Mark check-in done', and which admin.
 *
 * Backfill: a client whose completed depression screening carries `safetyFlag` (the flag before
 * this table) gets an open flag at its completion time, its level from the stored answers; no
 * e-mail is sent for it (the admins' table already marked them).
 */
const SCREENING = 'depression-screening';
const LIST_LENGTH = 21;

// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('safety_flags')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('level', 'text', (col) => col.notNull())
    .addColumn('opened_at', 'text', (col) => col.notNull())
    .addColumn('flagged_at', 'text', (col) => col.notNull())
    .addColumn('emailed_on', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('closed_by', 'text')
    .execute();
  // One open flag per client; also the admins' table's read of every open flag.
  await db.schema.createIndex('safety_flags_one_open').on('safety_flags').column('user_id').unique().where(sql.ref('closed_at'), 'is', null).execute();
  await db.schema.createIndex('safety_flags_user_idx').on('safety_flags').columns(['user_id', 'opened_at']).execute();

  const completed = await db
    .selectFrom('assessment_progress')
    .select(['user_id', 'results', 'completed_at'])
    .where('assessment_id', '=', SCREENING)
    .where('completed', '=', 1)
    .where('results', 'is not', null)
    .execute();
  for (const row of completed as { user_id: string; results: string; completed_at: string | null }[]) {
    const results = JSON.parse(row.results) as { safetyFlag?: unknown } | null;
    if (results?.safetyFlag !== true) continue;
    const stored = (await db.selectFrom('assessment_answers').select(['item_key', 'value']).where('user_id', '=', row.user_id).where('assessment_id', '=', SCREENING).execute()) as {
      item_key: string;
      value: string | null;
    }[];
    const answers: unknown[] = Array.from({ length: LIST_LENGTH }, () => null);
    for (const answer of stored) {
      const index = Number(answer.item_key);
      if (Number.isInteger(index) && index >= 0 && index < LIST_LENGTH && answer.value !== null) answers[index] = JSON.parse(answer.value) as unknown;
    }
    // safetyFlag means group 9 above its first option: 'thoughts' at least, whatever the answers say now.
    const level = safetyLevelOf(answers) ?? 'thoughts';
    const at = row.completed_at ?? new Date().toISOString();
    await db
      .insertInto('safety_flags')
      .values({ id: newId(Date.parse(at)), user_id: row.user_id, level, opened_at: at, flagged_at: at, emailed_on: null, closed_at: null, closed_by: null })
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('safety_flags').execute();
}
