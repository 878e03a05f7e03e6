import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { TimeZoneResponse } from '../contract/time-zone-schemas';
import type { UserRecord } from '../repositories/user-repository';
import { updateChosenTimeZone } from '../repositories/user-repository';

/**
 * PUT /api/users/current/time-zone: the zone the user chose on /profile (an IANA name the schema
 * checked). Booking times are written on its clock from now on (the app, the client's e-mails and
 * .ics), and sign-ins no longer replace it with the browser's.
 */
export async function chooseTimeZone(db: Kysely<Database>, user: UserRecord, timeZone: string, now: string): Promise<TimeZoneResponse> {
  await updateChosenTimeZone(db, user.id, timeZone, now);
  return { timeZone };
}
