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
 * without either header (curl, server-to-server) are not from a browser page and pass. On
 * `nullOriginPaths` (the provider simulator's login, posted by the app's hidden form) an
 * `Origin: null` passes when Sec-Fetch-Site does not say cross-site.
 */
export function crossSiteGuard(publicUrl: string, options: { nullOriginPaths?: string[] } = {}): MiddlewareHandler<AppEnv> {
  const publicOrigin = new URL(publicUrl).origin;
  const nullAllowed = new Set(options.nullOriginPaths ?? []);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const header = c.req.header('Origin');
      // `Origin: null` is what the app's own no-referrer page sends with a form; where allowed,
      // the request is judged by Sec-Fetch-Site alone.
      const origin = header === 'null' && nullAllowed.has(c.req.path) ? undefined : header;
      const crossSite = c.req.header('Sec-Fetch-Site') === 'cross-site';
      if (crossSite || (origin !== undefined && !isOwnOrigin(origin, publicOrigin, c.req.header('Host')))) {
        throw new AppError('forbidden', 'This request came from another site and was refused.');
      }
    }
    await next();
  };
}
