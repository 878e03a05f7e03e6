import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/**
 * The pending-MFA cookie: HttpOnly, SameSite=Strict, sent only to /api/auth/mfa (and Secure with
 * the __Secure- prefix over https). It carries a signed token that only the MFA routes accept.
 */
export interface MfaPendingCookie {
  read(c: Context): string | undefined;
  write(c: Context, token: string, maxAgeSeconds: number): void;
  clear(c: Context): void;
}

export const MFA_COOKIE_PATH = '/api/auth/mfa';

export function createMfaPendingCookie(options: { secure: boolean }): MfaPendingCookie {
  const name = options.secure ? '__Secure-mfa-pending' : 'mfa-pending';
  const attributes = { path: MFA_COOKIE_PATH, httpOnly: true, sameSite: 'Strict', secure: options.secure } as const;
  return {
    read: (c) => getCookie(c, name),
    write: (c, token, maxAgeSeconds) => setCookie(c, name, token, { ...attributes, maxAge: maxAgeSeconds }),
    clear: (c) => {
      if (getCookie(c, name) !== undefined) deleteCookie(c, name, attributes);
    },
  };
}
