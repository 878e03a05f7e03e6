import type { Context } from 'hono';
import proxyAddr from 'proxy-addr';
import type { TrustProxy } from '../env';
import type { AppEnv } from './app-env';

/** A compiled TRUST_PROXY: decides whether a hop (by address and distance) is one of our proxies. */
export type TrustedHop = (address: string, distance: number) => boolean;

export function compileTrustProxy(setting: TrustProxy): TrustedHop {
  if (setting === false) return () => false;
  if ('hops' in setting) return (_address, distance) => distance < setting.hops;
  return proxyAddr.compile(setting.addresses);
}

/** The socket's peer address, as Node reports it. */
export function socketAddress(c: Context<AppEnv>): string {
  return c.env?.incoming?.socket.remoteAddress ?? 'unknown';
}

/**
 * The caller's address for rate limits: the right-most X-Forwarded-For hop that is not one of our
 * own proxies (proxy-addr, as Express does). A caller may prepend any hops it likes to the
 * header, but it cannot remove what our proxies appended, so rotating the header changes nothing.
 */
export function clientAddress(c: Context<AppEnv>, trusted: TrustedHop): string {
  const remoteAddress = socketAddress(c);
  const forwardedFor = c.req.header('X-Forwarded-For');
  if (remoteAddress === 'unknown' || !forwardedFor) return remoteAddress;
  return proxyAddr({ connection: { remoteAddress }, headers: { 'x-forwarded-for': forwardedFor } } as never, trusted);
}

/** True when a request came through a proxy (any forwarding header), which a loopback check must not trust. */
export function hasProxyHeaders(c: Context<AppEnv>): boolean {
  return ['X-Forwarded-For', 'Forwarded', 'X-Real-IP', 'X-Forwarded-Host', 'X-Forwarded-Proto'].some((name) => c.req.header(name) !== undefined);
}
