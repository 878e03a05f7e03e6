import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Coaching: the coaches (with their time zone and meeting link), their weekly availability in
 * that zone, and the booked sessions. One booked session per coach and start: a unique index
 * over the live bookings decides a race for a slot on either dialect.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coaches')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('credential', 'text', (col) => col.notNull())
    .addColumn('photo_url', 'text')
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('meeting_url', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('display_order', 'integer', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('coach_availability')
    .addColumn('coach_id', 'text', (col) => col.notNull().references('coaches.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (col) => col.notNull())
    .addColumn('start_minute', 'integer', (col) => col.notNull())
    .addColumn('end_minute', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('coach_availability_pk', ['coach_id', 'weekday', 'start_minute'])
    .execute();
  await db.schema
    .createTable('coach_bookings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('coach_id', 'text', (col) => col.notNull().references('coaches.id'))
    .addColumn('session_type', 'text', (col) => col.notNull())
    .addColumn('start_at', 'text', (col) => col.notNull())
    .addColumn('end_at', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('provider_event_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('coach_bookings_slot_idx')
    .unique()
    .on('coach_bookings')
    .columns(['coach_id', 'start_at'])
    .where(sql<boolean>`status = 'booked'`)
    .execute();
  await db.schema
    .createIndex('coach_bookings_user_idx')
    .unique()
    .on('coach_bookings')
    .columns(['user_id', 'session_type'])
    .where(sql<boolean>`status = 'booked'`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('coach_bookings').execute();
  await db.schema.dropTable('coach_availability').execute();
  await db.schema.dropTable('coaches').execute();
}
