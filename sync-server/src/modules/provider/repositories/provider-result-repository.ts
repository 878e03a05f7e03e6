import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export type ProviderTest = 'mbti' | 'sii';

export interface StoredProviderResult {
  test: ProviderTest;
  providerAssessmentId: string;
  completedAt: string;
  /** The provider's result as sent (MbtiProviderResult or SiiInput). */
  payload: unknown;
  syncedAt: string;
}

export async function listProviderResults(db: Kysely<Database>, userId: string): Promise<StoredProviderResult[]> {
  const rows = await db.selectFrom('provider_results').selectAll().where('user_id', '=', userId).execute();
  return rows.map((row) => ({
    test: row.test,
    providerAssessmentId: row.provider_assessment_id,
    completedAt: row.completed_at,
    payload: JSON.parse(row.payload) as unknown,
    syncedAt: row.synced_at,
  }));
}

/** Stores (or replaces) the user's result of one test. */
export async function upsertProviderResult(db: Kysely<Database>, userId: string, result: StoredProviderResult): Promise<void> {
  const values = {
    provider_assessment_id: result.providerAssessmentId,
    completed_at: result.completedAt,
    payload: JSON.stringify(result.payload),
    synced_at: result.syncedAt,
  };
  await db
    .insertInto('provider_results')
    .values({ user_id: userId, test: result.test, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'test']).doUpdateSet(values))
    .execute();
}

export async function recordHandoff(db: Kysely<Database>, userId: string, now: string): Promise<void> {
  await db
    .insertInto('provider_handoffs')
    .values({ user_id: userId, last_handoff_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_handoff_at: now }))
    .execute();
}

export async function findLastHandoff(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('provider_handoffs').select('last_handoff_at').where('user_id', '=', userId).executeTakeFirst();
  return row?.last_handoff_at;
}
