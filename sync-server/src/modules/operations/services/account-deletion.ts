import type { AppDeps } from '../../../app-deps';
import { RATE_LIMITS } from '../../../auth/rate-limit-rules';
import { ACCOUNT_NOT_DELETED_MESSAGE, ADMIN_NOT_DELETABLE_MESSAGE, DELETE_PASSWORD_INCORRECT } from '../../accounts/contract/account-schemas';
import { DELETED_ACCOUNT_LABEL } from '../../admin/contract/audit-dto';
import { AppError, validationError } from '../../../http/app-error';
import { deleteUserRows } from '../repositories/account-deletion-repository';
import { anonymiseAuditEntriesOf } from '../../admin/services/audit-store';
import { cancelBooking, listLiveBookingsOfUser } from '../../coaching/services/booking-store';
import type { UserRecord } from '../../accounts/services/user-store';
import { findPhoneNumberOf, lockUser } from '../../accounts/services/user-store';
import { auditAs } from '../../admin/services/audit';
import { queueBookingMails } from '../../coaching/services/booking-notifications';
import { enforceRateLimit } from '../../../auth/rate-limit';

type DeletionDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'email' | 'passwords' | 'rateLimiter' | 'analytics'>;

/** Every rate-limit counter that could be named after the account: each rule's prefix with its e-mail, its id and its verified phone number. */
function rateLimitKeysOf(user: UserRecord, phoneNumber: string | null): string[] {
  const names = [user.email, user.email.toLowerCase(), user.id, ...(phoneNumber ? [phoneNumber] : [])];
  return Object.values(RATE_LIMITS).flatMap((rule) => [...new Set(names)].map((name) => `${rule.name}:${name}`));
}

/**
 * DELETE /api/users/current: the client deletes their own account, confirmed by its password
 * (counted before the check, like a login). In one transaction: sessions booked ahead are
 * cancelled (the coach gets the cancellation e-mail), every row about the user is deleted (see
 * account-deletion-repository.ts: with the user row go all sessions, as each is checked against
 * it), the audit entries naming the user keep only the id, and the deletion itself is audited
 * with the id and 'deleted account', never the name or e-mail. Admins cannot delete their own
 * account this way: the audit log must keep naming who did what (and the last admin would lock
 * the practice out).
 */
export async function deleteOwnAccount(deps: DeletionDeps, user: UserRecord, password: string, address: string): Promise<void> {
  if (user.isAdmin) throw new AppError('forbidden', ADMIN_NOT_DELETABLE_MESSAGE);
  deps.passwords.refuseIfFull();
  await enforceRateLimit(deps.rateLimiter, address, RATE_LIMITS.deleteAccountPerAddress);
  await enforceRateLimit(deps.rateLimiter, user.id, RATE_LIMITS.deleteAccountPerAccount);
  if (!(await deps.passwords.verify(password, user.passwordHash))) throw validationError({ password: DELETE_PASSWORD_INCORRECT }, ACCOUNT_NOT_DELETED_MESSAGE);

  const now = deps.clock();
  const deleted = await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, user.id);
    for (const booking of await listLiveBookingsOfUser(trx, user.id)) {
      if (Date.parse(booking.startAt) <= now.getTime()) continue;
      if (await cancelBooking(trx, booking.id, now.toISOString())) await queueBookingMails({ ...deps, db: trx }, { kind: 'cancelled', bookingId: booking.id });
    }
    const phone = await findPhoneNumberOf(trx, user.id);
    const rows = await deleteUserRows(trx, {
      userId: user.id,
      email: user.email,
      usageDistinctId: deps.analytics.distinctIdOf(user.id),
      rateLimitKeys: rateLimitKeysOf(user, phone),
      addressVerified: user.isVerified,
    });
    const anonymised = await anonymiseAuditEntriesOf(trx, { userId: user.id, contactSubmissionIds: rows.contactSubmissionIds }, DELETED_ACCOUNT_LABEL);
    const self = { id: user.id, label: DELETED_ACCOUNT_LABEL };
    const total = Object.values(rows.tables).reduce((sum, n) => sum + n, 0);
    await auditAs({ db: trx, clock: deps.clock }, self, 'account_delete', self, { rowsDeleted: total, auditEntriesAnonymised: anonymised });
    return total;
  });
  // The coach's cancellation e-mails (the client's own copies went with the account).
  if (deleted > 0) deps.email.flush();
}
