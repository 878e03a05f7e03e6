import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import { queryTemplate } from '../../../db/query-template';
import type { Database, UsersTable } from '../../../db/schema';
import type { UserRecord } from '../../../http/session-user';

export type { UserRecord };

function toRecord(row: Selectable<UsersTable>): UserRecord {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    passwordHash: row.password_hash,
    isAdmin: Boolean(row.is_admin),
    isVerified: Boolean(row.is_verified),
    isNumVerified: Boolean(row.is_num_verified),
    consent: Boolean(row.consent),
    sessionVersion: Number(row.session_version),
    createdAt: row.created_at,
    birthYear: row.birth_year === null ? null : Number(row.birth_year),
    sex: sexOf(row.sex),
    timeZone: row.time_zone,
    timeZoneSource: row.time_zone === null ? null : row.time_zone_source === 'profile' ? 'profile' : 'browser',
  };
}

function sexOf(stored: string | null): UserRecord['sex'] {
  return stored === 'female' || stored === 'male' || stored === 'unspecified' ? stored : null;
}

export interface NewUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  isAdmin?: boolean;
  isVerified?: boolean;
  createdAt: string;
  /** The browser's IANA zone at sign-up (checked by the caller), if it sent one. */
  timeZone?: string | null;
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      password_hash: user.passwordHash,
      is_admin: user.isAdmin ? 1 : 0,
      is_verified: user.isVerified ? 1 : 0,
      is_num_verified: 0,
      consent: 0,
      session_version: 1,
      created_at: user.createdAt,
      updated_at: user.createdAt,
      time_zone: user.timeZone ?? null,
      time_zone_source: user.timeZone ? 'browser' : null,
    })
    .execute();
}

// Read by every signed-in request (the session check): compiled once.
const byIdTemplate = queryTemplate((db, user: { id: string }) => db.selectFrom('users').selectAll().where('id', '=', user.id));

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRecord | undefined> {
  const row = (await byIdTemplate.run(db, { id })).rows[0];
  return row && toRecord(row);
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  return row && toRecord(row);
}

export async function markUserVerified(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db.updateTable('users').set({ is_verified: 1, updated_at: now }).where('id', '=', id).execute();
}

/** Sets a new password and revokes every session issued before. Returns the new session version. */
export async function updatePassword(db: Kysely<Database>, id: string, passwordHash: string, now: string): Promise<number> {
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, session_version: eb('session_version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
  return (await db.selectFrom('users').select('session_version').where('id', '=', id).executeTakeFirstOrThrow()).session_version;
}

/**
 * Locks the user's row until the end of the transaction (a no-op update), so work on one user's
 * plan runs one at a time on PostgreSQL too (SQLite runs one write transaction at a time anyway).
 */
/** Stores the optional birth year and sex (the NEO's norm group). */
export async function updateDemographics(db: Kysely<Database>, id: string, demographics: { birthYear: number | null; sex: string }, now: string): Promise<void> {
  await db.updateTable('users').set({ birth_year: demographics.birthYear, sex: demographics.sex, updated_at: now }).where('id', '=', id).execute();
}

export async function lockUser(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .execute();
}

/**
 * A successful sign-in: the start of the retention period again (one write per sign-in, never per
 * request). With the browser's time zone (checked by the caller), the account takes it, unless its
 * user chose one on /profile.
 */
export async function recordSignIn(db: Kysely<Database>, id: string, now: string, browserTimeZone?: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      last_active_at: now,
      ...(browserTimeZone
        ? {
            time_zone: eb.case().when('time_zone_source', '=', 'profile').then(eb.ref('time_zone')).else(browserTimeZone).end(),
            time_zone_source: eb.case().when('time_zone_source', '=', 'profile').then(eb.ref('time_zone_source')).else('browser').end(),
          }
        : {}),
    }))
    .where('id', '=', id)
    .execute();
}

/** The time zone the user chose on /profile: sign-ins no longer replace it with the browser's. */
export async function updateChosenTimeZone(db: Kysely<Database>, id: string, timeZone: string, now: string): Promise<void> {
  await db.updateTable('users').set({ time_zone: timeZone, time_zone_source: 'profile', updated_at: now }).where('id', '=', id).execute();
}

/** Revokes every session of the user (logout). */
export async function bumpSessionVersion(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ session_version: eb('session_version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface UserWithPlanRow {
  user: UserRecord;
  planId: string | null;
  planName: string | null;
}

/** Every user with their current plan (the most recent assignment), newest sign-ups first. */
export async function listUsersWithCurrentPlan(db: Kysely<Database>, search?: string): Promise<UserWithPlanRow[]> {
  let query = db
    .selectFrom('users')
    .leftJoin('user_plans', (join) =>
      join.onRef('user_plans.user_id', '=', 'users.id').on((eb) =>
        eb(
          'user_plans.id',
          '=',
          eb
            .selectFrom('user_plans as latest')
            .select('latest.id')
            .whereRef('latest.user_id', '=', 'users.id')
            .orderBy('latest.created_at', 'desc')
            .orderBy('latest.id', 'desc')
            .limit(1),
        ),
      ),
    )
    .leftJoin('plans', 'plans.id', 'user_plans.plan_id')
    .selectAll('users')
    .select(['plans.id as plan_id', 'plans.name as plan_name']);
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    // Explicit ESCAPE: SQLite has no default escape character for LIKE.
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('users.first_name')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('users.last_name')}) like ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref('users.email')} like ${pattern} escape '\\'`,
      ]),
    );
  }
  const rows = await query.orderBy('users.created_at', 'desc').orderBy('users.id').execute();
  return rows.map((row) => ({ user: toRecord(row), planId: row.plan_id, planName: row.plan_name }));
}

/** Who an admin is for a message to every admin: the address and the name to greet. */
export interface AdminAddress {
  id: string;
  email: string;
  firstName: string;
}

/** Every admin account, oldest first (the e-mails that go to all admins: a client's safety check-in). */
export async function listAdminAddresses(db: Kysely<Database>): Promise<AdminAddress[]> {
  const rows = await db.selectFrom('users').select(['id', 'email', 'first_name']).where('is_admin', '=', 1).orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, email: row.email, firstName: row.first_name }));
}

/** Records that the user gave consent (the consent assessment was completed). */
export async function markConsentGiven(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db.updateTable('users').set({ consent: 1, updated_at: now }).where('id', '=', id).execute();
}

/** Whether another account has this number verified. */
export async function phoneNumberTakenByOther(db: Kysely<Database>, phoneNumber: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('phone_number', '=', phoneNumber).where('id', '!=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Marks the user's phone verified with this number (the unique index refuses a number verified elsewhere). */
export async function setVerifiedPhone(db: Kysely<Database>, userId: string, phoneNumber: string, now: string): Promise<void> {
  await db.updateTable('users').set({ phone_number: phoneNumber, is_num_verified: 1, updated_at: now }).where('id', '=', userId).execute();
}

/** The phone number a user verified, if any. */
export async function findPhoneNumberOf(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('phone_number').where('id', '=', userId).executeTakeFirst();
  return row?.phone_number ?? null;
}

/**
 * Makes the user an admin, replaces their password with one nobody knows and ends their sessions:
 * only the one-time link the operator passes on sets the admin's password.
 */
export async function promoteToAdmin(db: Kysely<Database>, id: string, unusablePasswordHash: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ is_admin: 1, password_hash: unusablePasswordHash, session_version: eb('session_version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}
