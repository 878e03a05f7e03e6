import type { ScopedCookie } from './scoped-cookie';
import { createScopedCookie } from './scoped-cookie';

/** The pending-MFA cookie: sent only to /api/auth/mfa; it carries a signed token that only the MFA routes accept. */
export type MfaPendingCookie = ScopedCookie;

export const MFA_COOKIE_PATH = '/api/auth/mfa';

export function createMfaPendingCookie(options: { secure: boolean }): MfaPendingCookie {
  return createScopedCookie({ name: 'mfa-pending', path: MFA_COOKIE_PATH, secure: options.secure });
}
