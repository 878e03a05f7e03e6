import type { AssessmentId } from '@career/scoring/assessment-ids';
import { CONSENT_AGREE_VALUE } from '@career/scoring/consent/consent-definition';
import { DEMO_ANSWERS } from '../data/demo-answers';
import { DEMO_MBTI_PROVIDER_RESULT, DEMO_SII_PROVIDER_RESULT } from '../../provider/data/demo-provider-results';
import { upsertProviderResult } from '../../provider/services/provider-result-store';
import type { UserRecord } from '../../accounts/services/user-store';
import { findUserById } from '../../accounts/services/user-store';
import { answerRulesFor } from './answer-rules';
import type { SaveDeps } from './answer-service';
import { saveAnswers } from './answer-service';
import { applyProviderResults } from '../../provider/services/provider-results';

/** The demo client whose Essential plan is completed from the start, with every result to see. */
export const COMPLETE_DEMO_EMAIL = 'complete@demo.example';

/** The myers-briggs answer of the demo client (the SII demo payload is for a woman's norms). */
const DEMO_MBTI_GENDER = 'f';

type Deps = SaveDeps;

async function reloadUser(deps: Deps, userId: string): Promise<UserRecord> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new Error(`Demo user ${userId} cannot be read.`);
  return user;
}

/** Saves and finishes one assessment through the answer service, as the client's "Finish" would. */
async function finish(deps: Deps, user: UserRecord, assessmentId: AssessmentId, answers: unknown[] | Record<string, unknown>): Promise<void> {
  const { totalQuestions } = answerRulesFor(assessmentId);
  const saved = await saveAnswers(deps, user, { userId: user.id, assessmentId, totalQuestions, answers, markComplete: true });
  if (!saved.completed) throw new Error(`The demo ${assessmentId} did not complete.`);
}

/**
 * Completes every assessment of the demo client's Essential plan from the demo answers, through
 * the real answer service (so they are checked and scored exactly as a client's are): consent
 * first, then the list instruments and the card sort, and myers-briggs with its gender answer and
 * the results the provider sync would bring (the demo MBTI and SII payloads), stored the way a sync
 * stores them. Run once, right after the account is created.
 */
export async function completeDemoClientAssessments(deps: Deps, userId: string): Promise<void> {
  await finish(deps, await reloadUser(deps, userId), 'consent', [CONSENT_AGREE_VALUE]);
  // Consent is now given: the other assessments accept answers.
  const user = await reloadUser(deps, userId);
  await finish(deps, user, 'depression-screening', [...DEMO_ANSWERS['depression-screening']]);
  await finish(deps, user, 'readiness-for-change', [...DEMO_ANSWERS['readiness-for-change']]);
  await finish(deps, user, 'neo', [...DEMO_ANSWERS.neo]);
  await finish(deps, user, 'career-values', { ...DEMO_ANSWERS['career-values'] });

  // Myers-Briggs: the gender answer, then the results a provider sync would store, which complete the step.
  const mbti = answerRulesFor('myers-briggs');
  await saveAnswers(deps, user, { userId, assessmentId: 'myers-briggs', totalQuestions: mbti.totalQuestions, answers: [DEMO_MBTI_GENDER] });
  const now = deps.clock().toISOString();
  const completed = await deps.db.transaction().execute(async (trx) => {
    await upsertProviderResult(trx, userId, { test: 'mbti', providerAssessmentId: 'demo-mbti', completedAt: now, payload: DEMO_MBTI_PROVIDER_RESULT, syncedAt: now });
    await upsertProviderResult(trx, userId, { test: 'sii', providerAssessmentId: 'demo-sii', completedAt: now, payload: DEMO_SII_PROVIDER_RESULT, syncedAt: now });
    return applyProviderResults(trx, userId, now);
  });
  if (!completed.completed) throw new Error('The demo myers-briggs step did not complete.');
}
