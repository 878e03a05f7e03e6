import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

/**
 * Career records ("Data-Driven Career Ideas"), seeded from O*NET and maintained by admins.
 * - career_records: one row per record; source 'onet' rows carry their O*NET-SOC code.
 * - career_record_seeds: every O*NET code ever seeded. Seeding adds only codes missing here, so
 *   a seeded record an admin edited or deleted is never overwritten or added again.
 * - career_records_meta: one row whose revision goes up with every change, in the same
 *   transaction: a server instance keeps the records in memory for matching and reloads them when
 *   the revision it holds is behind (several instances on one PostgreSQL stay right).
 * Job titles sort by code point on both databases: PostgreSQL's column gets the "C" collation
 * (its default follows the cluster's locale), which is SQLite's binary order.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('career_records')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('job_title', db.getExecutor().adapter instanceof PostgresAdapter ? sql`text collate "C"` : 'text', (col) => col.notNull())
    .addColumn('family_type', 'text', (col) => col.notNull())
    .addColumn('secondary_family', 'text', (col) => col.notNull())
    .addColumn('sii_1', 'text', (col) => col.notNull())
    .addColumn('sii_2', 'text', (col) => col.notNull())
    .addColumn('sii_3', 'text', (col) => col.notNull())
    .addColumn('mbti_1', 'text', (col) => col.notNull())
    .addColumn('mbti_2', 'text', (col) => col.notNull())
    .addColumn('mbti_3', 'text', (col) => col.notNull())
    .addColumn('salary', 'text', (col) => col.notNull())
    .addColumn('stress_level', 'text', (col) => col.notNull())
    .addColumn('min_edu', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('source_key', 'text')
    .addColumn('mbti_derived', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('career_records_title_idx').on('career_records').columns(['job_title', 'id']).execute();
  await db.schema.createIndex('career_records_source_key_idx').on('career_records').column('source_key').unique().execute();

  await db.schema
    .createTable('career_record_seeds')
    .addColumn('source_key', 'text', (col) => col.primaryKey())
    .addColumn('seeded_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('career_records_meta')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('revision', 'integer', (col) => col.notNull())
    .execute();
  await db.insertInto('career_records_meta').values({ id: 1, revision: 0 }).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('career_records_meta').execute();
  await db.schema.dropTable('career_record_seeds').execute();
  await db.schema.dropTable('career_records').execute();
}
