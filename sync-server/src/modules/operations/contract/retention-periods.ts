/**
 * Retention periods that the privacy notice (pwa/src/features/public-pages/privacy-page.tsx)
 * states, shared with the server code that applies them. Browser-safe: constants only.
 */

/** Sent and failed e-mails (which still name their recipient) are kept this long, for support questions. */
export const SETTLED_EMAIL_RETENTION_DAYS = 30;

/** ANALYTICS_RETENTION_DAYS when it is not set (sync-server/src/env.ts; checked by retention-periods.test.ts). */
export const DEFAULT_ANALYTICS_RETENTION_DAYS = 395;

/** Messages sent through the contact form are kept this long after they arrive (a visitor who did not become a client). */
export const CONTACT_RETENTION_DAYS = 365;
