import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { CoachDto } from '../contract/coach-dto';
import type { AppEnv } from '../http/app-env';
import type { CoachRecord } from '../repositories/coach-repository';
import { listActiveCoaches } from '../repositories/coach-repository';
import type { SlotsResponse } from '../contract/schedule-schemas';
import { slotsQuery } from '../contract/schedule-schemas';
import { paramsOf, queryOf } from '../http/validate';
import { slotsOfCoach } from '../services/booking-service';
import { z } from 'zod';

/**
 * A coach as clients see it. With the scheduling widget configured, also its booking page there
 * (only one on the widget's origin: the app frames and listens to nothing else) and that origin.
 */
function coachDtoOf(coach: CoachRecord, widgetOrigin: string | undefined): CoachDto {
  const dto: CoachDto = { _id: coach.id, name: coach.name, credential: coach.credential, photo: coach.photoUrl };
  if (!widgetOrigin) return dto;
  const onWidgetOrigin = coach.schedulingUrl !== null && URL.canParse(coach.schedulingUrl) && new URL(coach.schedulingUrl).origin === widgetOrigin;
  return { ...dto, widgetUrl: onWidgetOrigin ? coach.schedulingUrl : null, widgetOrigin };
}

const coachIdParam = z.object({ coachId: z.string().trim().min(1).max(64) });

/**
 * GET /api/coaches: the coaches a client can choose from, without their contact details or
 * calendars; GET /api/coaches/{id}/slots: a coach's free 45-minute starts.
 */
export function coachRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json<CoachDto[]>((await listActiveCoaches(deps.db)).map((coach) => coachDtoOf(coach, deps.scheduling?.widgetOrigin))))
    .get('/:coachId/slots', paramsOf(coachIdParam), queryOf(slotsQuery), async (c) =>
      c.json<SlotsResponse>(await slotsOfCoach(deps, c.req.valid('param').coachId, c.req.valid('query'))),
    );
}
