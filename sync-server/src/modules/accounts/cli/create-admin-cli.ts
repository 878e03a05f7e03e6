import { hashPassword } from '../../../auth/password-hash';
import { openDatabase } from '../../../db/database';
import { migrateToLatest } from '../../../db/migrate';
import { withStartupLock } from '../../../db/startup-lock';
import { loadEnv } from '../../../env';
import { createAdmin } from '../services/create-admin';
import type { AdminNames } from './ask-admin-names';
import { askAdminNames } from './ask-admin-names';
import { CREATE_ADMIN_USAGE, NAMES_NEEDED, parseCreateAdminArguments } from './create-admin-arguments';

/**
 * `npm run create-admin -- --email you@practice.example --first-name Ada --last-name Lovelace`:
 * creates the practice's admin (or promotes an existing account) in the configured database and
 * prints a one-time link to set the password. A name left out is asked for on a terminal; off a
 * terminal (a script, a pipe) the command stops and creates nothing, so no admin is ever named
 * 'Admin'. The link is printed here only: it is not e-mailed, and not logged.
 */
async function namesOf(given: Partial<AdminNames>): Promise<AdminNames | { error: string }> {
  if (given.firstName !== undefined && given.lastName !== undefined) return { firstName: given.firstName, lastName: given.lastName };
  if (!process.stdin.isTTY || !process.stdout.isTTY) return { error: NAMES_NEEDED };
  return askAdminNames(given, { input: process.stdin, output: process.stdout });
}

async function main(): Promise<number> {
  const args = parseCreateAdminArguments(process.argv.slice(2));
  if ('error' in args) {
    console.error(args.error);
    return 2;
  }
  if (args.help) {
    console.log(CREATE_ADMIN_USAGE);
    return 0;
  }
  const names = await namesOf({ firstName: args.firstName, lastName: args.lastName });
  if ('error' in names) {
    console.error(names.error);
    return 2;
  }
  const config = loadEnv();
  const handle = openDatabase(config.databaseUrl);
  try {
    await withStartupLock(handle, () => migrateToLatest(handle.db));
    const admin = await createAdmin({ db: handle.db, clock: () => new Date(), config, passwords: { hash: (password) => hashPassword(password) } }, { email: args.email, ...names });
    const what = { created: 'Created the admin account:', promoted: 'Made the existing account an admin:', 'already-admin': 'Already an admin (earlier links no longer work):' }[admin.outcome];
    console.log(`${what} ${admin.user.email}`);
    console.log(`One-time link to set the password (works once, until ${admin.expiresAt.toISOString()}):`);
    console.log(`  ${admin.link}`);
    console.log(config.adminMfaRequired ? 'At the first sign-in the admin enrols the second factor (an authenticator app).' : 'Admins need no second factor on this server (ADMIN_MFA_REQUIRED is off).');
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
