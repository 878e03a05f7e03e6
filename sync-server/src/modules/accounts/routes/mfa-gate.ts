import type { Context } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { SessionResponse } from '../contract/auth-schemas';
import type { LoginResponse } from '../contract/mfa-schemas';
import { createMfaPendingCookie } from '../../../http/mfa-pending-cookie';
import type { UserRecord } from '../repositories/user-repository';
import { mfaStepAfterPassword } from '../services/mfa-service';

/**
 * The end of every password sign-in (login, and a password reset). A user who needs no second
 * factor gets the session; an admin who does gets `{ mfa: step }` and a 5-minute pending-MFA cookie
 * that only the /api/auth/mfa routes accept, and no session.
 */
export function createMfaGate(deps: AppDeps) {
  const pending = createMfaPendingCookie({ secure: deps.config.publicUrl.startsWith('https://') });
  return {
    async afterPassword(c: Context, user: UserRecord, startSession: () => Promise<SessionResponse>): Promise<LoginResponse> {
      const step = await mfaStepAfterPassword(deps, user);
      if (!step) return startSession();
      const token = await deps.mfaKeys.pending.sign({ userId: user.id, sessionVersion: user.sessionVersion });
      pending.write(c, token, deps.mfaKeys.pending.ttlSeconds);
      return { mfa: step };
    },
  };
}
