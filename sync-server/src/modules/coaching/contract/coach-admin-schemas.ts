import { z } from 'zod';
import { TIME_ZONE_MESSAGE, isIanaTimeZone } from '../../../contract/booking-time';
import { personNameField } from '../../../contract/person-name';

/**
 * The admin's coach form and the bookings list query, with the messages shown beside each field.
 * Browser-safe: the PWA checks its form with the same schema before sending it.
 */

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** A window must hold at least one session. */
export const MIN_WINDOW_MINUTES = 45;
const URL_MAX = 2000;
const START_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const END_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** Minutes after midnight of an 'HH:mm' time ('24:00' is 1440). */
export function minuteOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** 'HH:mm' of minutes after midnight (1440 is '24:00'). */
export function timeOf(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** An https:// address without a user name or password in it. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password && !/\s/.test(value);
  } catch {
    return false;
  }
}

function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

function httpsUrl(label: string) {
  return requiredText(label, URL_MAX).refine(isHttpsUrl, `${label} must be an https:// address`);
}

/** Empty, null or missing is none (null); anything else must be an https:// address. */
function optionalHttpsUrl(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(URL_MAX, `${label} must be at most ${URL_MAX} characters`)
    .refine((value) => value === '' || isHttpsUrl(value), `${label} must be an https:// address, or empty`)
    .nullable()
    .optional()
    .transform((value) => value || null);
}

const windowSchema = z
  .strictObject({
    weekday: z.number({ error: 'Weekday must be 0 (Sunday) to 6' }).int('Weekday must be 0 (Sunday) to 6').min(0, 'Weekday must be 0 (Sunday) to 6').max(6, 'Weekday must be 0 (Sunday) to 6'),
    start: z.string({ error: 'Start is required' }).regex(START_TIME, 'Start must be a time such as 09:00'),
    end: z.string({ error: 'End is required' }).regex(END_TIME, 'End must be a time such as 17:00'),
  })
  .superRefine((window, ctx) => {
    if (!START_TIME.test(window.start) || !END_TIME.test(window.end)) return;
    const day = WEEKDAY_NAMES[window.weekday] ?? 'A day';
    const length = minuteOf(window.end) - minuteOf(window.start);
    if (length <= 0) ctx.addIssue({ code: 'custom', path: ['end'], message: `${day} ${window.start}-${window.end}: the end must be after the start` });
    else if (length < MIN_WINDOW_MINUTES) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: `${day} ${window.start}-${window.end}: a window must be at least ${MIN_WINDOW_MINUTES} minutes (one session)` });
    }
  });

export type WeeklyWindowInput = z.input<typeof windowSchema>;

/** The windows of a day must not overlap (touching, 09:00-12:00 and 12:00-15:00, is fine). */
const weeklySchema = z
  .array(windowSchema, { error: 'Weekly availability must be a list of windows' })
  .max(100, 'At most 100 windows a week')
  .superRefine((windows, ctx) => {
    const indexed = windows
      .map((window, index) => ({ window, index }))
      .filter(({ window }) => START_TIME.test(window.start) && END_TIME.test(window.end))
      .sort((a, b) => a.window.weekday - b.window.weekday || minuteOf(a.window.start) - minuteOf(b.window.start));
    for (let i = 1; i < indexed.length; i++) {
      const before = indexed[i - 1];
      const current = indexed[i];
      if (!before || !current || before.window.weekday !== current.window.weekday) continue;
      if (minuteOf(current.window.start) < minuteOf(before.window.end)) {
        const day = WEEKDAY_NAMES[current.window.weekday] ?? 'A day';
        ctx.addIssue({
          code: 'custom',
          path: [current.index, 'start'],
          message: `${day} ${current.window.start}-${current.window.end} overlaps ${before.window.start}-${before.window.end}`,
        });
      }
    }
  });

/** POST /api/admin/coaches and PUT /api/admin/coaches/{id}: the whole coach. */
export const coachBody = z.strictObject({
  name: personNameField('Name'),
  credential: requiredText('Credential', 200),
  photoUrl: optionalHttpsUrl('Photo URL'),
  timeZone: requiredText('Time zone', 64).refine(isIanaTimeZone, TIME_ZONE_MESSAGE),
  meetingUrl: httpsUrl('Meeting link'),
  email: requiredText('Email', 254).pipe(z.email('Email is invalid')).transform((email) => email.toLowerCase()),
  schedulingUrl: optionalHttpsUrl('Scheduling URL'),
  active: z.boolean({ error: 'Active must be true or false' }),
  weekly: weeklySchema,
});
export type CoachBody = z.output<typeof coachBody>;
export type CoachBodyInput = z.input<typeof coachBody>;

export const coachIdParam = z.object({ coachId: z.string().trim().min(1).max(64) });

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time` }).transform((value) => new Date(value).toISOString());

/** GET /api/admin/bookings: sessions not over by `from` (now by default), continuing after a cursor. */
export const adminBookingsQuery = z
  .strictObject({
    from: instant('from').optional(),
    afterStart: instant('afterStart').optional(),
    afterId: z.string().min(1).max(64).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(100),
  })
  .refine((query) => !query.afterStart === !query.afterId, { path: ['afterId'], message: 'afterStart and afterId go together' });
