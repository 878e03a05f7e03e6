import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import type { UserRecord } from '../../accounts/services/user-store';
import { findUserById } from '../../accounts/services/user-store';
import { deleteActingSession, deleteActingSessionsOfAdmin, insertActingSession, isActingSessionLive } from '../repositories/acting-session-repository';
import { audit } from './audit';

/**
 * "Login as user": an admin starts acting as a client. Only a client (not an admin, not oneself),
 * and only from the admin's own session (acting as a second user is a write, refused while acting).
 * The acting session is recorded on the server, so ending it ends its token too. Returns the
 * acting token and when it ends; the start is audited.
 */
export async function startActing(deps: Pick<AppDeps, 'db' | 'clock' | 'actingTokens'>, admin: UserRecord, userId: string) {
  const target = await findUserById(deps.db, userId);
  if (!target) throw new AppError('not_found', 'User not found.');
  if (target.isAdmin) throw new AppError('forbidden', 'You can act only as a client, not as an admin.');
  const { token, id, expiresAt } = await deps.actingTokens.sign({ adminId: admin.id, adminSessionVersion: admin.sessionVersion, userId: target.id });
  await insertActingSession(deps.db, {
    id,
    adminId: admin.id,
    userId: target.id,
    startedAt: deps.clock().toISOString(),
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  });
  await audit(deps, admin, 'act_as_start', target, { expiresAt: new Date(expiresAt * 1000).toISOString() });
  return { token, expiresAt, target };
}

/** Whether an acting token's session is still live (not ended by 'Return to admin' or logout). */
export function isActingLive(deps: Pick<AppDeps, 'db' | 'clock'>, session: { id: string; adminId: string; userId: string }): Promise<boolean> {
  return isActingSessionLive(deps.db, { ...session, now: deps.clock().toISOString() });
}

/** 'Return to admin': the acting session ends on the server (its token no longer works) and is audited. */
export async function endActing(deps: Pick<AppDeps, 'db' | 'clock'>, acting: { id: string; admin: UserRecord }, user: UserRecord | null): Promise<void> {
  await deleteActingSession(deps.db, acting.id);
  await audit(deps, acting.admin, 'act_as_end', user, { reason: 'return' });
}

/** An admin's logout ends every acting session they started. */
export function endActingSessionsOf(deps: Pick<AppDeps, 'db'>, adminId: string): Promise<void> {
  return deleteActingSessionsOfAdmin(deps.db, adminId);
}
