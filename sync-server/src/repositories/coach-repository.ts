import type { Kysely } from 'kysely';
import type { CoachSeed } from '../data/coaches';
import type { Database } from '../db/schema';
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

/** The coaches clients may book (active ones, in display order), with their weekly windows. */
export async function listActiveCoaches(db: Kysely<Database>): Promise<CoachRecord[]> {
  const [rows, windows] = await Promise.all([
    db.selectFrom('coaches').selectAll().where('active', '=', 1).orderBy('display_order').orderBy('name').execute(),
    db.selectFrom('coach_availability').selectAll().orderBy('weekday').orderBy('start_minute').execute(),
  ]);
  return rows.map((row) => ({
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
  }));
}
