import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../../app-deps';
import { isUniqueViolation } from '../../../db/database-errors';
import { newId } from '../../../ids';
import { auditAs, auditLabel } from '../../admin/services/audit';
import { deleteUserMfa } from '../repositories/mfa-repository';
import type { UserRecord } from '../repositories/user-repository';
import { findUserByEmail, insertUser, promoteToAdmin } from '../repositories/user-repository';
import { issueAuthToken } from './issue-auth-token';

/** How long the printed link works: long enough to pass it on to the new admin, short enough to matter. */
export const ADMIN_SETUP_LINK_TTL_MS = 24 * 3600_000;

/** Who the audit log names for an admin made on the server's command line (no one signed in). */
export const COMMAND_LINE_ACTOR = { id: 'command-line', label: 'Server command line (npm run create-admin)' } as const;

export interface CreateAdminInput {
  /** Lower-cased and checked by the caller (the register form's e-mail rule). */
  email: string;
  firstName: string;
  lastName: string;
}

export interface CreatedAdmin {
  user: UserRecord;
  /** 'created': a new account; 'promoted': a client made admin; 'already-admin': only a new link. */
  outcome: 'created' | 'promoted' | 'already-admin';
  /** One-time link to set the password (then the second factor is enrolled at sign-in). */
  link: string;
  expiresAt: Date;
}

export interface CreateAdminDeps extends Pick<AppDeps, 'db' | 'clock'> {
  config: Pick<AppDeps['config'], 'publicUrl'>;
  passwords: Pick<AppDeps['passwords'], 'hash'>;
}

/**
 * `npm run create-admin`: the first admin of a practice (there are no demo accounts outside demo
 * mode), or one more. Creates the account with no usable password, or promotes an existing one
 * (its password is replaced by an unusable one, its sessions and any second factor end: whoever
 * registered the address cannot sign in as the admin), and returns a one-time link to set the password. The link is the password
 * reset's: following it proves the address, and the sign-in that follows asks to enrol the second
 * factor where admins need one. Earlier links of the account stop working. Audited.
 */
export async function createAdmin(deps: CreateAdminDeps, input: CreateAdminInput): Promise<CreatedAdmin> {
  const now = deps.clock();
  const at = now.toISOString();
  let outcome: CreatedAdmin['outcome'];
  // A password nobody knows (never printed or stored in the clear): the link sets the real one.
  const unusablePassword = () => deps.passwords.hash(randomBytes(32).toString('base64url'));
  let user = await findUserByEmail(deps.db, input.email);
  if (user) {
    outcome = user.isAdmin ? 'already-admin' : 'promoted';
    if (!user.isAdmin) {
      // Anyone may have registered this address (sign-up is open and need not be verified): the
      // account's own password and any second factor it set up must not become an admin's.
      await promoteToAdmin(deps.db, user.id, await unusablePassword(), at);
      await deleteUserMfa(deps.db, user.id);
    }
  } else {
    outcome = 'created';
    const id = newId(now.getTime());
    try {
      await insertUser(deps.db, { id, email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash: await unusablePassword(), isAdmin: true, createdAt: at });
    } catch (error) {
      // Registered at the same moment: promote that account instead.
      if (!isUniqueViolation(error)) throw error;
      return createAdmin(deps, input);
    }
  }
  user = await findUserByEmail(deps.db, input.email);
  if (!user) throw new Error('admin account vanished');

  const { token, expiresAt } = await issueAuthToken(deps.db, user.id, 'reset-password', { now, ttlMs: ADMIN_SETUP_LINK_TTL_MS, replaceEarlier: true });
  await auditAs(deps, COMMAND_LINE_ACTOR, 'admin_create', { id: user.id, label: auditLabel(user) }, { outcome });
  return { user, outcome, link: `${deps.config.publicUrl}/set-password/${token}`, expiresAt };
}
