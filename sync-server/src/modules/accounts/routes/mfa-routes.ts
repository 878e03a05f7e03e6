import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { SessionResponse } from '../contract/auth-schemas';
import type { MfaEnrolledResponse, MfaEnrollmentDto, MfaStepResponse } from '../contract/mfa-schemas';
import { mfaEnrollBody, mfaVerifyBody } from '../contract/mfa-schemas';
import type { AppEnv } from '../../../http/app-env';
import { AppError } from '../../../http/app-error';
import { clientAddress, compileTrustProxy } from '../../../http/client-address';
import { createMfaPendingCookie } from '../../../http/mfa-pending-cookie';
import type { SessionCookie } from '../../../http/session-cookie';
import { jsonBody } from '../../../http/validate';
import type { UserRecord } from '../repositories/user-repository';
import { findUserById } from '../repositories/user-repository';
import { completeEnrollment, enrollmentDetails, pendingMfaStep, verifySecondFactor } from '../services/mfa-service';
import type { SignInSource } from '../services/login-throttle';
import { admitMfaAttempt, recordMfaSuccess } from '../services/login-throttle';
import { createKnownDevice } from './known-device';

export const MFA_SIGN_IN_EXPIRED = 'Your sign-in has expired. Please log in again.';

/**
 * /api/auth/mfa: the second step of an admin's sign-in. Public in the route table: what lets a
 * caller in is the pending-MFA cookie from a right password (see mfa-gate.ts), checked here.
 */
export function mfaRoutes(deps: AppDeps, sessionCookie: SessionCookie) {
  const pending = createMfaPendingCookie({ secure: deps.config.publicUrl.startsWith('https://') });
  const trusted = compileTrustProxy(deps.config.trustProxy);
  const knownDevice = createKnownDevice(deps);

  /** The user whose password was right in the last 5 minutes (and who has not logged out or reset it since). */
  async function pendingUser(c: Context<AppEnv>): Promise<UserRecord> {
    const token = pending.read(c);
    const claims = token ? await deps.mfaKeys.pending.verify(token) : null;
    const user = claims ? await findUserById(deps.db, claims.userId) : undefined;
    if (!user || user.sessionVersion !== claims?.sessionVersion) {
      pending.clear(c);
      throw new AppError('unauthorized', MFA_SIGN_IN_EXPIRED);
    }
    return user;
  }

  /** Counts a code before it is checked (per account and address, or the known device; growing pauses per account). */
  async function countAttempt(c: Context<AppEnv>, user: UserRecord): Promise<SignInSource> {
    const source = await knownDevice.source(c, clientAddress(c, trusted), () => Promise.resolve(user.id));
    await admitMfaAttempt(deps.rateLimiter, user.id, source);
    return source;
  }

  async function startSession(c: Context<AppEnv>, user: UserRecord, source: SignInSource): Promise<SessionResponse> {
    await recordMfaSuccess(deps.rateLimiter, user.id, source);
    pending.clear(c);
    const token = await deps.sessions.sign({ userId: user.id, sessionVersion: user.sessionVersion, secondFactor: true });
    sessionCookie.write(c, token, deps.sessions.ttlSeconds);
    await knownDevice.remember(c, user.id, source);
    return { userId: user.id };
  }

  return new Hono<AppEnv>()
    .get('/', async (c) => c.json<MfaStepResponse>({ step: await pendingMfaStep(deps, await pendingUser(c)) }))
    .get('/enroll', async (c) => c.json<MfaEnrollmentDto>(await enrollmentDetails(deps, await pendingUser(c))))
    .post('/enroll', jsonBody(mfaEnrollBody), async (c) => {
      const user = await pendingUser(c);
      const source = await countAttempt(c, user);
      const recoveryCodes = await completeEnrollment(deps, user, c.req.valid('json').code);
      return c.json<MfaEnrolledResponse>({ ...(await startSession(c, user, source)), recoveryCodes });
    })
    .post('/verify', jsonBody(mfaVerifyBody), async (c) => {
      const user = await pendingUser(c);
      const source = await countAttempt(c, user);
      await verifySecondFactor(deps, user, c.req.valid('json'));
      return c.json<SessionResponse>(await startSession(c, user, source));
    });
}
