import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { RATE_LIMITS } from '../auth/rate-limit-rules';
import type { MessageResponse, ResendResponse, SessionResponse } from '../contract/auth-schemas';
import { loginBody, registerBody, requestResetBody, resetBody } from '../contract/auth-schemas';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import { clientAddress } from '../http/client-address';
import type { SessionCookie } from '../http/session-cookie';
import { signedInUser } from '../http/signed-in-user';
import { jsonBody } from '../http/validate';
import type { UserRecord } from '../repositories/user-repository';
import { bumpSessionVersion } from '../repositories/user-repository';
import { authenticate, registerUser, requestPasswordReset, resetPassword, sendVerificationEmail, verifyEmail } from '../services/auth-service';
import { enforceRateLimit, refuseIfLimited } from '../services/rate-limit';

export function authRoutes(deps: AppDeps, cookie: SessionCookie) {
  const { rateLimiter: limiter } = deps;
  const address = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, deps.config.trustProxy);

  async function startSession(c: Parameters<SessionCookie['write']>[0], user: UserRecord): Promise<SessionResponse> {
    const token = await deps.sessions.sign({ userId: user.id, sessionVersion: user.sessionVersion });
    cookie.write(c, token, deps.sessions.ttlSeconds);
    return { userId: user.id };
  }

  return new Hono<AppEnv>()
    .post('/register', jsonBody(registerBody), async (c) => {
      enforceRateLimit(limiter, `register:ip:${address(c)}`, RATE_LIMITS.registerPerAddress);
      const user = await registerUser(deps, c.req.valid('json'));
      return c.json(await startSession(c, user), 201);
    })
    .post('/login', jsonBody(loginBody), async (c) => {
      const { email, password } = c.req.valid('json');
      enforceRateLimit(limiter, `login:ip:${address(c)}`, RATE_LIMITS.loginPerAddress);
      const accountKey = `login:account:${email}`;
      refuseIfLimited(limiter, accountKey, RATE_LIMITS.loginFailuresPerAccount);
      try {
        const user = await authenticate(deps, email, password);
        return c.json(await startSession(c, user));
      } catch (error) {
        if (error instanceof AppError && error.code === 'validation') limiter.hit(accountKey, RATE_LIMITS.loginFailuresPerAccount);
        throw error;
      }
    })
    .post('/logout', async (c) => {
      const user = c.get('user');
      if (user) await bumpSessionVersion(deps.db, user.id, deps.clock().toISOString());
      cookie.clear(c);
      return c.json<MessageResponse>({ message: 'Logged out' });
    })
    .get('/verify/:token', async (c) => {
      const outcome = await verifyEmail(deps, c.req.param('token'));
      return c.redirect(outcome === 'verified' ? '/?verified' : '/?verifyExpired', 302);
    })
    .get('/resend', async (c) => {
      const user = signedInUser(c);
      if (user.isVerified) throw new AppError('conflict', 'Your email is already verified.');
      enforceRateLimit(limiter, `resend:ip:${address(c)}`, RATE_LIMITS.resendPerAddress);
      enforceRateLimit(limiter, `resend:account:${user.id}`, RATE_LIMITS.resendPerAccount);
      await sendVerificationEmail(deps, user);
      return c.json<ResendResponse>({ message: 'Verification email sent', email: user.email });
    })
    .post('/request-reset', jsonBody(requestResetBody), async (c) => {
      const { email } = c.req.valid('json');
      enforceRateLimit(limiter, `reset-request:ip:${address(c)}`, RATE_LIMITS.requestResetPerAddress);
      enforceRateLimit(limiter, `reset-request:account:${email}`, RATE_LIMITS.requestResetPerAccount);
      await requestPasswordReset(deps, email);
      return c.json<MessageResponse>({ message: 'If an account exists for that email, a password reset link is on its way.' });
    })
    .post('/reset', jsonBody(resetBody), async (c) => {
      enforceRateLimit(limiter, `reset:ip:${address(c)}`, RATE_LIMITS.resetPerAddress);
      const { token, password } = c.req.valid('json');
      const user = await resetPassword(deps, token, password);
      return c.json(await startSession(c, user));
    });
}
