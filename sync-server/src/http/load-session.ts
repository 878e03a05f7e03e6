import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { SessionTokens } from '../auth/session-token';
import type { Database } from '../db/schema';
import { findUserById } from '../repositories/user-repository';
import type { AppEnv } from './app-env';
import type { SessionCookie } from './session-cookie';

/**
 * Resolves the session cookie to a user. A token that is forged, expired, or older than the user's
 * session version (revoked by logout or password reset) counts as no session, and its cookie is cleared.
 */
export function loadSession(deps: { db: Kysely<Database>; sessions: SessionTokens; cookie: SessionCookie }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    const token = deps.cookie.read(c);
    if (token) {
      const claims = await deps.sessions.verify(token);
      const user = claims ? await findUserById(deps.db, claims.userId) : undefined;
      if (user && claims && user.sessionVersion === claims.sessionVersion) c.set('user', user);
      else deps.cookie.clear(c);
    }
    await next();
  };
}
