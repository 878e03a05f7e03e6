import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/** The session cookie: HttpOnly, SameSite=Lax, and Secure with the __Host- prefix over https. */
export interface SessionCookie {
  read(c: Context): string | undefined;
  write(c: Context, token: string, maxAgeSeconds: number): void;
  clear(c: Context): void;
}

export function createSessionCookie(options: { secure: boolean }): SessionCookie {
  return createHostCookie('session', options);
}

/** The cookie of an admin acting as a user (see auth/acting-token.ts): same attributes as the session's. */
export function createActingCookie(options: { secure: boolean }): SessionCookie {
  return createHostCookie('acting', options);
}

function createHostCookie(baseName: string, options: { secure: boolean }): SessionCookie {
  const name = options.secure ? `__Host-${baseName}` : baseName;
  const attributes = { path: '/', httpOnly: true, sameSite: 'Lax', secure: options.secure } as const;
  return {
    read: (c) => getCookie(c, name),
    write: (c, token, maxAgeSeconds) => setCookie(c, name, token, { ...attributes, maxAge: maxAgeSeconds }),
    clear: (c) => deleteCookie(c, name, attributes),
  };
}
