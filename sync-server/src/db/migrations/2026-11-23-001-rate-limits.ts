import type { Kysely } from 'kysely';

/**
 * Rate-limit counters, shared by every server process on the database and kept across restarts.
 * The shape is rate-limiter-flexible's (key, points, expire in epoch milliseconds); the key is text
 * because it carries an e-mail address (up to 254 characters) after the rule's prefix.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema.createIndex('rate_limits_expire_idx').on('rate_limits').column('expire').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
