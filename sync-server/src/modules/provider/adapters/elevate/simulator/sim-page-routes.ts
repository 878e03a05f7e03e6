import type { Context } from 'hono';
import { Hono } from 'hono';
import { hashOneTimeToken } from '../../../../../auth/one-time-token';
import type { AppEnv } from '../../../../../http/app-env';
import { providerGender } from '../elevate-api';
import { scoreSimMbti } from './score-sim-mbti';
import { scoreSimSii } from './score-sim-sii';
import { readSimAnswers } from './sim-answers';
import type { ElevateSimulatorDeps } from './sim-deps';
import { simHubPage, simMessagePage } from './sim-pages';
import { SIM_TESTS_PATH, safeSimResource } from './sim-paths';
import { simQuestionnairePage } from './sim-questionnaire-page';
import type { SimQuestionnaire } from './sim-questionnaires';
import { SIM_QUESTIONNAIRES } from './sim-questionnaires';
import type { SimGrant } from './sim-repository';
import { consumeSimToken, findSimToken, findSimUser, insertSimAssessment, listSimAssessmentsOfUser } from './sim-repository';
import { currentSimSession, startSimSession } from './sim-session';

const AGAIN = "Please go back to Career Assessment and choose 'Go to Myers Briggs' again.";
const LINK_EXPIRED = `This sign-in link has expired or was already used. ${AGAIN}`;
const LINK_INVALID = `This sign-in link is not valid. ${AGAIN}`;
const SESSION_EXPIRED = `Your visit to the assessment provider has expired. ${AGAIN}`;

const backTo = (href: string) => ({ href, label: 'Back to Career Assessment' });
const formText = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value : '');
const testPath = (questionnaire: SimQuestionnaire) => `${SIM_TESTS_PATH}/${questionnaire.slug}`;

/** The browser side: the login hand-off, the hub and the two questionnaires. */
export function simPageRoutes(deps: ElevateSimulatorDeps) {
  const sessionExpired = (c: Context) => c.html(simMessagePage('Please sign in again', SESSION_EXPIRED, backTo('/')), 401);
  const notFound = (c: Context) => c.html(simMessagePage('Page not found', 'This page does not exist.', { href: SIM_TESTS_PATH, label: 'Your questionnaires' }), 404);

  /** The questionnaire of the path and the visitor's session, or the page that says why not. */
  async function open(c: Context): Promise<{ questionnaire: SimQuestionnaire; grant: SimGrant } | Response> {
    const grant = await currentSimSession(c, deps);
    if (!grant) return sessionExpired(c);
    const questionnaire = SIM_QUESTIONNAIRES.find((q) => q.slug === c.req.param('slug'));
    return questionnaire ? { questionnaire, grant } : notFound(c);
  }

  return new Hono<AppEnv>()
    .post('/login', async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const token = formText(form.bearer_token, 200);
      const hash = token ? hashOneTimeToken(token) : '';
      const grant = token ? await findSimToken(deps.db, hash) : undefined;
      if (!grant) return c.html(simMessagePage('Sign-in link expired', LINK_EXPIRED, backTo('/')), 401);
      // The token is bound to its return address: never send the browser anywhere else.
      if (formText(form.returnUrl, 500) !== grant.returnUrl) {
        deps.logger.warn({ simUserId: grant.simUserId }, 'elevate simulator: login with a return address other than the bound one refused');
        return c.html(simMessagePage('Sign-in link not valid', LINK_INVALID, backTo(grant.returnUrl)), 400);
      }
      if (!(await consumeSimToken(deps.db, hash, deps.clock().toISOString()))) {
        return c.html(simMessagePage('Sign-in link expired', LINK_EXPIRED, backTo(grant.returnUrl)), 401);
      }
      await startSimSession(c, deps, grant);
      return c.redirect(safeSimResource(form.resource_url), 303);
    })
    .get('/tests', async (c) => {
      const grant = await currentSimSession(c, deps);
      const user = grant && (await findSimUser(deps.db, grant.simUserId));
      if (!grant || !user) return sessionExpired(c);
      const taken = await listSimAssessmentsOfUser(deps.db, user.id);
      const tests = SIM_QUESTIONNAIRES.map((q) => ({
        title: q.title,
        href: testPath(q),
        completedAt: taken.find((a) => a.type === q.type)?.completedAt ?? null,
      }));
      return c.html(simHubPage({ name: `${user.firstName} ${user.lastName}`.trim(), tests, returnUrl: grant.returnUrl }));
    })
    .get('/tests/:slug', async (c) => {
      const opened = await open(c);
      if (opened instanceof Response) return opened;
      return c.html(simQuestionnairePage(opened.questionnaire, testPath(opened.questionnaire), SIM_TESTS_PATH));
    })
    .post('/tests/:slug', async (c) => {
      const opened = await open(c);
      if (opened instanceof Response) return opened;
      const { questionnaire, grant } = opened;
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const { answers, missing } = readSimAnswers(questionnaire, form);
      if (missing.length) {
        return c.html(simQuestionnairePage(questionnaire, testPath(questionnaire), SIM_TESTS_PATH, { answers, missing }), 422);
      }
      let result: unknown;
      if (questionnaire.type === 'MBTI') {
        result = scoreSimMbti(answers);
      } else {
        const gender = providerGender.safeParse((await findSimUser(deps.db, grant.simUserId))?.gender);
        result = scoreSimSii(answers, gender.success ? gender.data : 'other');
      }
      const completedAt = deps.clock().toISOString();
      await insertSimAssessment(deps.db, { simUserId: grant.simUserId, type: questionnaire.type, answers, result, completedAt });
      deps.logger.info({ simUserId: grant.simUserId, type: questionnaire.type }, 'elevate simulator: questionnaire completed');
      return c.redirect(SIM_TESTS_PATH, 303);
    });
}
