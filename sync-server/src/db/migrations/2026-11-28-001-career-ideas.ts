import type { Kysely } from 'kysely';

/**
 * Career ideas ranked by fit and the shortlist a counselor shares (issue 31).
 * - career_records gains the O*NET facts the fit reads: the six interest ratings (OI, 1-7, RIASEC
 *   order), the Job Zone and the BLS median wage. Null for a record an admin added; the seed fills
 *   them for O*NET rows (also for rows seeded before this migration, matched by source_key).
 * - career_shortlists: a client's current shortlist (one row per client), its items a JSON copy of
 *   each record as shared, so a record deleted later stays readable.
 * - career_shortlist_history: every shortlist a later share replaced.
 * - career_idea_marks: a client's 'interested' / 'not_for_me' per record; `stamp` is the device's
 *   time of the mark (ms), and the newest stamp wins, as with answers.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['interest_r', 'interest_i', 'interest_a', 'interest_s', 'interest_e', 'interest_c']) {
    await db.schema.alterTable('career_records').addColumn(column, 'real').execute();
  }
  await db.schema.alterTable('career_records').addColumn('job_zone', 'integer').execute();
  await db.schema.alterTable('career_records').addColumn('median_wage', 'integer').execute();

  await db.schema
    .createTable('career_shortlists')
    .addColumn('user_id', 'text', (col) => col.primaryKey())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('items', 'text', (col) => col.notNull())
    .addColumn('shared_at', 'text', (col) => col.notNull())
    .addColumn('shared_by', 'text', (col) => col.notNull())
    .addColumn('shared_by_name', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('career_shortlist_history')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('items', 'text', (col) => col.notNull())
    .addColumn('shared_at', 'text', (col) => col.notNull())
    .addColumn('shared_by_name', 'text', (col) => col.notNull())
    .addColumn('replaced_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('career_shortlist_history_user_idx').on('career_shortlist_history').columns(['user_id', 'replaced_at']).execute();
  await db.schema
    .createTable('career_idea_marks')
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('record_id', 'text', (col) => col.notNull())
    .addColumn('mark', 'text')
    .addColumn('stamp', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('career_idea_marks_pk', ['user_id', 'record_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('career_idea_marks').execute();
  await db.schema.dropTable('career_shortlist_history').execute();
  await db.schema.dropTable('career_shortlists').execute();
  for (const column of ['median_wage', 'job_zone', 'interest_c', 'interest_e', 'interest_s', 'interest_a', 'interest_i', 'interest_r']) {
    await db.schema.alterTable('career_records').dropColumn(column).execute();
  }
}
