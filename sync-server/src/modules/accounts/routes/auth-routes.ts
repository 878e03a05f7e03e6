import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import { audit } from '../../admin/services/audit';
import { endActingSessionsOf } from '../../admin/services/acting-service';
import { RATE_LIMITS } from '../../../auth/rate-limit-rules';
import type { ChallengeResponse, MessageResponse, ResendResponse, SessionResponse } from '../contract/auth-schemas';
import { loginBody, redeemSignInLinkBody, registerBody, requestResetBody, resetBody, resetStatusBody, signInLinkBody } from '../contract/auth-schemas';
import type { ResetStatusResponse } from '../contract/auth-schemas';
import type { AppEnv } from '../../../http/app-env';
import { AppError } from '../../../http/app-error';
import { clientAddress, compileTrustProxy } from '../../../http/client-address';
import type { SessionCookie } from '../../../http/session-cookie';
import { signedInUser } from '../../../http/signed-in-user';
import { jsonBody } from '../../../http/validate';
import type { UserRecord } from '../repositories/user-repository';
import { bumpSessionVersion, findUserByEmail } from '../repositories/user-repository';
import { authenticate, registerUser, requestPasswordReset, resetLinkState, resetPassword, sendVerificationEmail, verifyEmail } from '../services/auth-service';
import type { SignInSource } from '../services/login-throttle';
import { admitLoginAttempt, clearLoginLocks, hashCallerOf, holdRefusals, recordLoginSuccess } from '../services/login-throttle';
import { enforceRateLimit } from '../../../auth/rate-limit';
import { redeemSignInLink, sendSignInLink } from '../services/sign-in-link';
import { createKnownDevice } from './known-device';
import { createMfaGate } from './mfa-gate';
import { requireProof } from './proof-gate';
import { withRealWait } from './sign-in-refusal';

export const SIGN_IN_LINK_SENT = 'If an account exists for that email, a sign-in link is on its way. It works once, for 15 minutes.';
/** Every limit here names its real wait ('Please wait 42 minutes and try again.'). */
const REAL_WAIT = { sayHowLong: true };
const SIGN_IN_LINKS_WAITING = 'Sign-in links were sent to this address in the last few minutes: please use the newest one in your inbox.';

