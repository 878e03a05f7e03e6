import type { MiddlewareHandler } from 'hono';
import { isLoopbackHost } from '../env';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import { hasProxyHeaders, socketAddress } from './client-address';

/**
 * The demo outbox holds everyone's reset and verification links, so even in demo mode it answers
 * only an admin session or a request from this machine itself (a loopback socket with no proxy
 * headers: a reverse proxy on the same machine would otherwise make every visitor look local).
 * Anyone else gets the same 404 as when the outbox does not exist.
 */
export function outboxAccess(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const admin = c.get('user')?.isAdmin === true;
    const local = isLoopbackHost(socketAddress(c)) && !hasProxyHeaders(c);
    if (!admin && !local) throw new AppError('not_found', 'Not found.');
    await next();
  };
}
