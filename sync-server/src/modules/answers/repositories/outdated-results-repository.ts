import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * The users whose stored results of an assessment were scored by other rules than `scoringVersion`
 * (or by none recorded): completed ones only, unless `completedOnly` is false (the myers-briggs
 * step stores the provider's results before it is finished).
 */
export async function listUsersWithOutdatedResults(
  db: Kysely<Database>,
  assessmentId: string,
  scoringVersion: string,
  completedOnly = true,
): Promise<string[]> {
  let query = db
    .selectFrom('assessment_progress')
    .select('user_id')
    .where('assessment_id', '=', assessmentId)
    .where('results', 'is not', null)
    .where((eb) => eb.or([eb('scoring_version', 'is', null), eb('scoring_version', '<>', scoringVersion)]));
  if (completedOnly) query = query.where('completed', '=', 1);
  const rows = await query.orderBy('user_id').execute();
  return rows.map((row) => row.user_id);
}
