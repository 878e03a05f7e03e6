import type { Kysely, Selectable } from 'kysely';
import type { CoachBookingsTable, Database } from '../db/schema';

export type SessionType = 'interview' | 'results';

export interface BookingRecord {
  id: string;
  userId: string;
  coachId: string;
  type: SessionType;
  startAt: string;
  endAt: string;
}

function toRecord(row: Selectable<CoachBookingsTable>): BookingRecord {
  return { id: row.id, userId: row.user_id, coachId: row.coach_id, type: row.session_type, startAt: row.start_at, endAt: row.end_at };
}

/** The client's live bookings (at most one per session type). */
export async function listLiveBookingsOfUser(db: Kysely<Database>, userId: string): Promise<BookingRecord[]> {
  const rows = await db.selectFrom('coach_bookings').selectAll().where('user_id', '=', userId).where('status', '=', 'booked').execute();
  return rows.map(toRecord);
}

/** Starts a coach has booked between two instants. */
export async function listTakenStarts(db: Kysely<Database>, coachId: string, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('coach_bookings')
    .select('start_at')
    .where('coach_id', '=', coachId)
    .where('status', '=', 'booked')
    .where('start_at', '>=', from)
    .where('start_at', '<', to)
    .execute();
  return new Set(rows.map((row) => row.start_at));
}

/** Stores a booking; the partial unique indexes refuse a taken slot or a second live booking of a type. */
export async function insertBooking(db: Kysely<Database>, booking: BookingRecord & { now: string }): Promise<void> {
  await db
    .insertInto('coach_bookings')
    .values({
      id: booking.id,
      user_id: booking.userId,
      coach_id: booking.coachId,
      session_type: booking.type,
      start_at: booking.startAt,
      end_at: booking.endAt,
      status: 'booked',
      provider_event_id: null,
      provider_invitee_uri: null,
      calendar_uid: null,
      reminder_sent_at: null,
      created_at: booking.now,
      updated_at: booking.now,
    })
    .execute();
}

/** Cancels a live booking (once): false when it was not live any more. */
export async function cancelBooking(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db.updateTable('coach_bookings').set({ status: 'cancelled', updated_at: now }).where('id', '=', id).where('status', '=', 'booked').executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
