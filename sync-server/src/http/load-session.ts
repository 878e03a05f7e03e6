import type { Context, MiddlewareHandler } from 'hono';
import type { ActingTokens } from '../auth/acting-token';
import type { SessionTokens } from '../auth/session-token';
import type { AppEnv } from './app-env';
import type { SessionCookie } from './session-cookie';
import type { UserRecord } from './session-user';

/** Reads a user by id (the accounts module's, given by the app). */
export type FindUser = (id: string) => Promise<UserRecord | undefined>;

/** Whether an acting token's session is still live on the server (the admin module's, given by the app). */
export type IsActingLive = (session: { id: string; adminId: string; userId: string }) => Promise<boolean>;

export interface ActingDeps {
  tokens: ActingTokens;
  cookie: SessionCookie;
  isLive: IsActingLive;
}

/**
 * Resolves the session cookie to a user. A token that is forged, expired, or older than the user's
 * session version (revoked by logout or password reset) counts as no session, and its cookie is
 * cleared. So does an admin's session that did not pass the second factor where admins need one
 * (`adminsNeedSecondFactor`), whenever it was issued: a client's session stays a client's session
 * after they are made admin, until they sign in again with the second factor.
 */
export function loadSession(deps: {
  findUser: FindUser;
  sessions: SessionTokens;
  cookie: SessionCookie;
  /** Read per request (the setting may change while the app runs, in tests). */
  adminsNeedSecondFactor: () => boolean;
  acting?: ActingDeps;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    c.set('acting', null);
    const token = deps.cookie.read(c);
    if (token) {
      const claims = await deps.sessions.verify(token);
      const user = claims ? await deps.findUser(claims.userId) : undefined;
      const secondFactorMissing = user?.isAdmin === true && deps.adminsNeedSecondFactor() && claims?.secondFactor !== true;
      if (user && claims && user.sessionVersion === claims.sessionVersion && !secondFactorMissing) c.set('user', user);
      else deps.cookie.clear(c);
    }
    if (deps.acting) await loadActing(c, deps.findUser, deps.acting);
    await next();
  };
}

/**
 * An admin acting as a user: honoured only beside that admin's own valid session, while the admin
 * is still an admin with the same session version, while the acting session is live on the server
 * (not ended by 'Return to admin' or logout), and for 30 minutes. Then the request is the user's
 * (for policy and handlers) with the admin kept beside it. Anything else clears the cookie.
 */
async function loadActing(c: Context<AppEnv>, findUser: FindUser, acting: ActingDeps) {
  const token = acting.cookie.read(c);
  if (!token) return;
  const admin = c.get('user');
  const claims = await acting.tokens.verify(token);
  const valid = admin?.isAdmin && claims && claims.adminId === admin.id && claims.adminSessionVersion === admin.sessionVersion;
  const live = valid && (await acting.isLive({ id: claims.id, adminId: claims.adminId, userId: claims.userId }));
  const target = live ? await findUser(claims.userId) : undefined;
  if (!admin || !claims || !target || target.isAdmin) {
    acting.cookie.clear(c);
    return;
  }
  c.set('user', target);
  c.set('acting', { id: claims.id, admin, expiresAt: claims.expiresAt });
}
