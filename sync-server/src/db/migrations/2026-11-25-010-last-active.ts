import type { Kysely } from 'kysely';

/**
 * The client's own data and its retention:
 * - users.last_active_at: the last sign-in. Accounts that exist when this migration runs get its
 *   time: their sign-ins before it left no trace, so each starts a full retention period here
 *   rather than being judged by an old answer alone (a client reading results last week). With
 *   the newest answer, progress, order, booking and provider hand-off it makes "last activity", the
 *   start of the retention period; it is written only at sign-in, never on the answer path.
 * - an index on analytics_events.distinct_id: deleting an account deletes its (pseudonymous) events.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_active_at', 'text').execute();
  await db.updateTable('users').set({ last_active_at: new Date().toISOString() }).execute();
  await db.schema.createIndex('analytics_events_distinct_idx').on('analytics_events').column('distinct_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('analytics_events_distinct_idx').execute();
  await db.schema.alterTable('users').dropColumn('last_active_at').execute();
}
