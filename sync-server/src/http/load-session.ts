import type { Context, MiddlewareHandler } from 'hono';
import type { ActingTokens } from '../auth/acting-token';
import type { SessionTokens } from '../auth/session-token';
import type { AppEnv } from './app-env';
import type { SessionCookie } from './session-cookie';
import type { UserRecord } from './session-user';

/** Reads a user by id (the accounts module's, given by the app). */
export type FindUser = (id: string) => Promise<UserRecord | undefined>;

/**
 * Resolves the session cookie to a user. A token that is forged, expired, or older than the user's
 * session version (revoked by logout or password reset) counts as no session, and its cookie is cleared.
 */
export function loadSession(deps: {
  findUser: FindUser;
  sessions: SessionTokens;
  cookie: SessionCookie;
  acting?: { tokens: ActingTokens; cookie: SessionCookie };
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    c.set('acting', null);
    const token = deps.cookie.read(c);
    if (token) {
      const claims = await deps.sessions.verify(token);
      const user = claims ? await deps.findUser(claims.userId) : undefined;
      if (user && claims && user.sessionVersion === claims.sessionVersion) c.set('user', user);
      else deps.cookie.clear(c);
    }
    if (deps.acting) await loadActing(c, deps.findUser, deps.acting);
    await next();
  };
}

/**
 * An admin acting as a user: honoured only beside that admin's own valid session, while the admin
 * is still an admin with the same session version, and for 30 minutes. Then the request is the
 * user's (for policy and handlers) with the admin kept beside it. Anything else clears the cookie.
 */
async function loadActing(c: Context<AppEnv>, findUser: FindUser, acting: { tokens: ActingTokens; cookie: SessionCookie }) {
  const token = acting.cookie.read(c);
  if (!token) return;
  const admin = c.get('user');
  const claims = await acting.tokens.verify(token);
  const valid = admin?.isAdmin && claims && claims.adminId === admin.id && claims.adminSessionVersion === admin.sessionVersion;
  const target = valid ? await findUser(claims.userId) : undefined;
  if (!admin || !claims || !target || target.isAdmin) {
    acting.cookie.clear(c);
    return;
  }
  c.set('user', target);
  c.set('acting', { admin, expiresAt: claims.expiresAt });
}
