import { z } from 'zod';
import { TIME_ZONE_MAX_LENGTH, TIME_ZONE_MESSAGE, canonicalTimeZone, isIanaTimeZone } from '../../../contract/booking-time';

/**
 * The account's time zone, the clock booking times are written on (the app, the e-mails, the
 * .ics). Browser-safe: the PWA's sign-up, sign-in and /profile send these.
 */

/**
 * The browser's IANA zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`), optional in the
 * sign-up and sign-in bodies. A value the server does not know is left out, never refused: an odd
 * browser must not stop anyone signing in.
 */
export const browserTimeZoneField = z
  .string()
  .optional()
  .catch(undefined)
  .transform((zone) => (isIanaTimeZone(zone) ? canonicalTimeZone(zone) : undefined));

/** PUT /api/users/current/time-zone: the zone chosen on /profile (sign-ins keep it from then on). */
export const timeZoneBody = z.strictObject({
  timeZone: z
    .string({ error: (issue) => (issue.input === undefined ? 'Time zone field is required' : TIME_ZONE_MESSAGE) })
    .trim()
    .min(1, 'Time zone field is required')
    .max(TIME_ZONE_MAX_LENGTH, TIME_ZONE_MESSAGE)
    .refine(isIanaTimeZone, TIME_ZONE_MESSAGE)
    .transform(canonicalTimeZone),
});
export type TimeZoneBody = z.input<typeof timeZoneBody>;

/** What PUT /api/users/current/time-zone answers: the zone as stored. */
export interface TimeZoneResponse {
  timeZone: string;
}
