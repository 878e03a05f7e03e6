import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Coaching, second step: what the booking e-mails, the reminder job and the scheduling provider need.
 * - coaches.scheduling_url: the coach's event page on the scheduling provider (Calendly-style widget);
 *   null with the built-in scheduler.
 * - coach_bookings.calendar_uid / calendar_sequence: one calendar event per session across moves, so
 *   a change or cancellation .ics updates the event the client and coach already have.
 * - coach_bookings.provider_invitee_uri: the provider's invitee, to cancel the booking there.
 * - coach_bookings.reminder_sent_at: set once the 24-hour reminder is out (the job sends it once).
 * A provider event is stored once: a unique index over it makes a replayed confirmation harmless.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('coaches').addColumn('scheduling_url', 'text').execute();
  await db.schema.alterTable('coach_bookings').addColumn('calendar_uid', 'text').execute();
  await db.schema
    .alterTable('coach_bookings')
    .addColumn('calendar_sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('coach_bookings').addColumn('provider_invitee_uri', 'text').execute();
  await db.schema.alterTable('coach_bookings').addColumn('reminder_sent_at', 'text').execute();
  await db.schema
    .createIndex('coach_bookings_provider_event_idx')
    .unique()
    .on('coach_bookings')
    .column('provider_event_id')
    .where(sql<boolean>`provider_event_id is not null`)
    .execute();
  // The reminder job's sweep: live bookings by start.
  await db.schema.createIndex('coach_bookings_start_idx').on('coach_bookings').columns(['status', 'start_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('coach_bookings_start_idx').execute();
  await db.schema.dropIndex('coach_bookings_provider_event_idx').execute();
  for (const column of ['reminder_sent_at', 'provider_invitee_uri', 'calendar_sequence', 'calendar_uid']) {
    await db.schema.alterTable('coach_bookings').dropColumn(column).execute();
  }
  await db.schema.alterTable('coaches').dropColumn('scheduling_url').execute();
}
