import type { Context } from 'hono';
import type { AppDeps } from '../../../app-deps';
import { createDeviceCookie } from '../../../http/device-cookie';
import type { SignInSource } from '../services/login-throttle';

/**
 * The known-device cookie at sign-in: which of an account's known devices (if any) the browser
 * presents, and a new one for a browser that has just signed in fully (password, and the second
 * factor where it is asked). A browser keeps one, for the last account that signed in on it.
 */
export function createKnownDevice(deps: AppDeps) {
  const cookie = createDeviceCookie({ secure: deps.config.publicUrl.startsWith('https://') });
  return {
    /** Where a sign-in comes from: the address, and the device id when the cookie is this account's. */
    async source(c: Context, address: string, userId: () => Promise<string | undefined>): Promise<SignInSource> {
      const token = cookie.read(c);
      const claims = token ? await deps.devices.verify(token) : null;
      if (!claims) return { address, deviceId: null };
      return { address, deviceId: claims.userId === (await userId()) ? claims.deviceId : null };
    },
    /** Whether the browser holds a valid known-device token (of any account): a browser the server knows. */
    async presented(c: Context): Promise<boolean> {
      const token = cookie.read(c);
      return token ? (await deps.devices.verify(token)) !== null : false;
    },
    /** After a complete sign-in: keeps the browser's device for this account, or gives it a new one. */
    async remember(c: Context, userId: string, source: SignInSource): Promise<void> {
      if (source.deviceId) return;
      cookie.write(c, await deps.devices.sign(userId), deps.devices.ttlSeconds);
    },
  };
}
