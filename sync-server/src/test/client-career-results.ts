import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Sets the six SII General Occupational Theme scores (RIASEC order) in a client's stored
 * myers-briggs results, as a provider sync would have brought them.
 */
export async function setClientGot(db: Kysely<Database>, userId: string, scores: readonly number[]): Promise<void> {
  const row = await db.selectFrom('assessment_progress').select('results').where('user_id', '=', userId).where('assessment_id', '=', 'myers-briggs').executeTakeFirstOrThrow();
  const results = JSON.parse(row.results ?? '{}') as { sii?: { got?: { theme: string; value: number }[] } };
  const themes = ['realistic', 'investigative', 'artistic', 'social', 'enterprising', 'conventional'];
  const got = results.sii?.got;
  if (!got) throw new Error('no SII results to change');
  for (const entry of got) {
    const at = themes.indexOf(entry.theme.toLowerCase());
    if (at >= 0) entry.value = scores[at] as number;
  }
  await db.updateTable('assessment_progress').set({ results: JSON.stringify(results) }).where('user_id', '=', userId).where('assessment_id', '=', 'myers-briggs').execute();
}

/** Removes a client's Career Values Card Sort (answers and progress), as if never taken. */
export async function dropCardSort(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('assessment_answers').where('user_id', '=', userId).where('assessment_id', '=', 'career-values').execute();
  await db.deleteFrom('assessment_progress').where('user_id', '=', userId).where('assessment_id', '=', 'career-values').execute();
}
