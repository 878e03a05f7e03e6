import type { Kysely } from 'kysely';

/**
 * Answers sync: one row per answer (newest client stamp wins, null value = cleared), one progress
 * row per assessment (completion and results), and the idempotency log of answer batches.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('assessment_answers')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('assessment_id', 'text', (col) => col.notNull())
    .addColumn('item_key', 'text', (col) => col.notNull())
    // JSON text; SQL NULL when the answer was cleared (the row keeps the clearing stamp).
    .addColumn('value', 'text')
    .addColumn('client_stamp', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('assessment_answers_pk', ['user_id', 'assessment_id', 'item_key'])
    .execute();

  await db.schema
    .createTable('assessment_progress')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('assessment_id', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('total_questions', 'integer', (col) => col.notNull())
    .addColumn('questions_answered', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('completed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('completed_at', 'text')
    // JSON text of the scoring result; null until scored (or for results that come from elsewhere).
    .addColumn('results', 'text')
    .addColumn('scoring_version', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('assessment_progress_pk', ['user_id', 'assessment_id'])
    .execute();

  await db.schema
    .createTable('answer_batches')
    .addColumn('batch_id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('assessment_id', 'text', (col) => col.notNull())
    // SHA-256 (hex) of the canonical JSON of the request body.
    .addColumn('payload_hash', 'text', (col) => col.notNull())
    // JSON text of the response first given; replays answer with it.
    .addColumn('response', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('answer_batches_user_idx').on('answer_batches').columns(['user_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['answer_batches', 'assessment_progress', 'assessment_answers']) {
    await db.schema.dropTable(table).execute();
  }
}
