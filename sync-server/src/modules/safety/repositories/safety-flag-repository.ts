import type { Kysely, Selectable } from 'kysely';
import { SAFETY_LEVELS } from '@career/scoring/depression/safety-level';
import type { Database, SafetyFlagsTable } from '../../../db/schema';
import type { OpenSafetyFlagDto, SafetyLevel } from '../contract/safety-dto';

/** One flag: open while `closedAt` is null. */
export interface SafetyFlagRecord {
  id: string;
  userId: string;
  level: SafetyLevel;
  openedAt: string;
  flaggedAt: string;
  emailedOn: string | null;
  closedAt: string | null;
}

/** A stored level; anything else (never written by this module) reads as the most urgent. */
function levelOf(stored: string): SafetyLevel {
  return SAFETY_LEVELS.find((level) => level === stored) ?? 'plans';
}

function toRecord(row: Selectable<SafetyFlagsTable>): SafetyFlagRecord {
  return { id: row.id, userId: row.user_id, level: levelOf(row.level), openedAt: row.opened_at, flaggedAt: row.flagged_at, emailedOn: row.emailed_on, closedAt: row.closed_at };
}

/** The client's open flag, if any (at most one: a unique index on user_id where closed_at is null). */
export async function findOpenFlag(db: Kysely<Database>, userId: string): Promise<SafetyFlagRecord | undefined> {
  const row = await db.selectFrom('safety_flags').selectAll().where('user_id', '=', userId).where('closed_at', 'is', null).executeTakeFirst();
  return row && toRecord(row);
}

/** Opens a flag at `at` (the caller has found none open). */
export async function insertFlag(db: Kysely<Database>, flag: { id: string; userId: string; level: SafetyLevel; at: string }): Promise<void> {
  await db
    .insertInto('safety_flags')
    .values({ id: flag.id, user_id: flag.userId, level: flag.level, opened_at: flag.at, flagged_at: flag.at, emailed_on: null, closed_at: null, closed_by: null })
    .execute();
}

/** Sets a more urgent level on a flag still open; false when it was closed meanwhile. */
export async function upgradeOpenFlag(db: Kysely<Database>, id: string, level: SafetyLevel, at: string): Promise<boolean> {
  const result = await db.updateTable('safety_flags').set({ level, flagged_at: at }).where('id', '=', id).where('closed_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Whether the admins were e-mailed about any flag of the client on `day` (UTC, '2026-11-28'). */
export async function emailedOnDay(db: Kysely<Database>, userId: string, day: string): Promise<boolean> {
  const row = await db.selectFrom('safety_flags').select('id').where('user_id', '=', userId).where('emailed_on', '=', day).executeTakeFirst();
  return row !== undefined;
}

export async function markEmailed(db: Kysely<Database>, id: string, day: string): Promise<void> {
  await db.updateTable('safety_flags').set({ emailed_on: day }).where('id', '=', id).execute();
}

/** Closes the client's open flag (an admin's check-in) and returns it closed; undefined when none is open. */
export async function closeOpenFlag(db: Kysely<Database>, userId: string, check: { at: string; by: string }): Promise<SafetyFlagRecord | undefined> {
  const row = await db
    .updateTable('safety_flags')
    .set({ closed_at: check.at, closed_by: check.by })
    .where('user_id', '=', userId)
    .where('closed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Every open flag, by client: the admins' user table. */
export async function listOpenFlags(db: Kysely<Database>): Promise<Map<string, OpenSafetyFlagDto>> {
  const rows = await db.selectFrom('safety_flags').select(['user_id', 'level', 'flagged_at']).where('closed_at', 'is', null).execute();
  return new Map(rows.map((row) => [row.user_id, { level: levelOf(row.level), flaggedAt: row.flagged_at }]));
}

/** Every flag of one client, open and closed, oldest first: the client's own data export. */
export async function listFlagsOfUser(db: Kysely<Database>, userId: string): Promise<SafetyFlagRecord[]> {
  const rows = await db.selectFrom('safety_flags').selectAll().where('user_id', '=', userId).orderBy('opened_at').orderBy('id').execute();
  return rows.map(toRecord);
}
