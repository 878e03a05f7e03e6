import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { PhoneMessageResponse } from '../contract/phone-schemas';
import { verifyNumberBody, verifyOtpBody } from '../contract/phone-schemas';
import type { AppEnv } from '../../../http/app-env';
import { clientAddress, compileTrustProxy } from '../../../http/client-address';
import { signedInUser } from '../../../http/signed-in-user';
import { jsonBody } from '../../../http/validate';
import { PHONE_MESSAGES, requireSelf, sendPhoneCode, verifyPhoneCode } from '../services/phone-verification';

/** POST /api/auth/verify-number and /api/auth/verify-otp (spec section 7), for the signed-in client. */
export function phoneRoutes(deps: AppDeps) {
  const trusted = compileTrustProxy(deps.config.trustProxy);
  return new Hono<AppEnv>()
    .post('/verify-number', jsonBody(verifyNumberBody), async (c) => {
      const user = signedInUser(c);
      const { phoneNumber, userId } = c.req.valid('json');
      requireSelf(user, userId);
      await sendPhoneCode(deps, user, phoneNumber, clientAddress(c, trusted));
      return c.json<PhoneMessageResponse>({ message: PHONE_MESSAGES.sent });
    })
    .post('/verify-otp', jsonBody(verifyOtpBody), async (c) => {
      const user = signedInUser(c);
      const { otp, userId } = c.req.valid('json');
      requireSelf(user, userId);
      await verifyPhoneCode(deps, user, otp, clientAddress(c, trusted));
      return c.json<PhoneMessageResponse>({ message: PHONE_MESSAGES.matched });
    });
}
