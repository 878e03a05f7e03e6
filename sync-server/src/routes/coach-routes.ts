import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { CoachDto } from '../contract/coach-dto';
import type { AppEnv } from '../http/app-env';
import { listActiveCoaches } from '../repositories/coach-repository';

/** GET /api/coaches: the coaches a client can choose from, without their contact details or calendars. */
export function coachRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) =>
    c.json<CoachDto[]>((await listActiveCoaches(deps.db)).map((coach) => ({ _id: coach.id, name: coach.name, credential: coach.credential, photo: coach.photoUrl }))),
  );
}
