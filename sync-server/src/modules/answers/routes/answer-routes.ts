import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { AnswerSaveResponse, AnswersResponse } from '../contract/answer-dto';
import { answersPostSchema, answersQuery, isBatchBody } from '../contract/answer-schemas';
import type { AppEnv } from '../../../http/app-env';
import { signedInUser } from '../../../http/signed-in-user';
import { jsonBodyOf, queryOf } from '../../../http/validate';
import { readAnswers, saveAnswers } from '../services/answer-service';
import type { LoginMyerResponse } from '../../provider/contract/phone-schemas';
import { userIdQuery } from '../../provider/contract/phone-schemas';
import { issueProviderLogin } from '../../provider/services/provider-login';
import { syncBeforeFinish } from '../../provider/services/provider-finish';

/**
 * POST /api/answers (batch or whole-answers form), GET /api/answers?userId&assessmentId, and
 * POST /api/answers/login-myer?userId (the hand-off to the MBTI/SII provider).
 */
export function answerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', jsonBodyOf(answersPostSchema), async (c) => {
      const body = c.req.valid('json');
      // A user taken from memory (http/load-session.ts) is checked by the batch's write; a finish
      // or the whole-answers form reads the user first.
      const sessionCheck = c.get('sessionCheck') ?? undefined;
      const readFirst = sessionCheck !== undefined && (!isBatchBody(body) || body.finish !== undefined);
      const user = readFirst ? await sessionCheck.read() : signedInUser(c);
      // Finishing the Myers-Briggs step: fetch the provider's results first if they are not in yet.
      await syncBeforeFinish(deps, user, body);
      return c.json<AnswerSaveResponse>(await saveAnswers(deps, user, body, readFirst ? undefined : sessionCheck));
    })
    .post('/login-myer', queryOf(userIdQuery), async (c) =>
      c.json<LoginMyerResponse>(await issueProviderLogin(deps, signedInUser(c), c.req.valid('query').userId)),
    )
    .get('/', queryOf(answersQuery), async (c) => c.json<AnswersResponse>(await readAnswers(deps, signedInUser(c), c.req.valid('query'))));
}
