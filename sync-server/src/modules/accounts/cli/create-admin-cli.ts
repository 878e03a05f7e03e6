import { hashPassword } from '../../../auth/password-hash';
import { openDatabase } from '../../../db/database';
import { migrateToLatest } from '../../../db/migrate';
import { withStartupLock } from '../../../db/startup-lock';
import { loadEnv } from '../../../env';
import { createAdmin } from '../services/create-admin';
import { CREATE_ADMIN_USAGE, parseCreateAdminArguments } from './create-admin-arguments';

/**
 * `npm run create-admin -- --email you@practice.example`: creates the practice's admin (or promotes
 * an existing account) in the configured database and prints a one-time link to set the password.
 * The link is printed here only: it is not e-mailed, and not logged.
 */
const args = parseCreateAdminArguments(process.argv.slice(2));
if ('error' in args) {
  console.error(args.error);
  process.exitCode = 2;
} else if (args.help) {
  console.log(CREATE_ADMIN_USAGE);
} else {
  const config = loadEnv();
  const handle = openDatabase(config.databaseUrl);
  try {
    await withStartupLock(handle, () => migrateToLatest(handle.db));
    const admin = await createAdmin({ db: handle.db, clock: () => new Date(), config, passwords: { hash: (password) => hashPassword(password) } }, args);
    const what = { created: 'Created the admin account:', promoted: 'Made the existing account an admin:', 'already-admin': 'Already an admin (earlier links no longer work):' }[admin.outcome];
    console.log(`${what} ${admin.user.email}`);
    console.log(`One-time link to set the password (works once, until ${admin.expiresAt.toISOString()}):`);
    console.log(`  ${admin.link}`);
    console.log(config.adminMfaRequired ? 'At the first sign-in the admin enrols the second factor (an authenticator app).' : 'Admins need no second factor on this server (ADMIN_MFA_REQUIRED is off).');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}
