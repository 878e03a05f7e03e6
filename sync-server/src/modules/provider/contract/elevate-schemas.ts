import { z } from 'zod';
import { SYNC_MODES } from './elevate-dto';

export const DATE_FORMAT_MESSAGE = 'Dates must be in MM-DD-YYYY format';
export const DEFAULT_DAYS_BACK = 5;

/** MM-DD-YYYY, a real calendar day. */
const usDate = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/, DATE_FORMAT_MESSAGE)
  .refine((value) => {
    const [month, day, year] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, DATE_FORMAT_MESSAGE);

/** A number, or its digits as text (older clients sent the form's text). */
const daysBack = z
  .union([z.number(), z.string().regex(/^\d{1,4}$/, 'Days back must be a whole number').transform(Number)])
  .pipe(z.number().int('Days back must be a whole number').min(1, 'Days back must be at least 1').max(365, 'Days back must be at most 365'));

/**
 * POST /api/external/elevate (spec: userId, email, skipGenerate, daysBack, startDate, endDate,
 * gender; plus the mode). An empty e-mail or date counts as not given.
 */
export const syncRequestBody = z
  .strictObject({
    userId: z.string().trim().min(1, 'userId is required').max(64),
    email: z.union([z.literal(''), z.email('Email is invalid').max(254)]).optional(),
    skipGenerate: z.boolean().optional(),
    daysBack: daysBack.optional(),
    startDate: z.union([z.literal(''), usDate]).optional(),
    endDate: z.union([z.literal(''), usDate]).optional(),
    gender: z.union([z.enum(['m', 'f', 'other']), z.literal(1), z.literal('1')]).optional(),
    mode: z.enum(SYNC_MODES).optional(),
  })
  .superRefine((body, ctx) => {
    const mode = body.mode ?? (body.startDate && body.endDate ? 'date-range' : 'days-back');
    if (mode !== 'date-range') return;
    if (!body.startDate) ctx.addIssue({ code: 'custom', path: ['startDate'], message: DATE_FORMAT_MESSAGE });
    if (!body.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: DATE_FORMAT_MESSAGE });
    if (body.startDate && body.endDate && toIsoDay(body.startDate) > toIsoDay(body.endDate)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date must not be before the start date' });
    }
  });
export type SyncRequestInput = z.infer<typeof syncRequestBody>;

/** MM-DD-YYYY to YYYY-MM-DD. */
export function toIsoDay(usDay: string): string {
  const [month, day, year] = usDay.split('-');
  return `${year}-${month}-${day}`;
}

export const syncIdParam = z.object({ syncId: z.uuid('Unknown sync') });
