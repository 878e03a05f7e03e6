import type { Kysely } from 'kysely';

/**
 * The reader's own clock for booking times (issue 30):
 * - users.time_zone: the account's IANA zone (America/Chicago), null until known. The app, the
 *   client's e-mails and their .ics write booking times in it; null (accounts older than this
 *   migration, until they sign in again) reads UTC in e-mails.
 * - users.time_zone_source: 'browser' (taken from the browser at sign-up or sign-in, and taken
 *   again at the next sign-in) or 'profile' (chosen on /profile: sign-ins leave it); null with no zone.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();
  await db.schema.alterTable('users').addColumn('time_zone_source', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('time_zone_source').execute();
  await db.schema.alterTable('users').dropColumn('time_zone').execute();
}
