import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { AnswerSaveResponse, AnswersResponse } from '../contract/answer-dto';
import { answersPostBody, answersQuery } from '../contract/answer-schemas';
import type { AppEnv } from '../http/app-env';
import { signedInUser } from '../http/signed-in-user';
import { jsonBody, queryOf } from '../http/validate';
import { readAnswers, saveAnswers } from '../services/answer-service';

/** POST /api/answers (batch or whole-answers form) and GET /api/answers?userId&assessmentId. */
export function answerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', jsonBody(answersPostBody), async (c) =>
      c.json<AnswerSaveResponse>(await saveAnswers(deps, signedInUser(c), c.req.valid('json'))),
    )
    .get('/', queryOf(answersQuery), async (c) => c.json<AnswersResponse>(await readAnswers(deps, signedInUser(c), c.req.valid('query'))));
}
