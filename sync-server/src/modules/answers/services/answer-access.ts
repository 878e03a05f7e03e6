import type { Kysely } from 'kysely';
import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { currentPlanAssessments } from '../../plans/services/plan-store';
import type { UserRecord } from '../../accounts/services/user-store';

export const CONSENT_REQUIRED_MESSAGE = 'Please give your consent before starting the other assessments.';

/**
 * Who may read or write answers: only the user themselves (admins reading others is a later
 * issue), only for an assessment of their current plan, and, on a plan that includes the consent
 * (the paid plans), no writes to other assessments until consent is given.
 */
export async function checkAnswerAccess(
  db: Kysely<Database>,
  user: UserRecord,
  request: { userId: string; assessmentId: AssessmentId },
  mode: 'read' | 'write',
): Promise<void> {
  if (request.userId !== user.id) throw new AppError('forbidden', 'You can only see and change your own answers.');
  const assessments = await currentPlanAssessments(db, user.id);
  if (!assessments || !assessments.includes(request.assessmentId)) {
    throw new AppError('forbidden', 'This assessment is not part of your plan.');
  }
  if (mode === 'write' && request.assessmentId !== 'consent' && assessments.includes('consent') && !user.consent) {
    throw new AppError('consent_required', CONSENT_REQUIRED_MESSAGE);
  }
}
