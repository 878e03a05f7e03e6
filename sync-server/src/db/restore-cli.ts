import { loadEnv } from '../env';
import { parseFileArgument } from './cli-arguments';
import { isPostgresUrl } from './database';
import { pgRestoreRecipe } from './postgres-backup';
import { restoreSqliteDatabase } from './restore';

const USAGE = 'Usage: npm run restore -- <backup file> (with the server stopped)';

/** `npm run restore -- <file>`: puts a backup in place of the configured SQLite database. */
async function run(args: string[]): Promise<void> {
  const parsed = parseFileArgument(args, USAGE, true);
  if (parsed.help || !parsed.file) {
    console.log(USAGE);
    return;
  }
  const config = loadEnv();
  if (isPostgresUrl(config.databaseUrl)) {
    console.error(`DATABASE_URL is PostgreSQL: restore a pg_dump archive with pg_restore, with the server stopped:\n  ${pgRestoreRecipe(parsed.file)}`);
    process.exitCode = 1;
    return;
  }
  const report = await restoreSqliteDatabase(parsed.file, config.databaseUrl, new Date());
  const migrations = report.applied.length ? `brought up to date (${report.applied.length} migrations applied)` : 'already up to date';
  console.log(`Restored ${parsed.file} into ${report.database} (${report.users} ${report.users === 1 ? 'user' : 'users'}, ${migrations}).`);
  if (report.keptAside) console.log(`The previous database is kept at ${report.keptAside}.`);
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
