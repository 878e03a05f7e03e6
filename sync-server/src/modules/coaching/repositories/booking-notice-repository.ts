import type { Kysely } from 'kysely';
import type { CoachBookingStatus, Database } from '../../../db/schema';
import type { SessionType } from './booking-repository';

/** A booking with what its e-mails name: the coach and the client. */
export interface BookingNotice {
  id: string;
  type: SessionType;
  status: CoachBookingStatus;
  startAt: string;
  endAt: string;
  createdAt: string;
  calendarUid: string | null;
  calendarSequence: number;
  coach: { id: string; name: string; email: string; timeZone: string; meetingUrl: string };
  /** timeZone: the client's account zone (users.time_zone), null until known. */
  client: { id: string; firstName: string; lastName: string; email: string; timeZone: string | null };
}

/** One booking (live or cancelled) with its coach and client, or undefined. */
export async function findBookingNotice(db: Kysely<Database>, bookingId: string): Promise<BookingNotice | undefined> {
  const row = await db
    .selectFrom('coach_bookings as b')
    .innerJoin('coaches as c', 'c.id', 'b.coach_id')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select([
      'b.id',
      'b.session_type',
      'b.status',
      'b.start_at',
      'b.end_at',
      'b.created_at',
      'b.calendar_uid',
      'b.calendar_sequence',
      'c.id as coach_id',
      'c.name as coach_name',
      'c.email as coach_email',
      'c.time_zone',
      'c.meeting_url',
      'u.id as user_id',
      'u.first_name',
      'u.last_name',
      'u.email as user_email',
      'u.time_zone as user_time_zone',
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    type: row.session_type,
    status: row.status,
    startAt: row.start_at,
    endAt: row.end_at,
    createdAt: row.created_at,
    calendarUid: row.calendar_uid,
    calendarSequence: Number(row.calendar_sequence),
    coach: { id: row.coach_id, name: row.coach_name, email: row.coach_email, timeZone: row.time_zone, meetingUrl: row.meeting_url },
    client: { id: row.user_id, firstName: row.first_name, lastName: row.last_name, email: row.user_email, timeZone: row.user_time_zone },
  };
}

/** The cancelled booking a move replaced: the newest other row of the same calendar event. */
export async function findMovedFromId(db: Kysely<Database>, booking: { id: string; calendarUid: string }): Promise<string | undefined> {
  const row = await db
    .selectFrom('coach_bookings')
    .select('id')
    .where('calendar_uid', '=', booking.calendarUid)
    .where('id', '<>', booking.id)
    .where('status', '=', 'cancelled')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** Live bookings starting after `from` and by `to` whose reminder has not gone out (the reminder sweep's candidates). */
export async function listBookingsAwaitingReminder(db: Kysely<Database>, window: { from: string; to: string }): Promise<{ id: string; startAt: string; createdAt: string }[]> {
  const rows = await db
    .selectFrom('coach_bookings')
    .select(['id', 'start_at', 'created_at'])
    .where('status', '=', 'booked')
    .where('start_at', '>', window.from)
    .where('start_at', '<=', window.to)
    .where('reminder_sent_at', 'is', null)
    .orderBy('start_at')
    .execute();
  return rows.map((row) => ({ id: row.id, startAt: row.start_at, createdAt: row.created_at }));
}

/**
 * Marks a live booking's reminder as sent, once: a conditional update (still live, not yet
 * marked), so of two server processes sweeping at the same moment exactly one wins. False for the other.
 */
export async function markReminderSent(db: Kysely<Database>, bookingId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('coach_bookings')
    .set({ reminder_sent_at: now, updated_at: now })
    .where('id', '=', bookingId)
    .where('status', '=', 'booked')
    .where('reminder_sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
