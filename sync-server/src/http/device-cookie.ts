import type { ScopedCookie } from './scoped-cookie';
import { createScopedCookie } from './scoped-cookie';

/** The known-device cookie (auth/device-token.ts): sent only to the sign-in routes under /api/auth. */
export type DeviceCookie = ScopedCookie;

export function createDeviceCookie(options: { secure: boolean }): DeviceCookie {
  return createScopedCookie({ name: 'device', path: '/api/auth', secure: options.secure });
}
