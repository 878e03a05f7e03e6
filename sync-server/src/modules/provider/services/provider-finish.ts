import type { AppDeps } from '../../../app-deps';
import type { AnswersPostBody } from '../../answers/contract/answer-schemas';
import { isBatchBody } from '../../answers/contract/answer-schemas';
import { RATE_LIMITS } from '../../../auth/rate-limit-rules';
import { checkAnswerAccess } from '../../answers/services/answer-access';
import type { UserRecord } from '../../accounts/services/user-store';
import { runProviderSync } from './provider-sync';
import { holdsBothResults, storedMyersBriggsResults } from './provider-results';

/** The longest 'I'm Finished' waits for the provider before answering (then 444 if still missing). */
export const FINISH_SYNC_WAIT_MS = 15_000;

/**
 * Before the Myers-Briggs step is finished: when the provider's MBTI and SII are not both in yet,
 * sync them now (the last 30 days), so a client who just came back need not wait for the
 * background sync. Best effort and bounded: whatever happens, the save goes on and decides (444
 * when the results are still missing).
 */
export async function syncBeforeFinish(deps: Pick<AppDeps, 'db' | 'clock' | 'logger' | 'provider' | 'rateLimiter'>, user: UserRecord, body: AnswersPostBody): Promise<void> {
  const finishing = isBatchBody(body) ? body.finish !== undefined : body.markComplete === true;
  if (body.assessmentId !== 'myers-briggs' || !finishing || !deps.provider) return;
  // Only a client who may finish the step (their own, on their plan, after consent) gets a sync.
  await checkAnswerAccess(deps.db, user, body, 'write');
  if (holdsBothResults((await storedMyersBriggsResults(deps.db, user.id)).results)) return;
  // Each sync is a call to the provider: past the limit the save decides alone (444 if missing).
  if (!(await deps.rateLimiter.consume(user.id, RATE_LIMITS.providerCallsPerAccount)).allowed) return;
  const sync = runProviderSync(deps, { userId: user.id, skipGenerate: false, mode: 'days-back', daysBack: 30, completeStep: false }).catch((error: unknown) => {
    deps.logger.warn({ userId: user.id, err: { name: (error as Error)?.name } }, 'elevate sync before finishing failed');
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([sync, new Promise((resolve) => (timer = setTimeout(resolve, FINISH_SYNC_WAIT_MS)))]);
  clearTimeout(timer);
}
