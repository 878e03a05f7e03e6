import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
import { migrations } from './migration-list';
import type { Database } from './schema';

export interface MigrationReport {
  applied: string[];
}

/** Applies every pending migration; throws (and applies nothing further) when one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationReport> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { applied: (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName) };
}
