import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/** The caller's address for rate limiting; X-Forwarded-For only behind a trusted proxy. */
export function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket.remoteAddress ?? 'unknown';
}
