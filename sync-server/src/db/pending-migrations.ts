import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import type { Kysely } from 'kysely';
import { migrations } from './migration-list';
import type { Database } from './schema';

/**
 * The migrations of this code (migration-list.ts) the database has not applied, in name order.
 * One read of Kysely's bookkeeping table; migrations the database has beyond these (a newer
 * release migrated it) do not count.
 */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(migrations)
    .filter((name) => !applied.has(name))
    .sort();
}
