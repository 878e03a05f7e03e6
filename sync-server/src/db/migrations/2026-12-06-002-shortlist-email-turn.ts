import type { Kysely } from 'kysely';

/**
 * Shortlist e-mails coalesced per client (issue 44, "Bounded growth"): at most one every 10
 * minutes, naming the latest list.
 * - career_shortlists.email_due_at: when the latest e-mail about the client's shortlist went out,
 *   or is to go out (ISO instant); null for lists shared before this migration.
 * - career_shortlists.email_id: that e-mail's outbox id, so a share while it waits can put the
 *   newer list in its place.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('career_shortlists').addColumn('email_due_at', 'text').execute();
  await db.schema.alterTable('career_shortlists').addColumn('email_id', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('career_shortlists').dropColumn('email_id').execute();
  await db.schema.alterTable('career_shortlists').dropColumn('email_due_at').execute();
}
