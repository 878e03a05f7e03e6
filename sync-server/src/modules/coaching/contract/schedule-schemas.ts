import { z } from 'zod';

export const SESSION_TYPES = ['interview', 'results'] as const;
export const FINISH_FIRST_MESSAGE = 'Please finish all assessments before scheduling';
export const SLOT_TAKEN_MESSAGE = 'This time is no longer available. Please choose another time.';

const sessionType = z.enum(SESSION_TYPES, 'type must be interview or results');

/**
 * POST /api/users/schedule with the built-in scheduler: the session type, the coach and a start
 * from GET /api/coaches/{id}/slots.
 */
export const builtInScheduleBody = z.strictObject({
  type: sessionType,
  coachId: z.string().trim().min(1, 'A coach must be chosen first').max(64),
  startTime: z.iso.datetime('startTime must be a date and time'),
});

const providerAddress = (field: string) => z.url({ protocol: /^https?$/, error: `${field} must be the scheduling provider's address` }).max(2000);

/**
 * POST /api/users/schedule in the spec's widget form: what the scheduling widget reported on
 * "event scheduled" (payload.event.uri, payload.invitee.uri). The server confirms it with the
 * provider's API before storing anything; accepted only when a provider is configured.
 */
export const widgetScheduleBody = z.strictObject({
  type: sessionType,
  eventUrl: providerAddress('eventUrl'),
  inviteeUrl: providerAddress('inviteeUrl'),
});

export type BuiltInScheduleBody = z.infer<typeof builtInScheduleBody>;
export type WidgetScheduleBody = z.infer<typeof widgetScheduleBody>;
export type ScheduleBody = BuiltInScheduleBody | WidgetScheduleBody;

export const isWidgetScheduleBody = (body: ScheduleBody): body is WidgetScheduleBody => 'eventUrl' in body;

const namesWidgetFields = (value: unknown) => typeof value === 'object' && value !== null && ('eventUrl' in value || 'inviteeUrl' in value);

/**
 * Either form (a union of the two): a body naming eventUrl or inviteeUrl is read as the widget
 * form, any other as the built-in one, so an error names the fields of the form that was sent.
 */
export const scheduleBody = z.unknown().transform((value, ctx): ScheduleBody => {
  const result = (namesWidgetFields(value) ? widgetScheduleBody : builtInScheduleBody).safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue });
  return z.NEVER;
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
