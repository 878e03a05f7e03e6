import type { Context, MiddlewareHandler } from 'hono';
import type { ActingTokens } from '../auth/acting-token';
import type { SessionTokens } from '../auth/session-token';
import type { AppEnv } from './app-env';
import type { SessionCookie } from './session-cookie';
import type { UserRecord } from './session-user';
import type { SessionUserCache } from './session-user-cache';
import { AppError } from './app-error';
import { LOGIN_REQUIRED_MESSAGE } from './signed-in-user';

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
 * Requests whose write checks the session itself: for these the user may be taken from memory
 * (`cache`) instead of read, with a SessionCheck beside it (see AppVariables.sessionCheck).
 */
export interface SessionCheckedByWrite {
  cache: SessionUserCache;
  applies(c: Context<AppEnv>): boolean;
}

interface LoadSessionDeps {
  findUser: FindUser;
  sessions: SessionTokens;
  cookie: SessionCookie;
  /** Read per request (the setting may change while the app runs, in tests). */
  adminsNeedSecondFactor: () => boolean;
  acting?: ActingDeps;
  checkedByWrite?: SessionCheckedByWrite;
}

/** What a session token says of its user, as far as the checks below need it. */
type Claims = NonNullable<Awaited<ReturnType<SessionTokens['verify']>>>;

/** Whether `user` (as read) holds the session `claims` describe: the same version, and an admin's second factor where needed. */
function holds(deps: LoadSessionDeps, user: UserRecord, claims: Claims): boolean {
  const secondFactorMissing = user.isAdmin && deps.adminsNeedSecondFactor() && claims.secondFactor !== true;
  return user.sessionVersion === claims.sessionVersion && !secondFactorMissing;
}

/** Reads the user now: the user if the session holds (set on the context), else none (cookie cleared). */
async function readSessionUser(c: Context<AppEnv>, deps: LoadSessionDeps, claims: Claims): Promise<UserRecord | undefined> {
  const user = await deps.findUser(claims.userId);
  const held = user && holds(deps, user, claims) ? user : undefined;
  if (held) deps.checkedByWrite?.cache.put(held);
  else {
    deps.checkedByWrite?.cache.drop(claims.userId);
    deps.cookie.clear(c);
  }
  c.set('user', held ?? null);
  c.set('sessionCheck', null);
  return held;
}

/**
 * Resolves the session cookie to a user. A token that is forged, expired, or older than the user's
 * session version (revoked by logout or password reset) counts as no session, and its cookie is
 * cleared. So does an admin's session that did not pass the second factor where admins need one
 * (`adminsNeedSecondFactor`), whenever it was issued: a client's session stays a client's session
 * after they are made admin, until they sign in again with the second factor. On a request whose
 * write checks the session (`checkedByWrite`), a user read lately for the same session version is
 * taken from memory, and `sessionCheck` says so.
 */
export function loadSession(deps: LoadSessionDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    c.set('acting', null);
    c.set('sessionCheck', null);
    const token = deps.cookie.read(c);
    const claims = token ? await deps.sessions.verify(token) : undefined;
    if (token && !claims) deps.cookie.clear(c);
    if (claims) {
      const checked = deps.checkedByWrite?.applies(c) && !deps.acting?.cookie.read(c) ? deps.checkedByWrite : undefined;
      const remembered = checked?.cache.get(claims.userId, claims.sessionVersion);
      if (remembered && holds(deps, remembered, claims)) {
        c.set('user', remembered);
        c.set('sessionCheck', {
          read: async () => {
            const user = await readSessionUser(c, deps, claims);
            if (!user) throw new AppError('unauthorized', LOGIN_REQUIRED_MESSAGE);
            return user;
          },
        });
      } else {
        // Without a session the request goes on without a user (the route policy decides).
        await readSessionUser(c, deps, claims);
      }
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
