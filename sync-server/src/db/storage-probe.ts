import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { newId } from '../ids';
import type { Database } from './schema';

/** Larger than a page (SQLite's 4 KiB) and incompressible (PostgreSQL's TOAST), so it needs new space. */
const PADDING_BYTES = 6 * 1024;

/**
 * One small committed write that leaves nothing behind: a padded row inserted and deleted in one
 * transaction. It fails as an answer would while the storage is full.
 */
export async function probeStorageWrite(db: Kysely<Database>): Promise<void> {
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('storage_probe').values({ id, padding: randomBytes(PADDING_BYTES).toString('base64') }).execute();
    await trx.deleteFrom('storage_probe').where('id', '=', id).execute();
  });
}
