import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The job queue's table on SQLite (`jobs/sqlite-job-queue.ts`; on PostgreSQL pg-boss keeps its own
 * tables in the `pgboss` schema and this one stays empty: created on both so the schema is one).
 * state: created -> active -> completed | retry -> active ... | failed. A claim sets lease_token
 * and locked_until with a conditional update; a lease that runs out counts as a failed attempt.
 * singleton_key: at most one waiting ('created') job per name and key. singleton_on: the period
 * of a scheduled job, at most one per name and period.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('singleton_key', 'text')
    .addColumn('singleton_on', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('retry_limit', 'integer', (col) => col.notNull())
    .addColumn('retry_delay_seconds', 'integer', (col) => col.notNull())
    .addColumn('retry_backoff', 'integer', (col) => col.notNull())
    .addColumn('expire_seconds', 'integer', (col) => col.notNull())
    .addColumn('run_after', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('lease_token', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema
    .createIndex('jobs_singleton_key_idx')
    .unique()
    .on('jobs')
    .columns(['name', 'singleton_key'])
    .where(sql<boolean>`state = 'created' and singleton_key is not null`)
    .execute();
  await db.schema
    .createIndex('jobs_singleton_on_idx')
    .unique()
    .on('jobs')
    .columns(['name', 'singleton_on'])
    .where(sql<boolean>`singleton_on is not null`)
    .execute();
  // Claims: a name's due jobs; maintenance: leases run out, settled jobs to prune.
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['name', 'state', 'run_after']).execute();
  await db.schema.createIndex('jobs_lease_idx').on('jobs').columns(['state', 'locked_until']).execute();
  await db.schema.createIndex('jobs_settled_idx').on('jobs').columns(['state', 'completed_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