export function authRoutes(deps: AppDeps, cookie: SessionCookie, actingCookie: SessionCookie) {
  const { rateLimiter: limiter } = deps;
  const trusted = compileTrustProxy(deps.config.trustProxy);
  // Admins may need a second factor before a password sign-in becomes a session.
  const mfaGate = createMfaGate(deps);
  const knownDevice = createKnownDevice(deps);
  const address = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, trusted);

  async function startSession(c: Parameters<SessionCookie['write']>[0], user: UserRecord): Promise<SessionResponse> {
    const token = await deps.sessions.sign({ userId: user.id, sessionVersion: user.sessionVersion });
    cookie.write(c, token, deps.sessions.ttlSeconds);
    return { userId: user.id };
  }

  /** The end of every sign-in: the session (or an admin's second step), and the browser becomes a known device. */
  const finishSignIn = (c: Context<AppEnv>, user: UserRecord, source: SignInSource) =>
    mfaGate.afterPassword(c, user, async () => {
      const session = await startSession(c, user);
      await knownDevice.remember(c, user.id, source);
      return session;
    });

  /**
   * After an e-mailed link proved the owner (a reset, a sign-in link): the account's pauses and this
   * address's limits end, then the sign-in ends as any other.
   */
  const finishProvenSignIn = async (c: Context<AppEnv>, user: UserRecord, from: string) => {
    await clearLoginLocks(limiter, user.email, from);
    return finishSignIn(c, user, await knownDevice.source(c, from, () => Promise.resolve(user.id)));
  };

  return new Hono<AppEnv>()
    .post('/register', jsonBody(registerBody), async (c) => {
      const account = c.req.valid('json');
      const from = address(c);
      await requireProof(deps, account.proof, await knownDevice.presented(c));
      await enforceRateLimit(limiter, from, RATE_LIMITS.registerPerAddress, REAL_WAIT);
      const user = await registerUser(deps, account);
      const session = await startSession(c, user);
      // The browser that made the account is its first known device.
      await knownDevice.remember(c, user.id, { address: from, deviceId: null });
      return c.json(session, 201);
    })
    .post('/login', jsonBody(loginBody), async (c) => {
      const { email, password, timeZone, proof } = c.req.valid('json');
      const source = await knownDevice.source(c, address(c), async () => (await findUserByEmail(deps.db, email))?.id);
      await requireProof(deps, proof, source.deviceId !== null);
      const user = await holdRefusals(async () => {
        // With no place for this caller in the hash queue, refuse before counting: a flood's
        // refusals then cost no writes.
        const caller = await hashCallerOf(limiter, email, source);
        deps.passwords.refuseIfFull(caller);
        await admitLoginAttempt(limiter, email, source);
        return authenticate(deps, email, password, caller, timeZone);
      }, deps.refusalHoldMs).catch((error: unknown) => {
        throw withRealWait(error);
      });
      await recordLoginSuccess(limiter, email, source);
      return c.json(await finishSignIn(c, user, source));
    })
    .get('/challenge', async (c) => {
      await enforceRateLimit(limiter, address(c), RATE_LIMITS.challengePerAddress, REAL_WAIT);
      const challenge = await deps.proofOfWork.challenge(Math.max(1, deps.hashPressure.level()));
      c.header('Cache-Control', 'no-store');
      return c.json<ChallengeResponse>({ challenge });
    })
    .post('/sign-in-link', jsonBody(signInLinkBody), async (c) => {
      const { email } = c.req.valid('json');
      await enforceRateLimit(limiter, address(c), RATE_LIMITS.signInLinkPerAddress, REAL_WAIT);
      // Counted per e-mail whether or not an account has it, so the refusal tells nothing either.
      const forAccount = await limiter.consume(email, RATE_LIMITS.signInLinkPerAccount);
      if (!forAccount.allowed) throw new AppError('rate_limited', SIGN_IN_LINKS_WAITING, undefined, forAccount.retryAfterSeconds);
      await sendSignInLink(deps, email);
      return c.json<MessageResponse>({ message: SIGN_IN_LINK_SENT }, 202);
    })
    .post('/sign-in-link/redeem', jsonBody(redeemSignInLinkBody), async (c) => {
      const from = address(c);
      await enforceRateLimit(limiter, from, RATE_LIMITS.signInLinkRedeemPerAddress, REAL_WAIT);
      const { token, timeZone } = c.req.valid('json');
      const user = await redeemSignInLink(deps, token, timeZone);
      await audit(deps, user, 'sign_in_link', user);
      return c.json(await finishProvenSignIn(c, user, from));
    })
    .post('/logout', async (c) => {
      // Acting as a user, the one signing out is the admin (the user's own sessions stay).
      const acting = c.get('acting');
      const user = acting?.admin ?? c.get('user');
      if (acting) await audit(deps, acting.admin, 'act_as_end', c.get('user'), { reason: 'logout' });
      if (user?.isAdmin) await endActingSessionsOf(deps, user.id);
      if (user) await bumpSessionVersion(deps.db, user.id, deps.clock().toISOString());
      cookie.clear(c);
      actingCookie.clear(c);
      return c.json<MessageResponse>({ message: 'Logged out' });
    })
    .get('/verify/:token', async (c) => {
      // A HEAD (link previews, mail scanners) must not use the link up: only a GET follows it.
      if (c.req.method === 'HEAD') return c.body(null, 200);
      const outcome = await verifyEmail(deps, c.req.param('token'));
      return c.redirect(outcome === 'verified' ? '/?verified' : '/?verifyExpired', 302);
    })
    .post('/resend', async (c) => {
      const user = signedInUser(c);
      if (user.isVerified) throw new AppError('conflict', 'Your email is already verified.');
      await enforceRateLimit(limiter, address(c), RATE_LIMITS.resendPerAddress, REAL_WAIT);
      await enforceRateLimit(limiter, user.id, RATE_LIMITS.resendPerAccount, REAL_WAIT);
      await sendVerificationEmail(deps, user);
      return c.json<ResendResponse>({ message: 'Verification email sent', email: user.email });
    })
    .post('/request-reset', jsonBody(requestResetBody), async (c) => {
      const { email } = c.req.valid('json');
      await enforceRateLimit(limiter, address(c), RATE_LIMITS.requestResetPerAddress, REAL_WAIT);
      await enforceRateLimit(limiter, email, RATE_LIMITS.requestResetPerAccount, REAL_WAIT);
      await requestPasswordReset(deps, email);
      return c.json<MessageResponse>({ message: 'If an account exists for that email, a password reset link is on its way.' });
    })
    .post('/reset/status', jsonBody(resetStatusBody), async (c) => {
      // Counted with the resets: wrong links are limited per address either way.
      await enforceRateLimit(limiter, address(c), RATE_LIMITS.resetPerAddress, REAL_WAIT);
      return c.json<ResetStatusResponse>({ state: await resetLinkState(deps, c.req.valid('json').token) });
    })
    .post('/reset', jsonBody(resetBody), async (c) => {
      const from = address(c);
      await enforceRateLimit(limiter, from, RATE_LIMITS.resetPerAddress, REAL_WAIT);
      const { token, password } = c.req.valid('json');
      const user = await resetPassword(deps, token, password);
      return c.json(await finishProvenSignIn(c, user, from));
    });
}
