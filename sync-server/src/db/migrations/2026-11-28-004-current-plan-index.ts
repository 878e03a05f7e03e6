import type { Kysely } from 'kysely';

/**
 * The user's current plan is their newest assignment: `where user_id = ? order by created_at
 * desc, id desc limit 1`, read by every answer save (the access check, and apply_answer_batch on
 * PostgreSQL). The index on (user_id, created_at) left the `id` tie-break to a sort of the user's
 * rows (SQLite's plan: USE TEMP B-TREE FOR LAST TERM OF ORDER BY); with `id` in the index the
 * newest row is the first one read. The new index serves every query the old one did.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('user_plans_current_idx').on('user_plans').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.dropIndex('user_plans_user_idx').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('user_plans_user_idx').on('user_plans').columns(['user_id', 'created_at']).execute();
  await db.schema.dropIndex('user_plans_current_idx').execute();
}
