import { loadEnv } from '../env';
import { backupSqliteDatabase } from './backup';
import { defaultBackupFile, formatBytes, prepareDefaultBackupFolder } from './backup-location';
import { parseFileArgument } from './cli-arguments';
import { isPostgresUrl } from './database';
import { backupPostgresDatabase, pgRestoreRecipe } from './postgres-backup';

const USAGE = 'Usage: npm run backup [-- <file>] (default: $DATA_DIR/backups/career-YYYYMMDD-HHMMSS.sqlite, UTC)';

/** `npm run backup`: a consistent copy of the configured database, safe while the server runs. */
async function run(args: string[]): Promise<void> {
  const parsed = parseFileArgument(args, USAGE, false);
  if (parsed.help) {
    console.log(USAGE);
    return;
  }
  const config = loadEnv();
  const postgres = isPostgresUrl(config.databaseUrl);
  const file = parsed.file ?? defaultBackupFile(config.dataDir, new Date(), postgres ? 'dump' : 'sqlite');
  if (postgres) {
    const report = backupPostgresDatabase(config.databaseUrl, file);
    if (!parsed.file) prepareDefaultBackupFolder(config.dataDir);
    const checked = report.verified ? 'archive listed by pg_restore' : 'not checked: pg_restore is not installed';
    console.log(`Backed up the PostgreSQL database to ${report.file} (${formatBytes(report.bytes)}, ${checked}).`);
    console.log(`To restore it, with the server stopped: ${pgRestoreRecipe(report.file)}`);
    return;
  }
  const report = await backupSqliteDatabase(config.databaseUrl, file);
  if (!parsed.file) prepareDefaultBackupFolder(config.dataDir);
  console.log(`Backed up ${config.databaseUrl} to ${report.file} (${formatBytes(report.bytes)}, ${report.users} ${report.users === 1 ? 'user' : 'users'}, integrity check ok).`);
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
