import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/**
 * An HttpOnly, SameSite=Strict cookie sent only under one path (and Secure with the __Secure-
 * prefix over https): the sign-in cookies that are not the session.
 */
export interface ScopedCookie {
  read(c: Context): string | undefined;
  write(c: Context, token: string, maxAgeSeconds: number): void;
  clear(c: Context): void;
}

export function createScopedCookie(options: { name: string; path: string; secure: boolean }): ScopedCookie {
  const name = options.secure ? `__Secure-${options.name}` : options.name;
  const attributes = { path: options.path, httpOnly: true, sameSite: 'Strict', secure: options.secure } as const;
  return {
    read: (c) => getCookie(c, name),
    write: (c, token, maxAgeSeconds) => setCookie(c, name, token, { ...attributes, maxAge: maxAgeSeconds }),
    clear: (c) => {
      if (getCookie(c, name) !== undefined) deleteCookie(c, name, attributes);
    },
  };
}
