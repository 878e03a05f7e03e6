import { localDb } from './local-db';

/** Tests: empties every table of the device database. */
export async function resetLocalDb(): Promise<void> {
  await Promise.all(localDb.tables.map((table) => table.clear()));
}
