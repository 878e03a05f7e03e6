import type { MiddlewareHandler } from 'hono';

/** The Content-Security-Policy directives, in camelCase as Hono's secure-headers named them. */
type Directives = Record<string, readonly string[]>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const policyOf = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [kebab(name), ...sources].join(' '))
    .join('; ');

/** Nothing in the app uses these; a script injected into a page cannot either. */
const NO_PERMISSIONS = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'bluetooth', 'midi', 'magnetometer', 'gyroscope', 'accelerometer', 'display-capture', 'browsing-topics'];

/**
 * The headers every response carries. Forms may post to the app and to the configured
 * provider's login origin; frames may show the app and the configured scheduling widget's
 * origin. Styles allow 'unsafe-inline' because Fluent UI (Griffel) inserts its atomic CSS at run
 * time. Referrer-Policy is the one header a route may set itself (the embedded checkout's).
 */
export function securityHeaderList(options: { formActionOrigins?: string[]; frameOrigins?: string[] } = {}): [string, string][] {
  const csp: Directives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // The MBTI/SII provider's login page receives the hidden hand-off form.
    formAction: ["'self'", ...(options.formActionOrigins ?? [])],
    // The coach scheduling widget (Calendly-style) is an iframe of its origin.
    ...(options.frameOrigins?.length ? { frameSrc: ["'self'", ...options.frameOrigins] } : {}),
    frameAncestors: ["'none'"],
  };
  return [
    ['Content-Security-Policy', policyOf(csp)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Permissions-Policy', NO_PERMISSIONS.map((feature) => `${feature}=()`).join(', ')],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/**
 * Sets the security headers on every response (securityHeaderList), and Referrer-Policy:
 * no-referrer unless the route set its own. Hono's secure-headers middleware did the same with a
 * check and a set per header and a delete: on the answer path that was a tenth of the server's
 * own work per request.
 */
export function securityHeaders(options: { formActionOrigins?: string[]; frameOrigins?: string[] } = {}): MiddlewareHandler {
  const list = securityHeaderList(options);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of list) headers.set(name, value);
    if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'no-referrer');
  };
}
