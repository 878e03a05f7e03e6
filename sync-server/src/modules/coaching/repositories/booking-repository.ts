import type { Kysely, Selectable } from 'kysely';
import type { CoachBookingStatus, CoachBookingsTable, Database } from '../../../db/schema';

export type SessionType = 'interview' | 'results';

export interface BookingRecord {
  id: string;
  userId: string;
  coachId: string;
  type: SessionType;
  startAt: string;
  endAt: string;
  /** The session's calendar event (.ics UID, kept across moves; null on rows made before it) and its revision. */
  calendarUid: string | null;
  calendarSequence: number;
  /** The scheduling provider's event and invitee (a widget booking); null for the built-in scheduler's. */
  providerEventId: string | null;
  providerInviteeUri: string | null;
}

function toRecord(row: Selectable<CoachBookingsTable>): BookingRecord {
  return {
    id: row.id,
    userId: row.user_id,
    coachId: row.coach_id,
    type: row.session_type,
    startAt: row.start_at,
    endAt: row.end_at,
    calendarUid: row.calendar_uid,
    calendarSequence: Number(row.calendar_sequence),
    providerEventId: row.provider_event_id,
    providerInviteeUri: row.provider_invitee_uri,
  };
}

/** The client's live bookings (at most one per session type). */
export async function listLiveBookingsOfUser(db: Kysely<Database>, userId: string): Promise<BookingRecord[]> {
  const rows = await db.selectFrom('coach_bookings').selectAll().where('user_id', '=', userId).where('status', '=', 'booked').execute();
  return rows.map(toRecord);
}

/** One of the client's bookings, whatever its state (booked, cancelled or moved), or undefined. */
export async function findBookingOfUser(db: Kysely<Database>, userId: string, bookingId: string): Promise<BookingRecord | undefined> {
  const row = await db.selectFrom('coach_bookings').selectAll().where('id', '=', bookingId).where('user_id', '=', userId).executeTakeFirst();
  return row && toRecord(row);
}

/** The times a coach is booked that overlap [from, to): [start, end) in epoch milliseconds. */
export async function listBusyTimes(db: Kysely<Database>, coachId: string, from: string, to: string): Promise<{ start: number; end: number }[]> {
  const rows = await db
    .selectFrom('coach_bookings')
    .select(['start_at', 'end_at'])
    .where('coach_id', '=', coachId)
    .where('status', '=', 'booked')
    .where('start_at', '<', to)
    .where('end_at', '>', from)
    .execute();
  return rows.map((row) => ({ start: Date.parse(row.start_at), end: Date.parse(row.end_at) }));
}

/**
 * Inside a booking's transaction: takes the coach's calendar (a no-op update locks the coach's row
 * on PostgreSQL until the commit; SQLite runs one writer at a time), then says whether
 * [startAt, endAt) is still free. Two bookings that overlap without sharing a start (hours or time
 * zone changed by an admin, a widget booking of another length) cannot both pass.
 */
export async function claimCoachTime(trx: Kysely<Database>, coachId: string, startAt: string, endAt: string): Promise<boolean> {
  await trx.updateTable('coaches').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', coachId).execute();
  const overlap = await trx
    .selectFrom('coach_bookings')
    .select('id')
    .where('coach_id', '=', coachId)
    .where('status', '=', 'booked')
    .where('start_at', '<', endAt)
    .where('end_at', '>', startAt)
    .limit(1)
    .executeTakeFirst();
  return overlap === undefined;
}

/** Stores a booking; the partial unique indexes refuse a taken slot or a second live booking of a type. */
export async function insertBooking(
  db: Kysely<Database>,
  booking: Omit<BookingRecord, 'calendarUid' | 'calendarSequence' | 'providerEventId' | 'providerInviteeUri'> &
    Partial<Pick<BookingRecord, 'calendarUid' | 'calendarSequence' | 'providerEventId' | 'providerInviteeUri'>> & { now: string },
): Promise<void> {
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
      provider_event_id: booking.providerEventId ?? null,
      provider_invitee_uri: booking.providerInviteeUri ?? null,
      calendar_uid: booking.calendarUid ?? null,
      calendar_sequence: booking.calendarSequence ?? 0,
      reminder_sent_at: null,
      created_at: booking.now,
      updated_at: booking.now,
    })
    .execute();
}

/** Cancels a live booking (once; a change of its calendar event, so its sequence goes up): false when it was not live any more. */
export async function cancelBooking(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('coach_bookings')
    .set((eb) => ({ status: 'cancelled', updated_at: now, calendar_sequence: eb('calendar_sequence', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The start of each client's live bookings, by user and session type: one query for the admin's user list. */
export async function listLiveBookingStarts(db: Kysely<Database>): Promise<Map<string, Partial<Record<SessionType, string>>>> {
  const rows = await db.selectFrom('coach_bookings').select(['user_id', 'session_type', 'start_at']).where('status', '=', 'booked').execute();
  const starts = new Map<string, Partial<Record<SessionType, string>>>();
  for (const row of rows) starts.set(row.user_id, { ...starts.get(row.user_id), [row.session_type]: row.start_at });
  return starts;
}

export interface UpcomingBookingRow {
  id: string;
  startAt: string;
  endAt: string;
  type: SessionType;
  client: { id: string; firstName: string; lastName: string; email: string };
  coach: { id: string; name: string };
}

/**
 * Live bookings not over by `from`, soonest first (ties by id), with their client and coach; after
 * a cursor (the last row of the previous page) when given. One more than `limit` is read to know if more exist.
 */
export async function listUpcomingBookings(
  db: Kysely<Database>,
  query: { from: string; after?: { startAt: string; id: string }; limit: number },
): Promise<{ rows: UpcomingBookingRow[]; more: boolean }> {
  let select = db
    .selectFrom('coach_bookings as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .innerJoin('coaches as c', 'c.id', 'b.coach_id')
    .select(['b.id', 'b.start_at', 'b.end_at', 'b.session_type', 'u.id as user_id', 'u.first_name', 'u.last_name', 'u.email', 'c.id as coach_id', 'c.name as coach_name'])
    .where('b.status', '=', 'booked')
    .where('b.end_at', '>', query.from);
  const after = query.after;
  if (after) {
    select = select.where((eb) => eb.or([eb('b.start_at', '>', after.startAt), eb.and([eb('b.start_at', '=', after.startAt), eb('b.id', '>', after.id)])]));
  }
  const rows = await select.orderBy('b.start_at').orderBy('b.id').limit(query.limit + 1).execute();
  return {
    more: rows.length > query.limit,
    rows: rows.slice(0, query.limit).map((row) => ({
      id: row.id,
      startAt: row.start_at,
      endAt: row.end_at,
      type: row.session_type,
      client: { id: row.user_id, firstName: row.first_name, lastName: row.last_name, email: row.email },
      coach: { id: row.coach_id, name: row.coach_name },
    })),
  };
}

/** The booking (live or cancelled) made for a scheduling provider's event, with its status; each event is stored once. */
export async function findBookingByProviderEvent(db: Kysely<Database>, providerEventId: string): Promise<(BookingRecord & { status: CoachBookingStatus }) | undefined> {
  const row = await db.selectFrom('coach_bookings').selectAll().where('provider_event_id', '=', providerEventId).executeTakeFirst();
  return row ? { ...toRecord(row), status: row.status } : undefined;
}
