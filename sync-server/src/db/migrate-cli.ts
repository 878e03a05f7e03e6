import { loadEnv } from '../env';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

/** `npm run migrate`: applies pending migrations to the configured database and exits. */
const config = loadEnv();
const handle = openDatabase(config.databaseUrl);
try {
  const { applied } = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied migrations:\n  ${applied.join('\n  ')}` : 'Database is up to date.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
