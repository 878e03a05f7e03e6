import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { CareerIdeasDto } from '../contract/career-idea-dto';
import { careerIdeasQuery, careerUserParam } from '../contract/career-idea-schemas';
import type { AppEnv } from '../../../http/app-env';
import { signedInUser } from '../../../http/signed-in-user';
import { paramsOf, queryOf } from '../../../http/validate';
import { audit } from '../../admin/services/audit';
import { careerIdeasFor } from '../services/career-ideas';
import { careerRecordIndexOf } from '../services/career-record-index';
import { careerClient } from '../services/career-record-service';

/** GET /api/users/{id}/career-ideas (admins, route policy): a client's career ideas by fit, paged, its reasons in the third person. */
export function careerIdeaRoutes(deps: AppDeps) {
  const index = careerRecordIndexOf(deps.db);
  return new Hono<AppEnv>().get('/:id/career-ideas', paramsOf(careerUserParam), queryOf(careerIdeasQuery), async (c) => {
    const client = await careerClient(deps, c.req.valid('param').id);
    // A counselor reads of the client by name.
    const ideas = await careerIdeasFor(deps, index, client.id, c.req.valid('query'), { kind: 'counselor', name: client.firstName });
    // Ideas are read from the client's results: the log says who looked (the first page of a visit).
    if (c.req.valid('query').page === 1) await audit(deps, signedInUser(c), 'view_career_ideas', client, { total: ideas.total });
    return c.json<CareerIdeasDto>(ideas);
  });
}
