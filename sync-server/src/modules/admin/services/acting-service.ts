import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import type { UserRecord } from '../../accounts/services/user-store';
import { findUserById } from '../../accounts/services/user-store';
import { audit } from './audit';

/**
 * "Login as user": an admin starts acting as a client. Only a client (not an admin, not oneself),
 * and only from the admin's own session (acting as a second user is a write, refused while acting).
 * Returns the acting token and when it ends; the start is audited.
 */
export async function startActing(deps: Pick<AppDeps, 'db' | 'clock' | 'actingTokens'>, admin: UserRecord, userId: string) {
  const target = await findUserById(deps.db, userId);
  if (!target) throw new AppError('not_found', 'User not found.');
  if (target.isAdmin) throw new AppError('forbidden', 'You can act only as a client, not as an admin.');
  const { token, expiresAt } = await deps.actingTokens.sign({ adminId: admin.id, adminSessionVersion: admin.sessionVersion, userId: target.id });
  await audit(deps, admin, 'act_as_start', target, { expiresAt: new Date(expiresAt * 1000).toISOString() });
  return { token, expiresAt, target };
}
