import type { Kysely } from 'kysely';

/**
 * The MBTI/SII provider ("Elevate"): verified phone numbers and their one-time codes, the results
 * synced from the provider, the durable sync jobs, and the embedded provider simulator's own tables
 * (its users, login tokens, sessions and taken questionnaires), which a real provider keeps on its side.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('phone_number', 'text').execute();
  // One account per verified number (NULLs, the unverified, do not collide on either dialect).
  await db.schema.createIndex('users_phone_number_idx').unique().on('users').column('phone_number').execute();

  await db.schema
    .createTable('phone_codes')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('provider_results')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('test', 'text', (col) => col.notNull())
    .addColumn('provider_assessment_id', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('synced_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('provider_results_pk', ['user_id', 'test'])
    .execute();

  await db.schema
    .createTable('provider_handoffs')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_handoff_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('provider_sync_jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // No foreign key: a sync asked for an unknown user id runs and reports 'no user found'.
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('request', 'text', (col) => col.notNull())
    .addColumn('requested_by', 'text')
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_run_at', 'text')
    .addColumn('give_up_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('lease_token', 'text')
    .addColumn('report', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('provider_sync_jobs_due_idx').on('provider_sync_jobs').columns(['state', 'next_run_at']).execute();
  await db.schema.createIndex('provider_sync_jobs_user_idx').on('provider_sync_jobs').columns(['user_id', 'created_at']).execute();

  // The embedded provider simulator (demo mode): what a real provider stores on its own side.
  await db.schema
    .createTable('elevate_sim_users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('external_id', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('elevate_sim_users_email_idx').on('elevate_sim_users').column('email').execute();
  await db.schema
    .createTable('elevate_sim_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('sim_user_id', 'text', (col) => col.notNull())
    .addColumn('return_url', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createTable('elevate_sim_sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('sim_user_id', 'text', (col) => col.notNull())
    .addColumn('return_url', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('elevate_sim_assessments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('sim_user_id', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('result', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text', (col) => col.notNull())
    .addColumn('report_ready', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('elevate_sim_assessments_user_idx').on('elevate_sim_assessments').columns(['sim_user_id', 'completed_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['elevate_sim_assessments', 'elevate_sim_sessions', 'elevate_sim_tokens', 'elevate_sim_users', 'provider_sync_jobs', 'provider_handoffs', 'provider_results', 'phone_codes']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('users_phone_number_idx').execute();
  await db.schema.alterTable('users').dropColumn('phone_number').execute();
}
