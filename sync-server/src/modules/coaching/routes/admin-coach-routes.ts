import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { AdminBookingPageDto, AdminCoachDto } from '../contract/coach-admin-dto';
import { adminBookingsQuery, coachBody, coachIdParam } from '../contract/coach-admin-schemas';
import type { AppEnv } from '../../../http/app-env';
import { signedInUser } from '../../../http/signed-in-user';
import { jsonBody, paramsOf, queryOf } from '../../../http/validate';
import { listUpcomingBookings } from '../repositories/booking-repository';
import { listAllCoaches } from '../repositories/coach-repository';
import { addCoach, toAdminCoachDto, updateCoachDetails } from '../services/coach-admin-service';

/**
 * Under /api/admin (admins only, route policy): the coaches with every detail, adding and changing
 * them (audited), and every upcoming live session.
 */
export function adminCoachRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/coaches', async (c) => c.json<AdminCoachDto[]>((await listAllCoaches(deps.db)).map(toAdminCoachDto)))
    .post('/coaches', jsonBody(coachBody), async (c) => c.json<AdminCoachDto>(await addCoach(deps, signedInUser(c), c.req.valid('json')), 201))
    .put('/coaches/:coachId', paramsOf(coachIdParam), jsonBody(coachBody), async (c) =>
      c.json<AdminCoachDto>(await updateCoachDetails(deps, signedInUser(c), c.req.valid('param').coachId, c.req.valid('json'))),
    )
    .get('/bookings', queryOf(adminBookingsQuery), async (c) => {
      const { from, afterStart, afterId, limit } = c.req.valid('query');
      const page = await listUpcomingBookings(deps.db, {
        from: from ?? deps.clock().toISOString(),
        after: afterStart && afterId ? { startAt: afterStart, id: afterId } : undefined,
        limit,
      });
      const last = page.rows.at(-1);
      return c.json<AdminBookingPageDto>({
        bookings: page.rows.map((row) => ({
          _id: row.id,
          startAt: row.startAt,
          endAt: row.endAt,
          type: row.type,
          client: { _id: row.client.id, firstName: row.client.firstName, lastName: row.client.lastName, email: row.client.email },
          coach: { _id: row.coach.id, name: row.coach.name },
        })),
        next: page.more && last ? { afterStart: last.startAt, afterId: last.id } : null,
      });
    });
}
