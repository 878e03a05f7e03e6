import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createOneTimeToken, hashOneTimeToken } from '../../../../../auth/one-time-token';
import type { ElevateSimulatorDeps } from './sim-deps';
import { ELEVATE_SIM_PATH, SIM_SESSION_COOKIE, SIM_SESSION_SECONDS } from './sim-paths';
import type { SimGrant } from './sim-repository';
import { findSimSession, insertSimSession } from './sim-repository';

/** Secure over https: the address the browser uses (publicBase) or the request itself. */
function isHttps(c: Context, deps: ElevateSimulatorDeps): boolean {
  return deps.publicBase().startsWith('https:') || new URL(c.req.url).protocol === 'https:';
}

/**
 * Starts a 2-hour browser session for a grant: a random 32-byte id in the cookie (HttpOnly,
 * SameSite=Lax, Path=/elevate-sim, Secure over https), only its SHA-256 in the database.
 */
export async function startSimSession(c: Context, deps: ElevateSimulatorDeps, grant: SimGrant): Promise<void> {
  const { token, hash } = createOneTimeToken();
  const expiresAt = new Date(deps.clock().getTime() + SIM_SESSION_SECONDS * 1000).toISOString();
  await insertSimSession(deps.db, { idHash: hash, expiresAt, ...grant });
  setCookie(c, SIM_SESSION_COOKIE, token, {
    path: ELEVATE_SIM_PATH,
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, deps),
    maxAge: SIM_SESSION_SECONDS,
  });
}

/** The grant of the request's unexpired session, if any. */
export async function currentSimSession(c: Context, deps: ElevateSimulatorDeps): Promise<SimGrant | undefined> {
  const id = getCookie(c, SIM_SESSION_COOKIE);
  if (!id || id.length > 100) return undefined;
  return findSimSession(deps.db, hashOneTimeToken(id), deps.clock().toISOString());
}
