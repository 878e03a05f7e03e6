import { z } from 'zod';

export const SESSION_TYPES = ['interview', 'results'] as const;
export const FINISH_FIRST_MESSAGE = 'Please finish all assessments before scheduling';
export const SLOT_TAKEN_MESSAGE = 'This time is no longer available. Please choose another time.';

/**
 * POST /api/users/schedule with the built-in scheduler: the session type, the coach and a start
 * from GET /api/coaches/{id}/slots. (The spec's widget form, {type, eventUrl, inviteeUrl}, comes
 * with the scheduling provider's adapter.)
 */
export const scheduleBody = z.strictObject({
  type: z.enum(SESSION_TYPES, 'type must be interview or results'),
  coachId: z.string().trim().min(1, 'A coach must be chosen first').max(64),
  startTime: z.iso.datetime('startTime must be a date and time'),
});

export const sessionTypeParam = z.object({ type: z.enum(SESSION_TYPES, 'type must be interview or results') });

export const slotsQuery = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  days: z.coerce.number().int().min(1).max(60).optional(),
});

/** The spec's answer: {success, type, eventId, userId, startTime}. */
export interface ScheduleResponse {
  success: true;
  type: (typeof SESSION_TYPES)[number];
  eventId: string;
  userId: string;
  startTime: string;
}

/** GET /api/coaches/{id}/slots: free 45-minute starts (UTC ISO), and the coach's zone. */
export interface SlotsResponse {
  coachId: string;
  coachTimeZone: string;
  slots: string[];
}
