import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import type { UserRecord } from '../../accounts/services/user-store';
import { findUserById } from '../../accounts/services/user-store';
import { audit } from '../../admin/services/audit';
import type { SafetyCheckInDto } from '../contract/safety-dto';
import { closeOpenFlag } from '../repositories/safety-flag-repository';

/** The conflict's message: the flag was closed already (another admin, another tab) or never raised. */
export const NO_CHECK_IN_WAITING = 'No check-in is waiting for this client: it may have been marked done already.';

/**
 * An admin's 'Mark check-in done': closes the client's open flag and audits it
 * ('safety_check_in', with the flag's time but not its level: why a client needed one is
 * counselling content, kept in the client's own row), in one transaction. 404 for an unknown user
 * or an admin, 409 when no flag is open. A later save that raises a level opens a new flag.
 */
export async function markCheckInDone(deps: Pick<AppDeps, 'db' | 'clock'>, admin: UserRecord, userId: string): Promise<SafetyCheckInDto> {
  const client = await findUserById(deps.db, userId);
  if (!client || client.isAdmin) throw new AppError('not_found', 'User not found.');
  const at = deps.clock().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const closed = await closeOpenFlag(trx, client.id, { at, by: admin.id });
    if (!closed) throw new AppError('conflict', NO_CHECK_IN_WAITING);
    await audit({ db: trx, clock: deps.clock }, admin, 'safety_check_in', client, { flaggedAt: closed.flaggedAt });
    return { userId: client.id, level: closed.level, flaggedAt: closed.flaggedAt, checkedInAt: at };
  });
}
