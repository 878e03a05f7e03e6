import { z } from 'zod';
import { MAX_EVENTS_PER_REQUEST } from './analytics-dto';
import { PLAN_IDS } from './plan-dto';

const planChosen = z.strictObject({
  id: z.uuid({ error: 'id must be a UUID' }),
  name: z.literal('plan_chosen'),
  properties: z.strictObject({ planId: z.enum(PLAN_IDS), signedIn: z.boolean(), upgrade: z.boolean() }),
  occurredAt: z.iso.datetime({ offset: true }),
  anonymousId: z.uuid({ error: 'anonymousId must be a UUID' }),
});

/** POST /api/events: only the client events, each with exactly its own properties. */
export const eventsBody = z.strictObject({
  events: z
    .array(z.discriminatedUnion('name', [planChosen], { error: 'Unknown event' }))
    .min(1, 'At least one event is required')
    .max(MAX_EVENTS_PER_REQUEST, `At most ${MAX_EVENTS_PER_REQUEST} events at once`),
});
