import type { Kysely } from 'kysely';

/**
 * A table that stays empty: while the storage is reported full, the health check inserts and
 * deletes one padded row in a committed transaction to learn whether writes work again.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('storage_probe')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('padding', 'text', (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('storage_probe').execute();
}
