import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Deletes rate-limit counters whose window ended before `cutoffMs` (epoch ms); returns how many. */
export async function deleteRateLimitsExpiredBefore(db: Kysely<Database>, cutoffMs: number): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('expire', '<', cutoffMs).executeTakeFirst();
  return Number(result.numDeletedRows);
}
