import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { CoachDto } from '../contract/coach-dto';
import type { AppEnv } from '../../../http/app-env';
import type { CoachRecord } from '../repositories/coach-repository';
import { findActiveCoach, listActiveCoaches } from '../repositories/coach-repository';
import type { SlotsResponse } from '../contract/schedule-schemas';
import { slotsQuery } from '../contract/schedule-schemas';
import { paramsOf, queryOf } from '../../../http/validate';
import { slotsOfCoach } from '../services/booking-service';
import { WIDGET_COACH_ONLY_MESSAGE, widgetPageOf } from '../services/coach-widget-page';
import { AppError } from '../../../http/app-error';
import { z } from 'zod';

/**
 * A coach as clients see it. With the scheduling widget configured, also its booking page there
 * (only one on the widget's origin: the app frames and listens to nothing else) and that origin.
 */
function coachDtoOf(coach: CoachRecord, widgetOrigin: string | undefined): CoachDto {
  const dto: CoachDto = { _id: coach.id, name: coach.name, credential: coach.credential, photo: coach.photoUrl };
  if (!widgetOrigin) return dto;
  return { ...dto, widgetUrl: widgetPageOf(coach, widgetOrigin), widgetOrigin };
}

const coachIdParam = z.object({ coachId: z.string().trim().min(1).max(64) });

/**
 * GET /api/coaches: the coaches a client can choose from, without their contact details or
 * calendars; GET /api/coaches/{id}/slots: a coach's free 45-minute starts.
 */
export function coachRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json<CoachDto[]>((await listActiveCoaches(deps.db)).map((coach) => coachDtoOf(coach, deps.scheduling?.widgetOrigin))))
    .get('/:coachId/slots', paramsOf(coachIdParam), queryOf(slotsQuery), async (c) => {
      const { coachId } = c.req.valid('param');
      const coach = await findActiveCoach(deps.db, coachId);
      // The widget's coaches have no built-in times: their calendar lives at the provider.
      if (coach && widgetPageOf(coach, deps.scheduling?.widgetOrigin)) throw new AppError('unprocessable', WIDGET_COACH_ONLY_MESSAGE);
      return c.json<SlotsResponse>(await slotsOfCoach(deps, coachId, c.req.valid('query')));
    });
}
