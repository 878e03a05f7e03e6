import type { Kysely, Selectable } from 'kysely';
import type { CoachSeed } from '../data/coaches';
import type { CoachAvailabilityTable, CoachesTable, Database } from '../../../db/schema';
import type { WeeklyWindow } from '../services/coach-slots';

export interface CoachRecord {
  id: string;
  name: string;
  credential: string;
  photoUrl: string | null;
  timeZone: string;
  meetingUrl: string;
  /** The coach's event page on the scheduling provider; null with the built-in scheduler. */
  schedulingUrl: string | null;
  email: string;
  order: number;
  active: boolean;
  weekly: WeeklyWindow[];
}

/** Adds the seed coaches when there are none yet (an admin's coaches are never touched). Returns how many. */
export async function seedCoachesIfNone(db: Kysely<Database>, seed: readonly CoachSeed[], now: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('coaches').select('id').limit(1).executeTakeFirst();
    if (existing) return 0;
    for (const coach of seed) {
      await trx
        .insertInto('coaches')
        .values({
          id: coach.id,
          name: coach.name,
          credential: coach.credential,
          photo_url: null,
          time_zone: coach.timeZone,
          meeting_url: coach.meetingUrl,
          email: coach.email,
          display_order: coach.order,
          created_at: now,
          updated_at: now,
        })
        .execute();
      if (coach.weekly.length) {
        await trx
          .insertInto('coach_availability')
          .values(coach.weekly.map((window) => ({ coach_id: coach.id, weekday: window.weekday, start_minute: window.startMinute, end_minute: window.endMinute })))
          .execute();
      }
    }
    return seed.length;
  });
}

type CoachRow = Selectable<CoachesTable>;
type WindowRow = Selectable<CoachAvailabilityTable>;

function toCoachRecord(row: CoachRow, windows: readonly WindowRow[]): CoachRecord {
  return {
    id: row.id,
    name: row.name,
    credential: row.credential,
    photoUrl: row.photo_url,
    timeZone: row.time_zone,
    meetingUrl: row.meeting_url,
    schedulingUrl: row.scheduling_url,
    email: row.email,
    order: Number(row.display_order),
    active: Boolean(row.active),
    weekly: windows
      .filter((window) => window.coach_id === row.id)
      .map((window) => ({ weekday: Number(window.weekday), startMinute: Number(window.start_minute), endMinute: Number(window.end_minute) })),
  };
}

async function withWindows(db: Kysely<Database>, rows: CoachRow[]): Promise<CoachRecord[]> {
  if (!rows.length) return [];
  const windows = await db
    .selectFrom('coach_availability')
    .selectAll()
    .where('coach_id', 'in', rows.map((row) => row.id))
    .orderBy('weekday')
    .orderBy('start_minute')
    .execute();
  return rows.map((row) => toCoachRecord(row, windows));
}

/** The coaches clients may book (active ones, in display order), with their weekly windows. */
export async function listActiveCoaches(db: Kysely<Database>): Promise<CoachRecord[]> {
  return withWindows(db, await db.selectFrom('coaches').selectAll().where('active', '=', 1).orderBy('display_order').orderBy('name').execute());
}

/** Every coach, inactive ones too (the admin page), in display order. */
export async function listAllCoaches(db: Kysely<Database>): Promise<CoachRecord[]> {
  return withWindows(db, await db.selectFrom('coaches').selectAll().orderBy('display_order').orderBy('name').execute());
}

export async function findCoach(db: Kysely<Database>, id: string): Promise<CoachRecord | undefined> {
  const row = await db.selectFrom('coaches').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await withWindows(db, [row]))[0] : undefined;
}

/** The display order after every coach's (a new coach goes last). */
export async function nextCoachOrder(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('coaches').select((eb) => eb.fn.max('display_order').as('last')).executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

async function replaceWindows(db: Kysely<Database>, coachId: string, weekly: readonly WeeklyWindow[]): Promise<void> {
  await db.deleteFrom('coach_availability').where('coach_id', '=', coachId).execute();
  if (weekly.length) {
    await db
      .insertInto('coach_availability')
      .values(weekly.map((window) => ({ coach_id: coachId, weekday: window.weekday, start_minute: window.startMinute, end_minute: window.endMinute })))
      .execute();
  }
}

/** Adds a coach with its weekly windows (run it in a transaction). */
export async function insertCoach(db: Kysely<Database>, coach: CoachRecord, now: string): Promise<void> {
  await db
    .insertInto('coaches')
    .values({
      id: coach.id,
      name: coach.name,
      credential: coach.credential,
      photo_url: coach.photoUrl,
      time_zone: coach.timeZone,
      meeting_url: coach.meetingUrl,
      scheduling_url: coach.schedulingUrl,
      email: coach.email,
      display_order: coach.order,
      active: coach.active ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await replaceWindows(db, coach.id, coach.weekly);
}

/**
 * Replaces a coach's fields and weekly windows (run it in a transaction); false when the coach is
 * gone. Bookings are not touched: a session booked outside the new hours stays booked.
 */
export async function updateCoach(db: Kysely<Database>, coach: CoachRecord, now: string): Promise<boolean> {
  const result = await db
    .updateTable('coaches')
    .set({
      name: coach.name,
      credential: coach.credential,
      photo_url: coach.photoUrl,
      time_zone: coach.timeZone,
      meeting_url: coach.meetingUrl,
      scheduling_url: coach.schedulingUrl,
      email: coach.email,
      active: coach.active ? 1 : 0,
      updated_at: now,
    })
    .where('id', '=', coach.id)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return false;
  await replaceWindows(db, coach.id, coach.weekly);
  return true;
}

/** The name and meeting link of some coaches, by id (inactive ones too: a booking keeps its coach). */
export async function listCoachContacts(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, { name: string; meetingUrl: string }>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('coaches').select(['id', 'name', 'meeting_url']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, { name: row.name, meetingUrl: row.meeting_url }]));
}

/** One coach clients may book, or undefined (unknown or inactive). */
export async function findActiveCoach(db: Kysely<Database>, coachId: string): Promise<CoachRecord | undefined> {
  return (await listActiveCoaches(db)).find((coach) => coach.id === coachId);
}
