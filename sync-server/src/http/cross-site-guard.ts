import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isOwnOrigin(origin: string, publicOrigin: string, host: string | undefined): boolean {
  if (origin === publicOrigin) return true;
  try {
    // The Host a browser sends is the address it is on; a page of another site cannot change it.
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false; // "null" (sandboxed frames, some redirects) and anything unparsable
  }
}

/**
 * Refuses state-changing requests that a browser made for another site: a foreign Origin or
 * Sec-Fetch-Site: cross-site means a page elsewhere is using the visitor's cookie. Requests
 * without either header (curl, server-to-server) are not from a browser page and pass. Exempt
 * paths carry their own proof instead of a cookie (the provider simulator's login: a one-time token).
 */
export function crossSiteGuard(publicUrl: string, options: { exemptPaths?: string[] } = {}): MiddlewareHandler<AppEnv> {
  const publicOrigin = new URL(publicUrl).origin;
  const exempt = new Set(options.exemptPaths ?? []);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !exempt.has(c.req.path)) {
      const origin = c.req.header('Origin');
      const crossSite = c.req.header('Sec-Fetch-Site') === 'cross-site';
      if (crossSite || (origin !== undefined && !isOwnOrigin(origin, publicOrigin, c.req.header('Host')))) {
        throw new AppError('forbidden', 'This request came from another site and was refused.');
      }
    }
    await next();
  };
}
