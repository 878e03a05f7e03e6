import type { MiddlewareHandler } from 'hono';
import { isLoopbackHost } from '../env';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

export const MISDIRECTED_MESSAGE = 'This server does not answer for that address.';

/** Probes name the machine by its address (a load balancer's, an orchestrator's): they reach these. */
const OPEN_TO_ANY_HOST = new Set(['/api/health', '/api/health/ready']);

/**
 * Refuses (421) a request whose Host is neither PUBLIC_URL's host name, the address the server
 * listens on (HOST, when it is one), nor a loopback name. A page
 * on another site whose name was made to resolve to this machine (DNS rebinding) then reaches
 * nothing, the loopback-only outbox included: its requests carry that site's name. Behind a
 * reverse proxy the proxy passes the public name (or its own loopback upstream). Ports are not
 * compared: a proxy may add or drop them. A name with a trailing dot (`career.example.`,
 * `localhost.`) is the same name written fully qualified: the same host. A missing Host (HTTP/1.0,
 * in-process tests) falls back to the request URL's. The health checks answer any name: they hold
 * nothing a rebound page could use.
 */
export function hostCheck(publicUrl: string, listenHost: string): MiddlewareHandler<AppEnv> {
  const allowed = new Set([withoutTrailingDot(new URL(publicUrl).hostname.toLowerCase()), hostnameOf(listenHost.includes(':') ? `[${listenHost}]` : listenHost)]);
  return async (c, next) => {
    if (OPEN_TO_ANY_HOST.has(c.req.path) && (c.req.method === 'GET' || c.req.method === 'HEAD')) return next();
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    const hostname = hostnameOf(host);
    if (hostname === undefined) throw new AppError('bad_request', 'The request is malformed.');
    if (!allowed.has(hostname) && !isLoopbackHost(hostname)) throw new AppError('misdirected', MISDIRECTED_MESSAGE);
    await next();
  };
}

/** The host name of a Host header (lower-cased, IPv6 in brackets, no trailing dot), or undefined when it is not one. */
function hostnameOf(host: string): string | undefined {
  if (!host || /[\s/?#@\\]/.test(host)) return undefined;
  try {
    return withoutTrailingDot(new URL(`http://${host}`).hostname.toLowerCase());
  } catch {
    return undefined;
  }
}

/** `career.example.` is `career.example` fully qualified (the DNS root's dot): one dot only, so `career.example..` stays another name. */
function withoutTrailingDot(hostname: string): string {
  return hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
}
