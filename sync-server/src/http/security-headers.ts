import { secureHeaders } from 'hono/secure-headers';

/**
 * Secure headers with a CSP that lets the app register its own service worker and manifest.
 * Forms may post to the app and to the configured provider's login origin; frames may show the
 * app and the configured scheduling widget's origin.
 * Styles allow 'unsafe-inline' because Fluent UI (Griffel) inserts its atomic CSS at run time.
 */
export function securityHeaders(options: { formActionOrigins?: string[]; frameOrigins?: string[] } = {}) {
  return secureHeaders({
    contentSecurityPolicy: {
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
    },
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    referrerPolicy: 'no-referrer',
    crossOriginEmbedderPolicy: false,
    xFrameOptions: 'DENY',
    // A route may set its own value (the embedded checkout's Referrer-Policy); the rest get these.
    overwrite: false,
    // Nothing in the app uses these; a script injected into a page cannot either.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      bluetooth: [],
      midi: [],
      magnetometer: [],
      gyroscope: [],
      accelerometer: [],
      displayCapture: [],
      browsingTopics: [],
    },
  });
}
